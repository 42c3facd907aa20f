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

/**
 * The icons a brand category may name in data/brand-categories.json. Listed one by one
 * so only these icons are bundled; an unknown name shows a plain tag (and the data
 * check reports it).
 */
export const categoryIcons: Record<string, LucideIcon> = {
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
  const Icon = categoryIcons[name] ?? Tag;
  return <Icon size={size} aria-hidden="true" />;
}
