/**
 * One reader per data file: read → clean cells → check each rule (./rules) → dedupe → entities.
 * Each finding is logged under the id of the rule it breaks.
 * Every row goes through a FileLog so it ends kept, fixed, merged or rejected.
 */
import type { Brand, CyclingEvent, Destination, DirectorySlug, Listing, Shop } from './types';
import type { CsvColumnSpec } from './csv';
import type { DedupeItem } from './dedupe';
import { FileLog } from './log';
import { slugify } from './text';
import { brandCategoryReadAs } from './rules/brand-category-read-as';
import { brandCategoryRequired } from './rules/brand-category-required';
import { brandCategoryUnknown } from './rules/brand-category-unknown';
import { brandLinkMissing } from './rules/brand-link-missing';
import { brandLogoNeeded } from './rules/brand-logo-needed';
import { internalPathOffSite } from './rules/internal-path-off-site';
import { locationRequired } from './rules/location-required';
import {
  logDuplicates,
  readLink,
  readLocation,
  readLogo,
  readPicture,
  readRecords,
  readSource,
  requireName,
  uniqueIds,
  type ReadContext,
  type ShopPlace,
} from './read-cells';

export { CSV_FILE_RULES, readRecords, type ReadContext } from './read-cells';
export { readBrandCategories, readSlides } from './json-files';
export { BRAND_CATEGORY_SLUGS, CATEGORIES_NEEDING_LOGOS } from './brand-categories';
export { SLIDE_COUNT } from './rules/slide-count';

export const LOGO_HEADER_ALIASES = { img: 'logo', imgsrc: 'logo', image: 'logo' } as const;

// ---------------------------------------------------------------- shops

export const SHOP_COLUMNS: CsvColumnSpec = {
  required: ['name', 'location'],
  optional: ['link', 'logo', 'source'],
  aliases: { ...LOGO_HEADER_ALIASES, city: 'location', url: 'link' },
};

export function readShops(text: string, context: ReadContext, log = new FileLog('shops.csv')): { shops: Shop[]; log: FileLog } {
  const records = readRecords(log, text, SHOP_COLUMNS);
  if (!records) return { shops: [], log };
  const items: DedupeItem<Shop>[] = [];
  for (const record of records) {
    const { row, cells } = record;
    const name = requireName(log, record, 'shop');
    const rawLocation = cells.location ?? '';
    let place: ShopPlace | null = null;
    const missingLocation = locationRequired.check(rawLocation);
    if (missingLocation !== null) {
      log.report(locationRequired, { row, column: 'location' }, missingLocation);
    } else {
      place = readLocation(log, row, rawLocation, context.places);
    }
    const link = readLink(log, row, 'link', cells.link ?? '', false, 'shop');
    const logo = readLogo(log, row, cells.logo ?? '', context);
    const source = readSource(log, row, cells.source ?? '');
    if (name === null || place === null || link === undefined) continue;
    const slug = slugify(name);
    items.push({
      row,
      name,
      scope: '',
      place: place.location,
      link,
      entity: { id: `${slug}-${slugify(place.location)}`, name, slug, ...place, link, logo, source, sourceRow: row },
    });
  }
  const survivors = logDuplicates(log, items, ['link', 'logo', 'source'], 'shop');
  return { shops: uniqueIds(survivors.map((item) => item.entity)), log };
}

// ---------------------------------------------------------------- brands

export const BRAND_COLUMNS: CsvColumnSpec = { required: ['category', 'name'], optional: ['link', 'logo'], aliases: LOGO_HEADER_ALIASES };

export function readBrands(text: string, context: ReadContext, categorySlugs: readonly string[], log = new FileLog('brands.csv')): { brands: Brand[]; log: FileLog } {
  const records = readRecords(log, text, BRAND_COLUMNS);
  if (!records) return { brands: [], log };
  const items: DedupeItem<Brand>[] = [];
  for (const record of records) {
    const { row, cells } = record;
    const name = requireName(log, record, 'brand');
    const rawCategory = cells.category ?? '';
    const categoryContext = { column: 'category', what: 'brand', categorySlugs };
    let category: string | null = slugify(rawCategory);
    for (const rule of [brandCategoryRequired, brandCategoryUnknown, brandCategoryReadAs]) {
      const finding = rule.check(rawCategory, categoryContext);
      if (finding === null) continue;
      log.report(rule, { row, column: 'category' }, finding);
      if (rule.severity === 'error') category = null;
    }
    const link = readLink(log, row, 'link', cells.link ?? '', false, 'brand');
    const noLink = name === null || link === undefined ? null : brandLinkMissing.check({ name, link });
    if (noLink !== null) log.report(brandLinkMissing, { row, column: 'link' }, noLink);
    const logo = readLogo(log, row, cells.logo ?? '', context);
    if (name === null || category === null || link === undefined) continue;
    const noLogo = brandLogoNeeded.check({ name, category, logo, cell: cells.logo ?? '' });
    if (noLogo !== null) log.report(brandLogoNeeded, { row, column: 'logo' }, noLogo);
    const slug = slugify(name);
    items.push({ row, name, scope: category, place: '', link, entity: { id: `${category}-${slug}`, name, slug, category, link, logo, sourceRow: row } });
  }
  const survivors = logDuplicates(log, items, ['link', 'logo'], 'brand');
  return { brands: uniqueIds(survivors.map((item) => item.entity)), log };
}

// ---------------------------------------------------------------- directory listings

export const LISTING_COLUMNS: CsvColumnSpec = { required: ['name', 'link'], optional: ['logo'], aliases: LOGO_HEADER_ALIASES };

export function readListings(text: string, directory: DirectorySlug, context: ReadContext, log = new FileLog(`${directory}.csv`)): { listings: Listing[]; log: FileLog } {
  const records = readRecords(log, text, LISTING_COLUMNS);
  if (!records) return { listings: [], log };
  const items: DedupeItem<Listing>[] = [];
  for (const record of records) {
    const { row, cells } = record;
    const name = requireName(log, record, 'listing');
    const link = readLink(log, row, 'link', cells.link ?? '', true, 'listing');
    const logo = readLogo(log, row, cells.logo ?? '', context);
    if (name === null || typeof link !== 'string') continue;
    const slug = slugify(name);
    items.push({ row, name, scope: directory, place: '', link, entity: { id: `${directory}-${slug}`, directory, name, slug, link, logo, sourceRow: row } });
  }
  const survivors = logDuplicates(log, items, ['logo'], 'listing');
  return { listings: uniqueIds(survivors.map((item) => item.entity)), log };
}

// ---------------------------------------------------------------- events

export const EVENT_COLUMNS: CsvColumnSpec = { required: ['name', 'image', 'link'], optional: [], aliases: { imageurl: 'image', poster: 'image' } };

export function readEvents(text: string, context: ReadContext, log = new FileLog('events.csv')): { events: CyclingEvent[]; log: FileLog } {
  const records = readRecords(log, text, EVENT_COLUMNS);
  if (!records) return { events: [], log };
  const items: DedupeItem<CyclingEvent>[] = [];
  for (const record of records) {
    const { row, cells } = record;
    const name = requireName(log, record, 'event');
    const image = readPicture(log, row, 'image', cells.image ?? '', context, 'event');
    const link = readLink(log, row, 'link', cells.link ?? '', true, 'event');
    if (name === null || image === undefined || typeof link !== 'string') continue;
    items.push({ row, name, scope: '', place: '', link, entity: { id: slugify(name), name, image, link, sourceRow: row } });
  }
  const survivors = logDuplicates(log, items, [], 'event');
  return { events: uniqueIds(survivors.map((item) => item.entity)), log };
}

// ---------------------------------------------------------------- destinations

export const DESTINATION_COLUMNS: CsvColumnSpec = { required: ['name', 'thumbnail', 'path'], optional: [], aliases: { link: 'path' } };

export function readDestinations(text: string, context: ReadContext, log = new FileLog('destinations.csv')): { destinations: Destination[]; log: FileLog } {
  const records = readRecords(log, text, DESTINATION_COLUMNS);
  if (!records) return { destinations: [], log };
  const items: DedupeItem<Destination>[] = [];
  for (const record of records) {
    const { row, cells } = record;
    const name = requireName(log, record, 'destination');
    const thumbnail = readPicture(log, row, 'thumbnail', cells.thumbnail ?? '', context, 'destination');
    const routePath = cells.path ?? '';
    const pathProblem = internalPathOffSite.check(routePath);
    const pathOk = pathProblem === null;
    if (!pathOk) log.report(internalPathOffSite, { row, column: 'path' }, pathProblem);
    if (name === null || thumbnail === undefined || !pathOk) continue;
    items.push({ row, name, scope: '', place: '', link: null, entity: { id: slugify(name), name, thumbnail, path: routePath, sourceRow: row } });
  }
  const survivors = logDuplicates(log, items, [], 'destination');
  return { destinations: uniqueIds(survivors.map((item) => item.entity)), log };
}
