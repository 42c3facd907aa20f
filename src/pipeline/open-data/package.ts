/**
 * The directory as open data: from the entities the site shows, each list as CSV and JSON, and
 * the Data Package descriptor (datapackage.json) that says what each file holds, under which
 * licence. Pure: it gets the entities and returns the files' texts; src/gatsby writes them.
 */
import { DIRECTORIES, type Brand, type BrandCategory, type CyclingEvent, type Destination, type Listing, type Shop } from '../entities/schemas';
import { isOpenStreetMapSource } from '../entities/sources';
import { csvCell, neutralizeFormula } from '../format/sheet-io';
import {
  BRAND_DOWNLOAD_COLUMNS,
  DESTINATION_DOWNLOAD_COLUMNS,
  EVENT_DOWNLOAD_COLUMNS,
  LISTING_DOWNLOAD_COLUMNS,
  SHOP_DOWNLOAD_COLUMNS,
  type CellValue,
  type ColumnContext,
  type DownloadColumn,
} from './columns';
import { OPENSTREETMAP_ATTRIBUTION, OPENSTREETMAP_LICENCE, PROJECT_LICENCE, type Licence } from './licences';

/** The Data Package profile the descriptor follows. */
export const DATA_PACKAGE_PROFILE = 'https://datapackage.org/profiles/2.0/datapackage.json';
/** The descriptor's file name, beside the files it describes. */
export const DESCRIPTOR_FILE = 'datapackage.json';

/** What the site shows, as the build has it: closed listings, rejected rows and cards without their picture already left out. */
export interface OpenDataInput {
  shops: readonly Shop[];
  brands: readonly Brand[];
  brandCategories: readonly Pick<BrandCategory, 'slug' | 'name'>[];
  listings: readonly Listing[];
  events: readonly CyclingEvent[];
  destinations: readonly Destination[];
}

export interface OpenDataOptions {
  siteUrl: string;
  siteTitle: string;
  /** When the descriptor was made: the build's time. */
  created: Date;
}

/** One list's rows under one licence: a resource of the package, written as CSV and as JSON. */
interface Table {
  list: string;
  title: string;
  description: string;
  licence: Licence;
  columns: readonly DownloadColumn<never>[];
  rows: readonly CellValue[][];
}

/** One file of /data/. */
export interface OpenDataFile {
  /** Its name in /data/: 'shops.csv'. */
  file: string;
  /** The list it holds ('shops', 'shops-openstreetmap'), or null for the descriptor. */
  list: string | null;
  title: string;
  format: 'csv' | 'json';
  /** Its rows; null for the descriptor. */
  rows: number | null;
  bytes: number;
  licence: Licence;
  text: string;
}

function tableOf<E>(
  list: string,
  title: string,
  description: string,
  licence: Licence,
  columns: readonly DownloadColumn<E>[],
  entities: readonly E[],
  idOf: (entity: E) => string,
): Table {
  const sorted = [...entities].sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
  return { list, title, description, licence, columns: columns, rows: sorted.map((entity) => columns.map((column) => column.value(entity))) };
}

/** The directory's title from its slug: 'bike-fitters' → 'Bike fitters'. */
const directoryTitle = (slug: string) => `${slug[0]!.toUpperCase()}${slug.slice(1).replace(/-/g, ' ')}`;

/** Every list of the site as a table: the shops split by licence, then brands, the directories, events, destinations. */
function tablesOf(input: OpenDataInput, context: ColumnContext): Table[] {
  const own = PROJECT_LICENCE;
  const fromOsm = input.shops.filter((shop) => isOpenStreetMapSource(shop.source));
  const ownShops = input.shops.filter((shop) => !isOpenStreetMapSource(shop.source));
  const byId = (entity: { id: string }) => entity.id;
  return [
    tableOf(
      'shops',
      'Bike shops',
      'Bike shops across the Philippines, but those taken from OpenStreetMap (they are in shops-openstreetmap).',
      own,
      SHOP_DOWNLOAD_COLUMNS,
      ownShops,
      byId,
    ),
    tableOf(
      'shops-openstreetmap',
      'Bike shops from OpenStreetMap',
      `Bike shops whose listing came from OpenStreetMap, under the ODbL: ${OPENSTREETMAP_ATTRIBUTION.title} (${OPENSTREETMAP_ATTRIBUTION.path}).`,
      OPENSTREETMAP_LICENCE,
      SHOP_DOWNLOAD_COLUMNS,
      fromOsm,
      byId,
    ),
    tableOf(
      'brands',
      'Bike brands',
      'Bicycle brands by category.',
      own,
      BRAND_DOWNLOAD_COLUMNS,
      input.brands.map((brand) => ({ ...brand, context })),
      byId,
    ),
    ...DIRECTORIES.map((directory) =>
      tableOf(
        directory,
        directoryTitle(directory),
        `The ${directoryTitle(directory).toLowerCase()} the site lists.`,
        own,
        LISTING_DOWNLOAD_COLUMNS,
        input.listings.filter((listing) => listing.directory === directory),
        byId,
      ),
    ),
    tableOf(
      'events',
      'Cycling events',
      'Rides and races in the Philippines, past and upcoming, as the events page lists them.',
      own,
      EVENT_DOWNLOAD_COLUMNS,
      input.events,
      byId,
    ),
    tableOf(
      'destinations',
      'Bike destinations',
      'Bike routes with their own page on the site.',
      own,
      DESTINATION_DOWNLOAD_COLUMNS,
      input.destinations.map((destination) => ({ ...destination, context })),
      byId,
    ),
  ];
}

/** A value as a CSV cell: empty for null, and never the start of a formula when a spreadsheet opens the file. */
const csvValue = (value: CellValue) => csvCell(neutralizeFormula(value === null ? '' : String(value)));

/** RFC 4180: a header, one record a line, CRLF line breaks (the last line too). */
export function csvText(columns: readonly { name: string }[], rows: readonly CellValue[][]): string {
  return [columns.map((column) => csvCell(column.name)), ...rows.map((row) => row.map(csvValue))].map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** The rows as a JSON array of objects, keyed by the columns' names, in their order. */
export function jsonText(columns: readonly { name: string }[], rows: readonly CellValue[][]): string {
  return `${JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? null]))),
    null,
    1,
  )}\n`;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** A table's schema.fields: the columns' names, types and descriptions, in the files' order. */
export function fieldsOf(columns: readonly DownloadColumn<never>[]) {
  return columns.map(({ name, type, format, description }) => ({ name, type, ...(format ? { format } : {}), description }));
}

/** The descriptor: the package, then one resource per file with its schema and licence. */
function descriptorOf(tables: readonly Table[], files: readonly OpenDataFile[], options: OpenDataOptions): object {
  const resources = files.map((file) => {
    const table = tables.find((entry) => entry.list === file.list)!;
    const osm = table.licence === OPENSTREETMAP_LICENCE;
    return {
      name: `${table.list}-${file.format}`,
      path: file.file,
      type: 'table',
      title: `${table.title} (${file.format.toUpperCase()})`,
      description: table.description,
      format: file.format,
      mediatype: file.format === 'csv' ? 'text/csv' : 'application/json',
      encoding: 'utf-8',
      bytes: file.bytes,
      licenses: [table.licence],
      ...(osm ? { sources: [OPENSTREETMAP_ATTRIBUTION] } : {}),
      schema: { fields: fieldsOf(table.columns), primaryKey: ['id'] },
    };
  });
  return {
    $schema: DATA_PACKAGE_PROFILE,
    name: 'padyak-hub-directory',
    title: `${options.siteTitle} directory`,
    description: `The listings ${options.siteTitle} shows (bike shops, brands, directories, events and destinations), made when the site was built. Closed listings are left out. Rows taken from OpenStreetMap are in their own resource under the ODbL; everything else is under CC0.`,
    homepage: `${options.siteUrl}/data/`,
    created: options.created.toISOString(),
    licenses: [PROJECT_LICENCE],
    // The editors' spreadsheets have no public address of their own: the source is named, not linked.
    sources: [{ title: `${options.siteTitle} editors' spreadsheets (checked by the site's data rules)` }, OPENSTREETMAP_ATTRIBUTION],
    resources,
  };
}

/** Every file of /data/: each list's CSV and JSON, then datapackage.json describing them. */
export function openDataFiles(input: OpenDataInput, options: OpenDataOptions): OpenDataFile[] {
  const categories = new Map(input.brandCategories.map((category) => [category.slug, category.name]));
  const context: ColumnContext = { siteUrl: options.siteUrl, categoryName: (slug) => categories.get(slug) ?? null };
  const tables = tablesOf(input, context);
  const files = tables.flatMap((table) =>
    (['csv', 'json'] as const).map((format): OpenDataFile => {
      const text = format === 'csv' ? csvText(table.columns, table.rows) : jsonText(table.columns, table.rows);
      return {
        file: `${table.list}.${format}`,
        list: table.list,
        title: table.title,
        format,
        rows: table.rows.length,
        bytes: byteLength(text),
        licence: table.licence,
        text,
      };
    }),
  );
  const descriptor = `${JSON.stringify(descriptorOf(tables, files, options), null, 2)}\n`;
  return [
    ...files,
    {
      file: DESCRIPTOR_FILE,
      list: null,
      title: 'Data Package descriptor',
      format: 'json',
      rows: null,
      bytes: byteLength(descriptor),
      licence: PROJECT_LICENCE,
      text: descriptor,
    },
  ];
}
