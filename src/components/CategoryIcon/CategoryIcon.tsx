import * as React from 'react';
import {
  Apple,
  Baby,
  Backpack,
  Bike,
  CarFront,
  CircleDot,
  Disc,
  Droplet,
  Dumbbell,
  Gauge,
  Glasses,
  HardHat,
  Headphones,
  Lightbulb,
  Package,
  Ribbon,
  Shirt,
  SprayCan,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryIconName } from '../../config/category-icons';

/**
 * The icons a brand category may name in data/brand-categories.json, imported one by
 * one so only these are bundled. The data check rejects any other name; a unit test
 * keeps this map and CATEGORY_ICON_NAMES equal.
 */
export const categoryIcons: Record<CategoryIconName, LucideIcon> = {
  Apple,
  Baby,
  Backpack,
  Bike,
  CarFront,
  CircleDot,
  Disc,
  Droplet,
  Dumbbell,
  Gauge,
  Glasses,
  HardHat,
  Headphones,
  Lightbulb,
  Package,
  Ribbon,
  Shirt,
  SprayCan,
};

export function CategoryIcon({ name, size = 28 }: { name: string; size?: number }) {
  const Icon = categoryIcons[name as CategoryIconName] ?? Tag;
  return <Icon size={size} aria-hidden="true" />;
}
