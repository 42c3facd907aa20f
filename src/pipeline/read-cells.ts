/**
 * Each cell of a row through its rules (./rules): the readers of the data files hand a cell to
 * these, which run the rules' own checks, log what they find, and return the value the site uses.
 */
import type { ImageRef, Shop } from './types';
import { parseCsv, type CsvColumnSpec, type CsvFileProblem, type CsvRecord } from './csv';
import type { FileProbe } from './logos';
import type { RemoteManifest } from './remote-cache';
import { foundLogoKey, isNoLogoCell, type FoundLogoIndex } from './found-logos';
import { foundLogoUnusable } from './rules/found-logo-unusable';
import type { PlaceTable } from './places';
import { dedupe, type DedupeItem } from './dedupe';
import { FileLog, type ReportedRule } from './log';
import type { Finding } from './rules';
import { jsonInvalid } from './rules/json-invalid';
import { cellHiddenCharacter } from './rules/cell-hidden-character';
import { cellWhitespace } from './rules/cell-whitespace';
import { cellErrorValue } from './rules/cell-error-value';
import { cellFormula } from './rules/cell-formula';
import { linkHttp } from './rules/link-http';
import { linkInvalid } from './rules/link-invalid';
import { linkLookalikeHost } from './rules/link-lookalike-host';
import { linkRequired } from './rules/link-required';
import { linkTooLong } from './rules/link-too-long';
import { readPlaceCell } from './rules/location-checks';
import { locationAmbiguous } from './rules/location-ambiguous';
import { locationReadAs } from './rules/location-read-as';
import { locationTooLong } from './rules/location-too-long';
import { locationUnknown } from './rules/location-unknown';
import { nameInvisibleOnly } from './rules/name-invisible-only';
import { nameRequired } from './rules/name-required';
import { nameTooLong } from './rules/name-too-long';
import { nameFormula } from './rules/name-formula';
import { csvStrayQuote } from './rules/csv-stray-quote';
import { csvNotASheet } from './rules/csv-not-a-sheet';
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

/** What the readers need besides the text: how to look at files under the data folder. */
export interface ReadContext {
  probe: FileProbe;
  places: PlaceTable;
  /** What `npm run data:fetch` has stored under cache/images/; absent means nothing fetched yet. */
  remoteCache?: RemoteManifest;
  /** The logos the weekly run found (cache/found-logos.json), by key; absent means none. */
  foundLogos?: FoundLogoIndex;
  /** Today's date in Manila ('2026-11-25'), which the event date rules count from; absent means the day the check runs. */
  today?: string;
}

/** The rules a CSV file as a whole can break; parseCsv names the one it found. */
export const CSV_FILE_RULES = [csvNotASheet, csvUnclosedQuote, csvMalformed, csvEmpty, csvDuplicateColumn, csvMissingColumn] as const;

/** Logs the rule a CSV file as a whole breaks (parseCsv names it in `problem`). */
export function reportFileProblem(log: FileLog, problem: CsvFileProblem): void {
  for (const rule of CSV_FILE_RULES) {
    const finding = rule.check(problem);
    if (finding !== null) log.report(rule, { row: problem.row, column: problem.column }, finding);
  }
}

/** A row whose cells the reader could not line up (wrong width, a stray quote) is rejected; true when it was. */
export function rejectUnsplitRow(log: FileLog, record: CsvRecord): boolean {
  const width = csvRowWidth.check(record);
  if (width !== null) {
    log.report(csvRowWidth, { row: record.row, column: null }, width);
    return true;
  }
  if (record.strayQuotes) {
    for (const stray of record.strayQuotes) log.report(csvStrayQuote, { row: record.row, column: stray.column }, csvStrayQuote.check(stray));
    return true;
  }
  return false;
}

/**
 * Reads a CSV's text into clean records, logging whitespace fixes and unreadable rows.
 * `ownFormulaRule`: the columns whose reader has a formula rule of its own (the name), which
 * cell-formula leaves to it.
 */
export function readRecords(log: FileLog, text: string, spec: CsvColumnSpec, ownFormulaRule: readonly string[] = []): CsvRecord[] | null {
  const result = parseCsv(text, spec);
  if (!result.ok) {
    reportFileProblem(log, result.problem);
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
    if (rejectUnsplitRow(log, record) || rejectUnusableCells(log, record, ownFormulaRule)) continue;
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

/**
 * A cell the site cannot use whatever its column rejects the row: a hidden character, a
 * spreadsheet's error value, a formula (rules 'cell-hidden-character', 'cell-error-value',
 * 'cell-formula'). Every cell of the row is looked at, each reported for the first it breaks.
 */
function rejectUnusableCells(log: FileLog, record: CsvRecord, ownFormulaRule: readonly string[]): boolean {
  let found = false;
  for (const [column, value] of Object.entries(record.cells)) {
    const rules = ownFormulaRule.includes(column) ? CELL_RULES_OWN_FORMULA : CELL_RULES;
    if (reportFirst(log, rules, value, { column, what: '' }, { row: record.row, column })) found = true;
  }
  return found;
}

const CELL_RULES_OWN_FORMULA = [cellHiddenCharacter, cellErrorValue];
const CELL_RULES = [...CELL_RULES_OWN_FORMULA, cellFormula];

/** Logs what the first of `rules` that finds something in `input` found; true when one did (the others are not asked). */
function reportFirst<I, C>(
  log: FileLog,
  rules: readonly (ReportedRule & { check(input: I, context: C): Finding | null })[],
  input: I,
  context: C,
  at: { row: number; column: string },
): boolean {
  for (const rule of rules) {
    const finding = rule.check(input, context);
    if (finding === null) continue;
    log.report(rule, at, finding);
    return true;
  }
  return false;
}

export function requireName(log: FileLog, row: number, name: string, what: string): string | null {
  const context = { column: 'name', what };
  // The first rule a name breaks is reported: an empty name is not also "invisible".
  if (reportFirst(log, [nameRequired, nameInvisibleOnly, nameTooLong], name, context, { row, column: 'name' })) return null;
  const formula = nameFormula.check(name);
  if (formula !== null) log.report(nameFormula, { row, column: 'name' }, formula);
  return name;
}

/** A required or optional outbound link; null when empty or unusable (an error is then logged for required links). */
export function readLink(log: FileLog, row: number, column: string, value: string, required: boolean, what: string): string | null | undefined {
  const context = { column, what };
  const empty = linkRequired.check(value, context);
  if (empty !== null) {
    if (required) log.report(linkRequired, { row, column }, empty);
    return required ? undefined : null;
  }
  // A link breaks at most one of these (the one checkLink names); its error rejects the row.
  if (reportFirst(log, [linkTooLong, linkInvalid, linkLookalikeHost], value, context, { row, column })) return undefined;
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
  if (reportFirst(log, [imageNotFetched, imageFetchedCopyMissing, imageFetchedCopyUnusable], image, ruleContext, { row, column })) return ref;
  const copy = fetchedCopy(ref.url, ruleContext);
  return copy.status === 'ok' ? { ...ref, cached: copy.cached } : ref;
}

/**
 * A logo: problems are for review, and the row keeps no logo (the tile falls back). `none` keeps
 * the icon for good. An empty cell shows the logo the weekly run found on the row's `link` page
 * (cache/found-logos.json), from its checked copy in the fetched-image cache, when there is one.
 */
export function readLogo(log: FileLog, row: number, value: string, context: ReadContext, link: string | null = null): ImageRef | null {
  const ruleContext = { column: 'logo', what: '', probe: context.probe, remoteCache: context.remoteCache, foundLogos: context.foundLogos };
  if (isNoLogoCell(value)) return null;
  if (value.trim() === '') {
    const unusable = foundLogoUnusable.check({ file: log.file, cell: value, link }, ruleContext);
    if (unusable !== null) {
      log.report(foundLogoUnusable, { row, column: 'logo' }, unusable);
      return null;
    }
    const found = link === null ? undefined : context.foundLogos?.get(foundLogoKey(log.file, link));
    if (!found) return null;
    const copy = fetchedCopy(found.image, ruleContext);
    return copy.status === 'ok' ? { kind: 'remote', url: found.image, cached: copy.cached, found: true } : null;
  }
  const unusable = logoUnusable.check(value, ruleContext);
  if (unusable !== null) log.report(logoUnusable, { row, column: 'logo' }, unusable);
  const logo = readLogoCell(value, ruleContext);
  if (logo.status !== 'ok') return null;
  return withFetchedCopy(log, row, 'logo', value, logo.ref, context, 'the listing shows no logo');
}

/** A picture the page cannot do without (poster, thumbnail, slide): problems are errors. */
export function readPicture(log: FileLog, row: number, column: string, value: string, context: ReadContext, what: string): ImageRef | undefined {
  const ruleContext = { column, what, probe: context.probe, remoteCache: context.remoteCache };
  if (reportFirst(log, [pictureRequired, pictureUnusable], value, ruleContext, { row, column })) return undefined;
  const picture = readPictureCell(value, ruleContext);
  if (picture.status !== 'ok') return undefined;
  return withFetchedCopy(log, row, column, value, picture.ref, context, `the ${what} is not shown`);
}

export function uniqueIds<T extends { id: string }>(entities: T[]): T[] {
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

export function logDuplicates<T extends object>(log: FileLog, items: DedupeItem<T>[], fillable: (keyof T & string)[], what: string): DedupeItem<T>[] {
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
export function readSource(log: FileLog, row: number, value: string): string | null {
  if (value === '') return null;
  const finding = sourceOsmReference.check(value);
  if (finding === null) return value;
  log.report(sourceOsmReference, { row, column: 'source' }, finding);
  return finding.fixedValue ?? value;
}

/**
 * A filled location cell, read against the place table; null when it cannot be used. At most
 * one of the location rules applies (the one its reading names); a place the table does not
 * know for sure is kept with its cell as written, for review.
 */
export function readLocation(
  log: FileLog,
  row: number,
  value: string,
  places: PlaceTable,
  at: { column: string; what: string } = { column: 'location', what: 'shop' },
): ShopPlace | null {
  const context = { ...at, places };
  for (const rule of [locationTooLong, locationReadAs, locationAmbiguous, locationUnknown]) {
    const finding = rule.check(value, context);
    if (finding !== null) log.report(rule, { row, column: at.column }, finding);
  }
  const match = readPlaceCell(value, places);
  if (match.status === 'too-long') return null;
  if (match.status !== 'found') return { location: value, city: null, province: null, region: '' };
  const { place } = match;
  return { location: place.name, city: place.kind === 'city' || place.kind === 'municipality' ? place.name : null, province: place.province, region: place.region };
}

export type ShopPlace = Pick<Shop, 'location' | 'city' | 'province' | 'region'>;

export function parseJson(log: FileLog, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    log.report(jsonInvalid, { row: null, column: null }, jsonInvalid.check(error as Error));
    return undefined;
  }
}
