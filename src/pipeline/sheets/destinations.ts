/** destinations.csv: one bike route a row, linking to its page on this site. */
import type { Destination } from '../entities/schemas';
import { internalPathOffSite } from '../rules/internal-path-off-site';
import { slugify } from '../format/text';
import { nameColumn, pictureColumn } from './columns';
import { defineSheet, type Column } from './define-sheet';

/** The route's page: a path on this site, never another site. */
const pathColumn: Column<string> = { required: true, checks: [internalPathOffSite] };

export const destinationsSheet = defineSheet({
  file: 'destinations.csv',
  what: 'destination',
  columns: { name: nameColumn(), thumbnail: pictureColumn(), path: pathColumn },
  aliases: { link: 'path' },
  toEntity: ({ name, thumbnail, path }, row): Destination => ({ id: slugify(name), name, thumbnail, path, sourceRow: row }),
  duplicates: { fillable: [] },
});
