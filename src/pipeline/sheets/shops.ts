/** shops.csv: one bike shop a row, placed by its location on the place table. */
import type { Shop } from '../types';
import { FileLog } from '../log';
import { readLocation, type ReadContext, type ShopPlace } from '../read-cells';
import { locationAmbiguous } from '../rules/location-ambiguous';
import { locationReadAs } from '../rules/location-read-as';
import { locationRequired } from '../rules/location-required';
import { locationTooLong } from '../rules/location-too-long';
import { locationUnknown } from '../rules/location-unknown';
import { slugify } from '../text';
import { LOGO_HEADER_ALIASES, logoColumn, nameColumn, optionalLinkColumn, sourceColumn } from './columns';
import { defineSheet, readSheetRows, REJECTED, type Column } from './define-sheet';

/** A shop's city, municipality or province, read against the place table; required. */
const locationColumn: Column<ShopPlace> = {
  required: true,
  rules: [locationRequired, locationTooLong, locationReadAs, locationAmbiguous, locationUnknown],
  read: (cell, { log, row, column, context }) => {
    const missing = locationRequired.check(cell);
    if (missing === null) return readLocation(log, row, cell, context.places) ?? REJECTED;
    log.report(locationRequired, { row, column }, missing);
    return REJECTED;
  },
};

export const shopsSheet = defineSheet({
  file: 'shops.csv',
  what: 'shop',
  required: true,
  columns: { name: nameColumn(), location: locationColumn, link: optionalLinkColumn(), logo: logoColumn(), source: sourceColumn() },
  aliases: { ...LOGO_HEADER_ALIASES, city: 'location', url: 'link' },
  label: 'location',
  toEntity: ({ name, location: place, link, logo, source }, row): Shop => {
    const slug = slugify(name);
    return { id: `${slug}-${slugify(place.location)}`, name, slug, ...place, link, logo, source, sourceRow: row };
  },
  duplicates: { fillable: ['link', 'logo', 'source'], place: (shop) => shop.location, link: (shop) => shop.link },
});

export const SHOP_COLUMNS = shopsSheet.spec;

export function readShops(text: string, context: ReadContext, log = new FileLog(shopsSheet.file)): { shops: Shop[]; log: FileLog } {
  return { shops: readSheetRows(shopsSheet, text, context, log), log };
}
