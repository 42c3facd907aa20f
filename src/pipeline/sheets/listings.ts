/** The 7 directory sheets (bike-fitters.csv, cycling-groups.csv, …): one shape, one listing a row. */
import { DIRECTORIES, type DirectorySlug, type Listing } from '../schemas';
import { FileLog } from '../log';
import type { ReadContext } from '../read-cells';
import { slugify } from '../text';
import { LOGO_HEADER_ALIASES, logoColumn, nameColumn, requiredLinkColumn } from './columns';
import { defineSheet, readSheetRows } from './define-sheet';

export function listingSheet<D extends DirectorySlug>(directory: D) {
  return defineSheet({
    file: `${directory}.csv`,
    what: 'listing',
    columns: { name: nameColumn(), link: requiredLinkColumn(), logo: logoColumn() },
    aliases: LOGO_HEADER_ALIASES,
    toEntity: ({ name, link, logo }, row): Listing => {
      const slug = slugify(name);
      return { id: `${directory}-${slug}`, directory, name, slug, link, logo, sourceRow: row };
    },
    duplicates: { fillable: ['logo'], scope: () => directory, link: (listing) => listing.link },
  });
}

export const listingSheets = DIRECTORIES.map((directory) => listingSheet(directory));

export function readListings(text: string, directory: DirectorySlug, context: ReadContext, log = new FileLog(`${directory}.csv`)): { listings: Listing[]; log: FileLog } {
  return { listings: readSheetRows(listingSheet(directory), text, context, log), log };
}
