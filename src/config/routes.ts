/**
 * Every fixed route of the site: its address, its page title ('{title} - Padyak Hub'), its
 * meta description and the bottom-navigation tab it belongs to. Brand category
 * routes (/brands/<slug>/) come from data/brand-categories.json and belong to Brands.
 * Every page's address ends in a slash (`/shops/`): src/config/addresses.ts says why, and builds the others.
 */
import { pageAddress } from './addresses';

export type Section = 'home' | 'shops' | 'service' | 'brands' | 'community';

export interface RouteInfo {
  path: string;
  title: string;
  description: string;
  section: Section | null; // null: no tab is highlighted (e.g. About, reached from the header)
}

export const routes = [
  { path: '/', title: 'Home', description: 'Welcome to Padyak Hub. Your hub for all things cycling.', section: 'home' },
  { path: '/shops/', title: 'Bike Shops', description: 'Find bike shops across the Philippines by name or city.', section: 'shops' },
  {
    path: '/service/',
    title: 'Cycling Services',
    description: 'Bike repaint, fitting, bike skins, delivery, rental, free parts, bike box rental and bike wash in the Philippines.',
    section: 'service',
  },
  { path: '/brands/', title: 'Bike Brands', description: 'Browse bicycle brands by category: bikes, jerseys, helmets, tires, wheelsets and more.', section: 'brands' },
  { path: '/buy-sell/', title: 'Buy & Sell', description: 'A marketplace for buying and selling bikes and parts. Under construction.', section: 'home' },
  { path: '/about/', title: 'About Us', description: 'Padyak Hub is an independent, unfunded community project made out of passion for cycling.', section: null },
  { path: '/events/', title: 'Cycling Events', description: 'Cycling events in the Philippines. Click on any event to learn more.', section: 'home' },
  {
    path: '/people-community/',
    title: 'People & Community',
    description: 'Content creators, photographers, cycling groups, pro teams, coaches and triathlon teams.',
    section: 'community',
  },
  { path: '/content-creators/', title: 'Content Creators', description: 'Filipino cycling content creators and influencers.', section: 'community' },
  { path: '/cycling-groups/', title: 'Cycling Groups', description: 'Cycling groups and clubs to ride with in the Philippines.', section: 'community' },
  { path: '/ph-pro-teams/', title: 'PH Pro Teams', description: 'Philippine professional cycling teams. Coming soon.', section: 'community' },
  { path: '/cycling-photographers/', title: 'Cycling Photographers', description: 'Photographers who shoot rides and races in the Philippines.', section: 'community' },
  { path: '/indoor-cycling-studio/', title: 'Indoor Cycling Studios', description: 'Indoor cycling studios in the Philippines.', section: 'service' },
  { path: '/bike-repaint/', title: 'Bike Repaint Services', description: 'Bike frame repaint services in the Philippines.', section: 'service' },
  { path: '/bike-fitters/', title: 'Bike Fitters', description: 'Professional bike fitting services in the Philippines.', section: 'service' },
  { path: '/bike-skin-service/', title: 'Bike Skin Services', description: 'Bike skin and frame protection services in the Philippines.', section: 'service' },
  { path: '/bike-delivery/', title: 'Bike Delivery', description: 'How to have a bike delivered in the Philippines.', section: 'service' },
  { path: '/bike-for-rent/', title: 'Bike for Rent', description: 'Road bikes and MTBs for rent for tourists, balikbayans and event participants.', section: 'service' },
  {
    path: '/free-bike-parts/',
    title: 'Free Bike Parts PH',
    description: 'Receive or donate second-hand bike parts, jerseys, kids\u2019 bikes and old bicycles.',
    section: 'service',
  },
  { path: '/vlogs/', title: 'Vlogs', description: 'Cycling vlogs from the Padyak Hub community. Coming soon.', section: 'home' },
  { path: '/cycling-coaches/', title: 'Cycling Coaches', description: 'Cycling coaches in the Philippines. Coming soon.', section: 'community' },
  { path: '/triathlon-teams/', title: 'Triathlon Teams', description: 'Triathlon teams in the Philippines. Coming soon.', section: 'community' },
  {
    path: '/bike-destinations/',
    title: 'Bike Destinations',
    description: 'Bike routes and destinations in the Philippines, starting with The Spider Route.',
    section: 'home',
  },
  {
    path: '/bike-destinations/spider-route/',
    title: 'The Spider Route',
    description: 'The Spider Route: 9 or 12 uphill rides to Antipolo in one day, drawn as a spider on Strava.',
    section: 'home',
  },
  { path: '/bike-box-rental/', title: 'Bike Box Rental', description: 'Where to rent a bike box for travel in the Philippines.', section: 'service' },
  { path: '/bike-wash-service/', title: 'Bike Wash Service', description: 'Bike wash by home service or drop-off at the shop.', section: 'service' },
  {
    path: '/data/',
    title: 'Download the Data',
    description: 'Every list of Padyak Hub as CSV and JSON, with a Data Package descriptor: free to map, analyse or build on.',
    section: null,
  },
  { path: '/saved/', title: 'Saved', description: 'The shops, brands and listings you saved.', section: null },
  {
    path: '/suggest/',
    title: 'Suggest a Listing',
    description: 'Add a shop, brand, group or event to Padyak Hub: your suggestion goes to the editors\u2019 own form.',
    section: null,
  },
  {
    path: '/editors/',
    title: 'For Editors',
    description: 'Check a list\u2019s spreadsheet in your browser with the same rules as the site\u2019s build, and download it fixed. Nothing is uploaded.',
    section: null,
  },
] as const satisfies readonly RouteInfo[];

export type RoutePath = (typeof routes)[number]['path'];

const byPath = new Map<string, RouteInfo>(routes.map((route) => [route.path, route]));

export function routeInfo(path: RoutePath): RouteInfo {
  const info = byPath.get(path);
  if (!info) throw new Error(`No route ${path} in src/config/routes.ts`);
  return info;
}

/** The tab a pathname belongs to ('/shops' and '/shops/' alike): exact routes first, then /brands/* → brands. */
export function sectionOf(pathname: string): Section | null {
  const clean = pageAddress(pathname.replace(/\/+$/, '') || '/');
  const known = byPath.get(clean);
  if (known) return known.section;
  if (clean.startsWith('/brands/')) return 'brands';
  return null;
}
