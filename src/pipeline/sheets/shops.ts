/** shops.csv: one bike shop a row, placed by its location on the place table. */
import type { Shop } from '../entities/schemas';
import { locationCheck, locationRequiredCheck, type ShopPlace } from '../rules/location-check';
import type { CellCheck } from '../rules/rule';
import { shopKey, slugify } from '../format/text';
import { checkedColumn, LOGO_HEADER_ALIASES, logoColumn, nameColumn, optionalLinkColumn, sourceColumn, statusColumn } from './columns';
import { defineSheet, type Column } from './define-sheet';
import { brandsColumn, hoursColumn, paymentColumn, servicesColumn } from './shop-columns';

/** A shop's city, municipality or province, read against the place table; required (an empty cell rejects the row before it is looked up). */
const locationColumn: Column<ShopPlace> = {
  required: true,
  // A location the check cannot use (too long) is an error, which rejects the row: the value is never null.
  checks: [locationRequiredCheck, locationCheck as CellCheck<unknown, ShopPlace>],
};

export const shopsSheet = defineSheet({
  file: 'shops.csv',
  what: 'shop',
  required: true,
  columns: {
    name: nameColumn(),
    location: locationColumn,
    link: optionalLinkColumn(),
    logo: logoColumn(),
    source: sourceColumn(),
    status: statusColumn(),
    checked: checkedColumn(),
    hours: hoursColumn(),
    services: servicesColumn(),
    payment: paymentColumn(),
    brands: brandsColumn(),
  },
  aliases: { ...LOGO_HEADER_ALIASES, city: 'location', url: 'link' },
  label: 'location',
  toEntity: ({ name, location: place, link, logo, source, status, checked, hours, services, payment, brands }, row): Shop => {
    return {
      id: shopKey(name, place.location),
      name,
      slug: slugify(name),
      ...place,
      link,
      logo,
      source,
      status,
      checked,
      ...hours,
      services,
      payment,
      brands,
      sourceRow: row,
    };
  },
  duplicates: { fillable: ['link', 'logo', 'source'], place: (shop) => shop.location, link: (shop) => shop.link },
});

export const SHOP_COLUMNS = shopsSheet.spec;
