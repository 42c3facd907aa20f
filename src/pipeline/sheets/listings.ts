/** The 7 directory sheets (bike-fitters.csv, cycling-groups.csv, …): one shape, one listing a row. */
import { DIRECTORIES, type DirectorySlug, type Listing } from '../entities/schemas';
import { slugify } from '../format/text';
import { checkedColumn, LOGO_HEADER_ALIASES, logoColumn, nameColumn, requiredLinkColumn, statusColumn } from './columns';
import { defineSheet } from './define-sheet';

export function listingSheet<D extends DirectorySlug>(directory: D) {
  return defineSheet({
    file: `${directory}.csv`,
    what: 'listing',
    columns: { name: nameColumn(), link: requiredLinkColumn(), logo: logoColumn(), status: statusColumn(), checked: checkedColumn() },
    aliases: LOGO_HEADER_ALIASES,
    toEntity: ({ name, link, logo, status, checked }, row): Listing => {
      const slug = slugify(name);
      return { id: `${directory}-${slug}`, directory, name, slug, link, logo, status, checked, sourceRow: row };
    },
    duplicates: { fillable: ['logo'], scope: () => directory, link: (listing) => listing.link },
  });
}

export const listingSheets = DIRECTORIES.map((directory) => listingSheet(directory));
