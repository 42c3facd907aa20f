import * as React from 'react';
import { Tag, type LucideIcon } from 'lucide-react';
import type { CategoryIconName } from '../../config/category-icons';
import * as iconSet from './icon-set';

/**
 * The icons a brand category may name, by name (./icon-set.ts). The data check rejects any
 * other name; TypeScript fails here if a name of CATEGORY_ICON_NAMES has no icon, and a unit
 * test keeps this map and CATEGORY_ICON_NAMES equal.
 */
export const categoryIcons: Record<CategoryIconName, LucideIcon> = iconSet;

export function CategoryIcon({ name, size = 28 }: { name: string; size?: number }) {
  const Icon = categoryIcons[name as CategoryIconName] ?? Tag;
  return <Icon size={size} aria-hidden="true" />;
}
