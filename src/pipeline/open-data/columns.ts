/**
 * The columns of every download (/data/<list>.csv and .json), each with its one description and
 * type: the files are written from these and datapackage.json's schema.fields are made from them,
 * so the descriptor and the files cannot disagree. A column added here is in both.
 */
import type { Brand, CyclingEvent, Destination, Listing, Shop } from '../entities/schemas';
import { placeCodes, type ReadPlace } from './place-codes';

/** The Table Schema types the downloads use. */
export type FieldType = 'string' | 'boolean' | 'yearmonth';

/** A cell's value: null is an empty cell in the CSV and null in the JSON. */
export type CellValue = string | boolean | null;

export interface DownloadColumn<E> {
  name: string;
  type: FieldType;
  /** 'uri' for a web address. */
  format?: 'uri';
  description: string;
  value(entity: E): CellValue;
}

/** What the columns of some lists need besides the entity: the site's address, a brand category's name. */
export interface ColumnContext {
  siteUrl: string;
  categoryName(slug: string): string | null;
}

type Columns<E> = readonly DownloadColumn<E>[];

const idColumn = <E extends { id: string }>(what: string): DownloadColumn<E> => ({
  name: 'id',
  type: 'string',
  description: `The ${what}'s stable identifier on the site (lowercase words joined by hyphens); it stays the same from one download to the next.`,
  value: (entity) => entity.id,
});

const nameColumn = <E extends { name: string }>(what: string): DownloadColumn<E> => ({
  name: 'name',
  type: 'string',
  description: `The ${what}'s name as the site shows it.`,
  value: (entity) => entity.name,
});

const linkColumn = <E extends { link: string | null }>(description: string): DownloadColumn<E> => ({
  name: 'link',
  type: 'string',
  format: 'uri',
  description,
  value: (entity) => entity.link,
});

const statusColumns = <E extends { status: string; checked: string | null }>(): Columns<E> => [
  {
    name: 'status',
    type: 'string',
    description: "'open' or 'temporarily closed'. Closed listings are not in the downloads, as they are in no list of the site.",
    value: (entity) => entity.status,
  },
  {
    name: 'checked',
    type: 'yearmonth',
    description: 'The month an editor last confirmed the listing (YYYY-MM); empty when never.',
    value: (entity) => entity.checked,
  },
];

/** Where a listing is, read against the PSA's Philippine Standard Geographic Code table. */
const placeColumns = <E>(placeOf: (entity: E) => ReadPlace | null, what: string): Columns<E> => [
  {
    name: 'location',
    type: 'string',
    description: `Where the ${what} is: a city, municipality or province as the site names it.`,
    value: (e) => placeOf(e)?.location ?? null,
  },
  { name: 'city', type: 'string', description: 'The city or municipality; empty when only a province is known.', value: (e) => placeOf(e)?.city ?? null },
  {
    name: 'province',
    type: 'string',
    description: "The province; empty for Metro Manila's cities, which have none, and for a place not in the PSGC table.",
    value: (e) => placeOf(e)?.province ?? null,
  },
  {
    name: 'region',
    type: 'string',
    description: "The region, e.g. 'National Capital Region (NCR)'; empty for a place not in the PSGC table.",
    value: (e) => placeOf(e)?.region || null,
  },
  {
    name: 'psgc',
    type: 'string',
    description:
      "The 10-digit Philippine Standard Geographic Code of the location (city, municipality, province or Metro Manila's region); empty when the place is not in the table.",
    value: (e) => placeCodes(placeOf(e)).psgc,
  },
  {
    name: 'province_psgc',
    type: 'string',
    description: 'The 10-digit Philippine Standard Geographic Code of the province; empty where there is no province.',
    value: (e) => placeCodes(placeOf(e)).provincePsgc,
  },
];

export const SHOP_DOWNLOAD_COLUMNS: Columns<Shop> = [
  idColumn('shop'),
  nameColumn('shop'),
  ...placeColumns((shop: Shop) => shop, 'shop'),
  linkColumn("The shop's own web page or social media page; empty when not known."),
  {
    name: 'source',
    type: 'string',
    description: "Where the listing was found, e.g. 'OpenStreetMap node/1001'; empty when not said.",
    value: (shop) => shop.source,
  },
  ...statusColumns<Shop>(),
];

/** A brand row with its category, as the columns read it. */
export type BrandRow = Brand & { context: ColumnContext };

export const BRAND_DOWNLOAD_COLUMNS: Columns<BrandRow> = [
  idColumn('brand'),
  nameColumn('brand'),
  {
    name: 'category',
    type: 'string',
    description: "The brand category's identifier, e.g. 'helmets' (its page is /brands/<category>/).",
    value: (brand) => brand.category,
  },
  {
    name: 'category_name',
    type: 'string',
    description: "The brand category's name as the site shows it, e.g. 'Helmet'.",
    value: (brand) => brand.context.categoryName(brand.category),
  },
  linkColumn("The brand's own web page; empty when not known yet."),
  ...statusColumns<BrandRow>(),
];

export const LISTING_DOWNLOAD_COLUMNS: Columns<Listing> = [
  idColumn('listing'),
  nameColumn('listing'),
  linkColumn("The listing's web page or social media page."),
  ...statusColumns<Listing>(),
];

export const EVENT_DOWNLOAD_COLUMNS: Columns<CyclingEvent> = [
  idColumn('event'),
  nameColumn('event'),
  linkColumn("The event's page, where riders register."),
  {
    name: 'start',
    type: 'string',
    description: 'When it starts: a day (YYYY-MM-DD) or a time in Manila (YYYY-MM-DDTHH:MM:00+08:00); empty when the date is not announced.',
    value: (event) => event.start,
  },
  {
    name: 'end',
    type: 'string',
    description: 'When it ends, written as start is (an all-day end is the last day itself); empty when not given.',
    value: (event) => event.end,
  },
  {
    name: 'all_day',
    type: 'boolean',
    description: 'true when start and end are days without a time, and when the date is not announced yet.',
    value: (event) => event.allDay,
  },
  ...placeColumns((event: CyclingEvent) => event.place, 'event'),
  { name: 'details', type: 'string', description: 'One line about the event; empty when none.', value: (event) => event.details },
];

/** A destination row with the site's address, for its page's full address. */
export type DestinationRow = Destination & { context: ColumnContext };

export const DESTINATION_DOWNLOAD_COLUMNS: Columns<DestinationRow> = [
  idColumn('destination'),
  nameColumn('destination'),
  {
    name: 'link',
    type: 'string',
    format: 'uri',
    description: "The route's page on this site.",
    value: (destination) => `${destination.context.siteUrl}${destination.path}`,
  },
];
