import { CATEGORIES_NEEDING_LOGOS } from '../entities/brand-categories';
import type { ImageRef } from '../entities/schemas';
import { defineRule } from './rule';

export const brandLogoNeeded = defineRule({
  id: 'brand-logo-needed',
  description: 'Wheelset and bike-trainer brands are shown with their logo; this one has none.',
  severity: 'review',
  scope: 'row',
  check: ({ name, category, logo, cell }: { name: string; category: string; logo: ImageRef | null; cell: string }) =>
    logo === null && CATEGORIES_NEEDING_LOGOS.includes(category)
      ? { found: cell, sentence: `brands in '${category}' are shown with their logo, and '${name}' has none; add a logo file to data/logos/ and its name here` }
      : null,
});
