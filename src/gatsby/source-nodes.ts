import path from 'node:path';
import type { GatsbyNode, NodeInput, Reporter } from 'gatsby';
import { distinctPlaces, sortByName } from '../lib/list-filter';
import { issueLine, runPipeline } from '../pipeline/node';
import { inspectImages } from '../pipeline/node/inspect-images';
import type { ImageRef, PipelineResult } from '../pipeline/types';
import type { SheetEntity } from '../pipeline/sheets/define-sheet';
import { foundLogoKey } from '../pipeline/detect/found-logos';
import { SNAPSHOT_PLACES } from '../pipeline/detect/places';
import { provinceOf } from '../lib/provinces';
import { publicHolidays } from '../lib/node/ph-holidays';
import { manilaToday } from '../pipeline/detect/event-dates';
import { foldSearchWord } from '../pipeline/format/text';
import { countShops, drawShopMap } from './province-map';
import { shopPlace } from '../lib/card-data';
import { openDataFiles, type OpenDataInput } from '../pipeline/open-data/package';
import { site } from '../config/site';

// PADYAK_DATA_DIR points a build at other data (the 10,000-shop benchmark); editors never need it.
export const DATA_DIR = path.resolve(process.env.PADYAK_DATA_DIR ?? 'data');

/**
 * The file a picture is shown from, as the absolute path its File node is linked by: a local
 * file, or the fetched copy of a remote address. Null while a remote one is not fetched yet:
 * the page never hotlinks, it shows the tile's fallback (the data report says what to run).
 */
export function shownImageFile(ref: ImageRef | null, dataDir = DATA_DIR): string | null {
  if (!ref) return null;
  const file = ref.kind === 'local' ? ref.file : (ref.cached ?? null);
  return file === null ? null : path.resolve(dataDir, file);
}

/** Stops the build with the data report's own words when the spreadsheets have errors. */
export function failOnDataErrors(result: PipelineResult, reporter: Pick<Reporter, 'panicOnBuild'>): void {
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return;
  const lines = errors.slice(0, 50).map((issue) => `  - ${issueLine(issue)}`);
  if (errors.length > 50) lines.push(`  … and ${errors.length - 50} more`);
  reporter.panicOnBuild(`The data in data/ has ${errors.length} error(s). Fix them, or run "npm run data:check" for the full report:\n${lines.join('\n')}`);
}

/** Each item's place in the A to Z order of names (sortByName, the order the lists show). */
export function nameRanks<T extends { name: string }>(items: readonly T[]): Map<T, number> {
  return new Map(sortByName(items, 'asc').map((item, rank) => [item, rank]));
}

type CreateNode = (type: string, id: string, fields: Record<string, unknown>) => void;

/** The closed listings of every list, each as the little its page says: name, where it was, when last checked. */
function createClosedListings(create: CreateNode, result: PipelineResult): void {
  const categoryName = new Map(result.brandCategories.map((category) => [category.slug, category.name]));
  for (const shop of result.shops) {
    if (shop.status === 'closed')
      create('ClosedListing', shop.id, { list: 'shops', key: shop.id, name: shop.name, place: shopPlace(shop), categorySlug: null, checked: shop.checked });
  }
  for (const brand of result.brands) {
    if (brand.status !== 'closed') continue;
    create('ClosedListing', brand.id, {
      list: 'brands',
      key: brand.id,
      name: brand.name,
      place: categoryName.get(brand.category) ?? null,
      categorySlug: brand.category,
      checked: brand.checked,
    });
  }
  for (const listing of result.listings) {
    if (listing.status !== 'closed') continue;
    create('ClosedListing', listing.id, { list: listing.directory, key: listing.id, name: listing.name, place: null, categorySlug: null, checked: listing.checked });
  }
}

/** The downloads of /data/, made from exactly what the lists show; src/gatsby/open-data.ts writes them, the /data page lists them. */
function createOpenDataFiles(create: CreateNode, shown: OpenDataInput): void {
  const created = new Date();
  const files = openDataFiles(shown, { siteUrl: site.siteUrl, siteTitle: site.title, created });
  files.forEach((file, order) =>
    create('OpenDataFile', file.file, {
      ...file,
      licence: file.licence.name.replace('-', ' '),
      licenceTitle: file.licence.title,
      licencePath: file.licence.path,
      order,
      created: created.toISOString(),
    }),
  );
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createContentDigest, reporter }) => {
  const result = runPipeline({ dataDir: DATA_DIR, probe: await inspectImages(DATA_DIR) });
  failOnDataErrors(result, reporter);

  const create: CreateNode = (type, id, fields) => {
    const node: NodeInput = {
      ...fields,
      id: `${type}:${id}`,
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    void actions.createNode(node);
  };

  // Names are ranked here, with the site's collator (spec section 4), so every list arrives in
  // the browser A to Z: a page that is only read never builds a collator (12-44 ms in Chromium).
  // A closed listing is in no list, count, map or search: only its own page stays (ClosedListing).
  const shops = result.shops.filter((shop) => shop.status !== 'closed');
  const brands = result.brands.filter((brand) => brand.status !== 'closed');
  const listings = result.listings.filter((listing) => listing.status !== 'closed');
  createClosedListings(create, result);
  const shopOrder = nameRanks(shops);
  for (const shop of shops) {
    const { logo, ...rest } = shop;
    create('Shop', shop.id, { ...rest, key: shop.id, logo: shownImageFile(logo), nameOrder: shopOrder.get(shop) });
  }
  // The days a shop whose hours say `PH off` is closed, from today: the pages carry dates, never a holiday library.
  for (const holiday of publicHolidays(manilaToday(), result.holidays)) create('Holiday', holiday.date, { ...holiday });
  // The editors' search words, one node a word (their fold is unique: the data check keeps a word's first row).
  for (const alias of result.searchAliases) create('SearchAlias', foldSearchWord(alias.word), { ...alias });
  const places = distinctPlaces(shops, (shop) => shop.location);
  const provinceOfPlace = new Map(shops.map((shop) => [shop.location, provinceOf(shop) ?? shop.region]));
  const provinceOrder = new Map(distinctPlaces(places, (name) => provinceOfPlace.get(name) ?? '').map((province, rank) => [province, rank]));
  places.forEach((name, nameOrder) => {
    const province = provinceOfPlace.get(name) ?? '';
    create('ShopPlace', name, { name, nameOrder, province, provinceOrder: provinceOrder.get(province) });
  });
  // The province map, drawn here from data/maps/ (no geometry reaches the browser); its boundaries must join the place table.
  try {
    create('ShopMap', 'shops', { ...drawShopMap(countShops(shops), SNAPSHOT_PLACES) });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  for (const category of result.brandCategories) {
    create('BrandCategory', category.slug, { ...category });
  }
  const brandOrder = nameRanks(brands);
  for (const brand of brands) {
    const { logo, category, ...rest } = brand;
    create('Brand', brand.id, { ...rest, key: brand.id, categorySlug: category, logo: shownImageFile(logo), nameOrder: brandOrder.get(brand) });
  }
  const listingOrder = nameRanks(listings);
  for (const listing of listings) {
    const { logo, ...rest } = listing;
    create('Listing', listing.id, { ...rest, key: listing.id, logo: shownImageFile(logo), nameOrder: listingOrder.get(listing) });
  }
  // A card that is its picture (poster, thumbnail, slide) waits for it: the report lists it as not fetched yet.
  const events = result.events.filter((event) => shownImageFile(event.image));
  for (const event of events) create('Event', event.id, { ...event, key: event.id, image: shownImageFile(event.image) });
  const destinations = result.destinations.filter((destination) => shownImageFile(destination.thumbnail));
  for (const destination of destinations)
    create('Destination', destination.id, { ...destination, key: destination.id, thumbnail: shownImageFile(destination.thumbnail) });
  createOpenDataFiles(create, { shops, brands, brandCategories: result.brandCategories, listings, events, destinations });
  for (const slide of result.slides) {
    const image = shownImageFile(slide.image);
    if (image) create('Slide', slide.id, { ...slide, image });
  }
  // The logos the weekly run found that the site shows (their rows' logo cells are empty): /editors
  // shows each beside its row when a sheet is checked, as the site will show it.
  for (const [file, entities] of Object.entries(result.sheetEntities)) {
    for (const entity of entities as (SheetEntity & { link?: unknown; logo?: ImageRef | null })[]) {
      const { logo, link } = entity;
      const picture = logo?.kind === 'remote' && logo.found && typeof link === 'string' ? shownImageFile(logo) : null;
      if (picture) create('FoundLogo', foundLogoKey(file, link as string), { key: foundLogoKey(file, link as string), name: entity.name, logo: picture });
    }
  }
  if (result.forms.suggest || result.forms.report) create('SuggestForms', 'forms', { setup: JSON.stringify(result.forms) });
  reporter.info(`Padyak Hub data: ${shops.length} shops, ${brands.length} brands, ${listings.length} listings, ${result.events.length} events`);
};
