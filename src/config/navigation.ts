import type { Section } from './routes';

/** The five bottom-navigation tabs, in order. Icons are lucide-react names. */
export const tabs: readonly { section: Section; path: string; label: string }[] = [
  { section: 'home', path: '/', label: 'Home' },
  { section: 'shops', path: '/shops/', label: 'Shops' },
  { section: 'service', path: '/service/', label: 'Service' },
  { section: 'brands', path: '/brands/', label: 'Brands' },
  { section: 'community', path: '/people-community/', label: 'Community' },
];
