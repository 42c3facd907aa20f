/**
 * The icon names a brand category may use in data/brand-categories.json (lucide-react
 * names). The data check rejects any other name; src/components/CategoryIcon draws exactly
 * these (src/config/category-icons re-exports this list, so the pipeline owns the fact and
 * imports nothing from the UI).
 */
export const CATEGORY_ICON_NAMES = [
  'Apple',
  'Baby',
  'Backpack',
  'Bike',
  'CarFront',
  'CircleDot',
  'Disc',
  'Droplet',
  'Dumbbell',
  'Gauge',
  'Glasses',
  'HardHat',
  'Headphones',
  'Lightbulb',
  'Package',
  'Ribbon',
  'Shirt',
  'SprayCan',
] as const;

export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];
