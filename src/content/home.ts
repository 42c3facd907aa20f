import { CalendarDays, Clapperboard, Route, type LucideIcon } from 'lucide-react';
import type { RoutePath } from '../config/routes';

/** The home page's words (spec section 2, Home). The name, tagline and Instagram come from siteMetadata. */
export const homeCopy = {
  lead: 'Bike shops, brands, groups, events and routes across the Philippines, in one place.',
  sliderLabel: 'Highlights',
  quickLinksLabel: 'Explore',
  quickLinks: [
    { label: 'Events', to: '/events/', icon: CalendarDays },
    { label: 'VLOGS', to: '/vlogs/', icon: Clapperboard },
    { label: 'Bike Routes', to: '/bike-destinations/', icon: Route },
  ] as const satisfies readonly { label: string; to: RoutePath; icon: LucideIcon }[],
  invite: {
    title: 'Own a bike shop or a brand?',
    text: 'Message our Instagram page to have it listed here, or to have it promoted here on the home page.',
    // {instagram} is the page's handle, from siteMetadata.
    action: 'Message {instagram} on Instagram',
    // Shown first when the editors have a suggest form (data/forms.json).
    suggest: 'Suggest a listing',
  },
} as const;
