/**
 * One reader per data file: read → clean cells → check each rule (./rules) → dedupe → entities.
 * Each finding is logged under the id of the rule it breaks.
 * Every row goes through a FileLog so it ends kept, fixed, merged or rejected.
 */
import type { Brand, BrandCategory, CyclingEvent, Destination, DirectorySlug, ImageRef, Listing, Shop, Slide } from './types';
import { brandCategoryEntrySchema, slideEntrySchema } from './schemas';
import { parseCsv, type CsvColumnSpec, type CsvRecord } from './csv';
import type { FileProbe } from './logos';
import type { RemoteManifest } from './remote-cache';
import type { PlaceTable } from './places';
import { dedupe, type DedupeItem } from './dedupe';
import { FileLog } from './log';
import { foldWhitespace, slugify } from './text';
import { brandCategoryReadAs } from './rules/brand-category-read-as';
import { brandCategoryRequired } from './rules/brand-category-required';
import { brandCategoryUnknown } from './rules/brand-category-unknown';
import { brandLinkMissing } from './rules/brand-link-missing';
import { brandLogoNeeded } from './rules/brand-logo-needed';
import { categoriesMissing } from './rules/categories-missing';
import { categoryEntryInvalid } from './rules/category-entry-invalid';
import { categorySlugDuplicate } from './rules/category-slug-duplicate';
import { categorySlugUnknown } from './rules/category-slug-unknown';
import { jsonInvalid } from './rules/json-invalid';
import { jsonNotAList } from './rules/json-not-a-list';
import { slideCount } from './rules/slide-count';
import { slideEntryInvalid } from './rules/slide-entry-invalid';
import { cellHiddenCharacter } from './rules/cell-hidden-character';
import { cellWhitespace } from './rules/cell-whitespace';
import { internalPathOffSite } from './rules/internal-path-off-site';
import { linkHttp } from './rules/link-http';
import { linkInvalid } from './rules/link-invalid';
import { linkLookalikeHost } from './rules/link-lookalike-host';
import { linkRequired } from './rules/link-required';
import { linkTooLong } from './rules/link-too-long';
import { readPlaceCell } from './rules/location-checks';
import { locationAmbiguous } from './rules/location-ambiguous';
import { locationReadAs } from './rules/location-read-as';
import { locationRequired } from './rules/location-required';
import { locationTooLong } from './rules/location-too-long';
import { locationUnknown } from './rules/location-unknown';
import { nameInvisibleOnly } from './rules/name-invisible-only';
import { nameRequired } from './rules/name-required';
import { nameTooLong } from './rules/name-too-long';
import { nameFormula } from './rules/name-formula';
import { csvStrayQuote } from './rules/csv-stray-quote';
import { csvDuplicateColumn } from './rules/csv-duplicate-column';
import { csvEmpty } from './rules/csv-empty';
import { csvMalformed } from './rules/csv-malformed';
import { csvMissingColumn } from './rules/csv-missing-column';
import { csvRowWidth } from './rules/csv-row-width';
import { csvUnclosedQuote } from './rules/csv-unclosed-quote';
import { csvUnknownColumn } from './rules/csv-unknown-column';
import { duplicateMerged } from './rules/duplicate-merged';
import { linkShared } from './rules/link-shared';
import { sourceOsmReference } from './rules/source-osm-reference';
import { pictureRequired } from './rules/picture-required';
import { pictureUnusable } from './rules/picture-unusable';
import { logoUnusable } from './rules/logo-unusable';
import { fetchedCopy, readLogoCell, readPictureCell } from './rules/image-checks';
import { imageFetchedCopyMissing } from './rules/image-fetched-copy-missing';
import { imageFetchedCopyUnusable } from './rules/image-fetched-copy-unusable';
import { imageNotFetched } from './rules/image-not-fetched';

export { BRAND_CATEGORY_SLUGS, CATEGORIES_NEEDING_LOGOS } from './brand-categories';
export { SLIDE_COUNT } from './rules/slide-count';

export const LOGO_HEADER_ALIASES = { img: 'logo', imgsrc: 'logo', image: 'logo' } as const;

/** What the readers need besides the text: how to look at files under the data folder. */
export interface ReadContext {
  probe: FileProbe;
  places: PlaceTable;
  /** What `npm run data:fetch` has stored under cache/images/; absent means nothing fetched yet. */
  remoteCache?: RemoteManifest;
}

/** The rules a CSV file as a whole can break; parseCsv names the one it found. */
export const CSV_FILE_RULES = [csvUnclosedQuote, csvMalformed, csvEmpty, csvDuplicateColumn, csvMissingColumn] as const;

/** Reads a CSV's text into clean records, logging whitespace fixes and unreadable rows. */
export function readRecords(log: FileLog, text: string, spec: CsvColumnSpec): CsvRecord[] | null {
  const result = parseCsv(text, spec);
  if (!result.ok) {
    const { problem } = result;
    for (const rule of CSV_FILE_RULES) {
      const finding = rule.check(problem);
      if (finding !== null) log.report(rule, { row: problem.row, column: problem.column }, finding);
    }
    // Rows of an unreadable file are still accounted for, each rejected with the file's reason.
    for (const row of result.dataRows) log.rejectUnread(row, 'not read, because the file as a whole cannot be read (see the file error)');
    return null;
  }
  const known = [...spec.required, ...spec.optional];
  for (const header of result.unusedColumns) {
    const finding = csvUnknownColumn.check({ header, known });
    // Reported on the header's own row: blank lines may come before it.
    if (finding !== null) log.report(csvUnknownColumn, { row: result.headerRow, column: header }, finding);
  }
  const clean: CsvRecord[] = [];
  for (const record of result.records) {
    log.addRow(record.row);
    const width = csvRowWidth.check(record);
    if (width !== null) {
      log.report(csvRowWidth, { row: record.row, column: null }, width);
      continue;
    }
    if (record.strayQuotes) {
      for (const stray of record.strayQuotes) log.report(csvStrayQuote, { row: record.row, column: stray.column }, csvStrayQuote.check(stray));
      continue;
    }
    if (rejectHiddenCharacters(log, record)) continue;
    for (const [column, value] of Object.entries(record.cells)) {
      const folded = cellWhitespace.fix(value);
      // Most cells are clean: the message is only written for one that changed.
      const finding = folded === value ? null : cellWhitespace.check(value);
      if (finding !== null) log.report(cellWhitespace, { row: record.row, column }, finding);
      record.cells[column] = folded;
    }
    clean.push(record);
  }
  return clean;
}

/** A hidden character in any cell rejects the row (rule 'cell-hidden-character'). */
function rejectHiddenCharacters(log: FileLog, record: CsvRecord): boolean {
  let found = false;
  for (const [column, value] of Object.entries(record.cells)) {
    const finding = cellHiddenCharacter.check(value);
    if (finding === null) continue;
    log.report(cellHiddenCharacter, { row: record.row, column }, finding);
    found = true;
  }
  return found;
}

function requireName(log: FileLog, record: CsvRecord, what: string): string | null {
  const name = record.cells.name ?? '';
  const context = { column: 'name', what };
  // The first rule a name breaks is reported: an empty name is not also "invisible".
  for (const rule of [nameRequired, nameInvisibleOnly, nameTooLong]) {
    const finding = rule.check(name, context);
    if (finding === null) continue;
    log.report(rule, { row: record.row, column: 'name' }, finding);
    return null;
  }
  const formula = nameFormula.check(name);
  if (formula !== null) log.report(nameFormula, { row: record.row, column: 'name' }, formula);
  return name;
}

/** A required or optional outbound link; null when empty or unusable (an error is then logged for required links). */
function readLink(log: FileLog, row: number, column: string, value: string, required: boolean, what: string): string | null | undefined {
  const context = { column, what };
  const empty = linkRequired.check(value, context);
  if (empty !== null) {
    if (required) log.report(linkRequired, { row, column }, empty);
    return required ? undefined : null;
  }
  // A link breaks at most one of these (the one checkLink names); its error rejects the row.
  for (const rule of [linkTooLong, linkInvalid, linkLookalikeHost]) {
    const finding = rule.check(value, context);
    if (finding === null) continue;
    log.report(rule, { row, column }, finding);
    return undefined;
  }
  const insecure = linkHttp.check(value, context);
  if (insecure !== null) log.report(linkHttp, { row, column }, insecure);
  // The address as checkLink read it: the cell without spaces at either end.
  return value.trim();
}

/**
 * The site never hotlinks: a remote image is shown only from the copy `npm run data:fetch`
 * stored under cache/images/. Until that copy is usable the cell is kept, the page shows what
 * it shows without the image (`until`), and the report says what to run.
 */
function withFetchedCopy(log: FileLog, row: number, column: string, value: string, ref: ImageRef, context: ReadContext, until: string): ImageRef {
  if (ref.kind !== 'remote') return ref;
  const ruleContext = { column, what: '', probe: context.probe, remoteCache: context.remoteCache };
  const image = { value, url: ref.url, until };
  for (const rule of [imageNotFetched, imageFetchedCopyMissing, imageFetchedCopyUnusable]) {
    const finding = rule.check(image, ruleContext);
    if (finding === null) continue;
    log.report(rule, { row, column }, finding);
    return ref;
  }
  const copy = fetchedCopy(ref.url, ruleContext);
  return copy.status === 'ok' ? { ...ref, cached: copy.cached } : ref;
}

/** A logo: problems are for review, and the row keeps no logo (the tile falls back). */
function readLogo(log: FileLog, row: number, value: string, context: ReadContext): ImageRef | null {
  const ruleContext = { column: 'logo', what: '', probe: context.probe, remoteCache: context.remoteCache };
  const unusable = logoUnusable.check(value, ruleContext);
  if (unusable !== null) log.report(logoUnusable, { row, column: 'logo' }, unusable);
  const logo = readLogoCell(value, ruleContext);
  if (logo.status !== 'ok') return null;
  return withFetchedCopy(log, row, 'logo', value, logo.ref, context, 'the listing shows no logo');
}

/** A picture the page cannot do without (poster, thumbnail, slide): problems are errors. */
function readPicture(log: FileLog, row: number, column: string, value: string, context: ReadContext, what: string): ImageRef | undefined {
  const ruleContext = { column, what, probe: context.probe, remoteCache: context.remoteCache };
  for (const rule of [pictureRequired, pictureUnusable]) {
    const finding = rule.check(value, ruleContext);
    if (finding === null) continue;
    log.report(rule, { row, column }, finding);
    return undefined;
  }
  const picture = readPictureCell(value, ruleContext);
  if (picture.status !== 'ok') return undefined;
  return withFetchedCopy(log, row, column, value, picture.ref, context, `the ${what} is not shown`);
}

function uniqueIds<T extends { id: string }>(entities: T[]): T[] {
  const used = new Map<string, number>();
  for (const entity of entities) {
    const count = (used.get(entity.id) ?? 0) + 1;
    used.set(entity.id, count);
    if (count > 1) entity.id = `${entity.id}-${count}`;
  }
  return entities;
}

function sameWhat(because: 'name and place' | 'name and link', items: readonly DedupeItem<object>[]): string {
  // Entities without a place (brands, listings) are duplicates by name alone.
  return because === 'name and place' && items.every((item) => item.place === '') ? 'name' : because;
}

function logDuplicates<T extends object>(log: FileLog, items: DedupeItem<T>[], fillable: (keyof T & string)[], what: string): DedupeItem<T>[] {
  const { survivors, merges, sharedLinks } = dedupe(items, fillable);
  for (const merge of merges) {
    log.report(duplicateMerged, { row: merge.row, column: null }, duplicateMerged.check({ merge, what, same: sameWhat(merge.because, items) }));
    log.mergeRow(merge.row, merge.into);
  }
  for (const shared of sharedLinks) {
    for (const entry of shared.rows) {
      const others = shared.rows.filter((other) => other.row !== entry.row);
      const finding = linkShared.check({ name: entry.name, link: shared.link, others });
      if (finding !== null) log.report(linkShared, { row: entry.row, column: 'link' }, finding);
    }
  }
  return survivors;
}

/** The optional source column: any text; an OpenStreetMap reference is written one way, so the card credits it. */
function readSource(log: FileLog, row: number, value: string): string | null {
  if (value === '') return null;
  const finding = sourceOsmReference.check(value);
  if (finding === null) return value;
  log.report(sourceOsmReference, { row, column: 'source' }, finding);
  return finding.fixedValue ?? value;
}

// ---------------------------------------------------------------- shops

/**
 * A filled location cell, read against the place table; null when it cannot be used. At most
 * one of the location rules applies (the one its reading names); a place the table does not
 * know for sure is kept with its cell as written, for review.
 */
function readLocation(log: FileLog, row: number, value: string, places: PlaceTable): ShopPlace | null {
  const context = { column: 'location', what: 'shop', places };
  for (const rule of [locationTooLong, locationReadAs, locationAmbiguous, locationUnknown]) {
    const finding = rule.check(value, context);
    if (finding !== null) log.report(rule, { row, column: 'location' }, finding);
  }
  const match = readPlaceCell(value, places);
  if (match.status === 'too-long') return null;
  if (match.status !== 'found') return { location: value, city: null, province: null, region: '' };
  const { place } = match;
  return { location: place.name, city: place.kind === 'city' || place.kind === 'municipality' ? place.name : null, province: place.province, region: place.region };
}

type ShopPlace = Pick<Shop, 'location' | 'city' | 'province' | 'region'>;

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

// ---------------------------------------------------------------- brand categories

function parseJson(log: FileLog, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    log.report(jsonInvalid, { row: null, column: null }, jsonInvalid.check(error as Error));
    return undefined;
  }
}

export function readBrandCategories(text: string, log = new FileLog('brand-categories.json')): { categories: BrandCategory[]; log: FileLog } {
  const data = parseJson(log, text);
  if (data === undefined) return { categories: [], log };
  const notAList = jsonNotAList.check(data, { column: '', what: 'categories' });
  if (notAList !== null || !Array.isArray(data)) {
    if (notAList !== null) log.report(jsonNotAList, { row: null, column: null }, notAList);
    return { categories: [], log };
  }
  const categories: BrandCategory[] = [];
  const seen = new Map<string, number>();
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    log.addRow(row);
    const parsed = brandCategoryEntrySchema.safeParse(entry);
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const field = problem.path.join('.') || null;
        log.report(categoryEntryInvalid, { row, column: field }, categoryEntryInvalid.check({ entry, field, message: problem.message }));
      }
      return;
    }
    const category = parsed.data;
    const duplicate = categorySlugDuplicate.check({ slug: category.slug, earlier: seen.get(category.slug) });
    if (duplicate !== null) return log.report(categorySlugDuplicate, { row, column: 'slug' }, duplicate);
    const unknown = categorySlugUnknown.check(category.slug);
    if (unknown !== null) return log.report(categorySlugUnknown, { row, column: 'slug' }, unknown);
    seen.set(category.slug, row);
    categories.push({ ...category, order: categories.length + 1, comingSoon: category.comingSoon ?? false });
  });
  const missing = categoriesMissing.check(new Set(seen.keys()));
  if (missing !== null) log.report(categoriesMissing, { row: null, column: null }, missing);
  return { categories, log };
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

// ---------------------------------------------------------------- slides

export function readSlides(text: string, context: ReadContext, log = new FileLog('slides.json')): { slides: Slide[]; log: FileLog } {
  const data = parseJson(log, text);
  if (data === undefined) return { slides: [], log };
  const notAList = jsonNotAList.check(data, { column: '', what: 'slides' });
  if (notAList !== null || !Array.isArray(data)) {
    if (notAList !== null) log.report(jsonNotAList, { row: null, column: null }, notAList);
    return { slides: [], log };
  }
  const count = slideCount.check(data.length);
  if (count !== null) log.report(slideCount, { row: null, column: null }, count);
  const slides: Slide[] = [];
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    log.addRow(row);
    const parsed = slideEntrySchema.safeParse(entry);
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const field = problem.path.join('.') || null;
        log.report(slideEntryInvalid, { row, column: field }, slideEntryInvalid.check({ entry, field, message: problem.message }));
      }
      return;
    }
    const image = readPicture(log, row, 'image', parsed.data.image, context, 'slide');
    const link = readLink(log, row, 'link', parsed.data.link ?? '', false, 'slide');
    if (image === undefined || link === undefined) return;
    const hiddenInAlt = cellHiddenCharacter.check(parsed.data.alt ?? '');
    if (hiddenInAlt !== null) {
      log.report(cellHiddenCharacter, { row, column: 'alt' }, hiddenInAlt);
      return;
    }
    const alt = foldWhitespace(parsed.data.alt ?? '') || `Slider image ${row}`;
    slides.push({ id: `slide-${row}`, order: row, image, link, fit: parsed.data.fit, alt });
  });
  return { slides, log };
}
