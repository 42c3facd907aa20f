/**
 * The icons a brand category may name in data/brand-categories.json, each named once and
 * re-exported one by one, so only these are bundled. CategoryIcon takes this module as its
 * map; its type there keeps these names and CATEGORY_ICON_NAMES equal.
 */
export {
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
} from 'lucide-react';
