/**
 * The data pipeline's Node entry: runPipeline reads the data folder and returns every entity,
 * every finding and one outcome per input row. Synchronous; it reads the folder here and hands
 * the text to the pure rules (the same ones the /editors worker runs in a browser).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PipelineResult } from '../report/types';
import { checkWorklist } from '../report/worklist';
import { manilaToday } from '../detect/event-dates';
import { decodeUtf8 } from '../format/csv';
import { diskProbe, locateCacheFile, readDataFile } from './data-files';
import { MAX_SHEET_BYTES, sheetSizeReason, tooManyBytesReason } from '../format/limits';
import type { FileProbe } from '../detect/logos';
import type { PlaceTable } from '../detect/places';
import { FileLog, WHOLE_FILE } from '../read/log';
import { decodeAndReport } from '../read/sheet-text';
import { fetchManifestBroken } from '../rules/fetch-manifest-broken';
import { foundLogosBroken } from '../rules/found-logos-broken';
import { FOUND_LOGOS_FILE, indexFoundLogos, parseFoundLogos, type FoundLogoIndex } from '../detect/found-logos';
import { fileEncoding } from '../rules/file-encoding';
import { fileRefused } from '../rules/file-refused';
import { CANDIDATE_FILES, summarizeCandidates, unreadableCandidates } from '../check/candidates';
import { emptyRemoteManifest, parseRemoteManifest, REMOTE_MANIFEST_FILE, type RemoteManifest } from '../detect/remote-cache';
import { categorySlugsOf } from '../entities/brand-categories';
import { readBrandCategories, readSlides } from '../check/json-files';
import { FORMS_FILE, readForms } from '../check/forms';
import { HOLIDAYS_FILE, readHolidays } from '../check/holidays';
import { readSearchAliases, SEARCH_ALIASES_FILE, type SearchAliasContext } from '../check/search-aliases';
import { NO_FORMS } from '../entities/form-address';
import type { ReadContext } from '../read/read-cells';
import { loadPlaceTable, PLACE_ALIASES_FILE, readSheet, type SheetContext } from '../check/check-sheet';
import { libraryHoursVerdict } from './hours-library';
import { brandsSheet, destinationsSheet, eventsSheet, listingSheets, missingFileRule, SHEETS, shopsSheet, type Sheet, type SheetEntity } from '../sheets';

export interface PipelineOptions {
  dataDir: string;
  /** Where place-aliases.csv lives when the data folder has none (fixtures); defaults to the repository's data/. */
  aliasesFile?: string;
  /** How image files are looked at; the data check passes `await inspectImages(dataDir)`, which decodes them. */
  probe?: FileProbe;
  /** Today's date in Manila ('2026-11-25') for the event date rules, the checked month's and the editors' worklist; defaults to the day the check runs (tests fix it). */
  today?: string;
}

/** The repository's own alias list, for data folders (fixtures) that bring none. */
function defaultAliasesFile(): string | null {
  const candidates = [path.resolve(__dirname, '..', '..', '..', 'data', PLACE_ALIASES_FILE), path.resolve(process.cwd(), 'data', PLACE_ALIASES_FILE)];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Reads a data file as text, or logs why it cannot. `undefined` when the file is absent.
 * UTF-16 and Windows-1252 files are converted, and the conversion reported as an auto-fix.
 */
function readText(dataDir: string, log: FileLog): string | null | undefined {
  // Over the size limits (shared with /editors), a file is refused with a sentence, unread
  // when its size says so: never an out-of-memory abort.
  const read = readDataFile(dataDir, log.file, MAX_SHEET_BYTES);
  if (read.status === 'missing') return undefined;
  if (read.status === 'too-large') {
    log.run(fileRefused, WHOLE_FILE, { file: log.file, reason: tooManyBytesReason(read.size) });
    return null;
  }
  if (read.status === 'refused') {
    log.run(fileRefused, WHOLE_FILE, { file: log.file, reason: read.reason });
    return null;
  }
  const tooLarge = sheetSizeReason(read.bytes);
  if (tooLarge) {
    log.run(fileRefused, WHOLE_FILE, { file: log.file, reason: tooLarge });
    return null;
  }
  return decodeAndReport(read.bytes, log);
}

/** The place table a data folder is checked with: the snapshot plus its place-aliases.csv (or the repository's). */
export function placeTableFor(options: PipelineOptions): { table: PlaceTable; log: FileLog; local: boolean } {
  const { dataDir } = options;
  const localAliases = path.join(dataDir, PLACE_ALIASES_FILE);
  const aliasLog = new FileLog(PLACE_ALIASES_FILE);
  let aliasesText: string | null = null;
  const localText = readText(dataDir, aliasLog);
  const aliasesPath = localText !== undefined ? localAliases : (options.aliasesFile ?? defaultAliasesFile());
  if (localText !== undefined) aliasesText = localText;
  else if (aliasesPath) {
    const decoded = decodeUtf8(readFileSync(aliasesPath));
    if (decoded.ok) aliasesText = decoded.text;
    else aliasLog.run(fileEncoding, WHOLE_FILE, decoded);
  }
  const { table } = loadPlaceTable(aliasesText, aliasLog);
  return { table, log: aliasLog, local: aliasesPath === localAliases };
}

/**
 * The fetched-image manifest of the data folder (absent: nothing fetched yet). A broken one is
 * a finding, not a crash: the pages then show no remote image until data:fetch rebuilds it.
 */
export function readRemoteManifest(dataDir: string, log = new FileLog(REMOTE_MANIFEST_FILE)): { manifest: RemoteManifest; log: FileLog } {
  // Read as strictly as the cached files: a manifest reached through a link is not data:fetch's.
  const location = locateCacheFile(dataDir, REMOTE_MANIFEST_FILE);
  if (location.status === 'missing') return { manifest: emptyRemoteManifest(), log };
  if (location.status === 'refused') {
    log.run(fetchManifestBroken, WHOLE_FILE, `data/${REMOTE_MANIFEST_FILE} ${location.reason}`);
    return { manifest: emptyRemoteManifest(), log };
  }
  try {
    return { manifest: parseRemoteManifest(readFileSync(location.absolutePath, 'utf8')), log };
  } catch (error) {
    // parseRemoteManifest names the file; the log names it too.
    const reason = (error as Error).message.replace(`${REMOTE_MANIFEST_FILE} `, 'the manifest ');
    log.run(fetchManifestBroken, WHOLE_FILE, reason);
    return { manifest: emptyRemoteManifest(), log };
  }
}

/**
 * The logos the weekly run found (absent: none yet). A damaged file is a finding, not a crash:
 * until the next run rewrites it no found logo is shown, and those listings keep their icon.
 */
export function readFoundLogos(dataDir: string, log = new FileLog(FOUND_LOGOS_FILE)): { foundLogos: FoundLogoIndex; log: FileLog } {
  const location = locateCacheFile(dataDir, FOUND_LOGOS_FILE);
  if (location.status === 'missing') return { foundLogos: new Map(), log };
  if (location.status === 'refused') {
    log.run(foundLogosBroken, WHOLE_FILE, `data/${FOUND_LOGOS_FILE} ${location.reason}`);
    return { foundLogos: new Map(), log };
  }
  try {
    return { foundLogos: indexFoundLogos(parseFoundLogos(readFileSync(location.absolutePath, 'utf8'))), log };
  } catch (error) {
    log.run(foundLogosBroken, WHOLE_FILE, (error as Error).message);
    return { foundLogos: new Map(), log };
  }
}

/**
 * What one sheet of this data folder is checked against, built as runPipeline builds it: the
 * place table (with the folder's place-aliases.csv), the brand categories (the spec's list when
 * brand-categories.json is missing or broken), the fetched-image manifest and the image probe.
 * checkSheet(bytes, list, sheetContextFor(…)) then finds what npm run data:check would find in
 * that file; data:pull checks a downloaded sheet so before it replaces the file.
 */
export function sheetContextFor(options: PipelineOptions): SheetContext {
  const { table } = placeTableFor(options);
  const { manifest } = readRemoteManifest(options.dataDir);
  const { foundLogos } = readFoundLogos(options.dataDir);
  const categoriesLog = new FileLog('brand-categories.json');
  const categoriesText = readText(options.dataDir, categoriesLog);
  const categories = typeof categoriesText === 'string' ? readBrandCategories(categoriesText, categoriesLog).categories : [];
  const context: SheetContext = {
    places: table,
    categorySlugs: categorySlugsOf(categories),
    probe: options.probe ?? diskProbe(options.dataDir),
    remoteCache: manifest,
    foundLogos,
    hoursLibrary: libraryHoursVerdict,
    ...(options.today ? { today: options.today } : {}),
  };
  // A shop's brands are read against brands.csv as the folder has it (its findings are that file's, not reported here).
  const brandsLog = new FileLog(brandsSheet.file);
  const brandsText = readText(options.dataDir, brandsLog);
  const brands = typeof brandsText === 'string' ? (readSheet(brandsText, brandsSheet, context, brandsLog) ?? []) : [];
  return { ...context, brandNames: brands.map((brand) => brand.name) };
}

/**
 * The files one run reads, each with its log: the report lists the logs in the order they were
 * opened, so every reader of the run opens them through here.
 */
function folderReader(dataDir: string) {
  const logs: FileLog[] = [];
  const open = (file: string): FileLog => {
    const log = new FileLog(file);
    logs.push(log);
    return log;
  };
  /** Logs that the data folder has no such file: an error when the site needs it, a note otherwise. */
  const reportMissing = (log: FileLog, required: boolean) => {
    const rule = missingFileRule({ required });
    log.run(rule, WHOLE_FILE, undefined);
  };
  /** Reads a JSON file's text, or logs why it cannot. */
  const readJson = (log: FileLog, required: boolean): string | null => {
    const text = readText(dataDir, log);
    if (text === undefined) reportMissing(log, required);
    return text ?? null;
  };
  return { dataDir, logs, open, reportMissing, readJson };
}

type FolderReader = ReturnType<typeof folderReader>;

/**
 * What every file is read against: the place table, the fetched-image manifest and the found logos.
 * Their logs join the run only with findings (the alias list also when it is the folder's own).
 */
function readSharedInputs(options: PipelineOptions, { dataDir, logs }: FolderReader): { table: PlaceTable; context: ReadContext } {
  const { table, log: aliasLog, local } = placeTableFor(options);
  // The alias list is an input editors maintain: report it only when it has findings,
  // and only when it belongs to this data folder.
  if (local || aliasLog.issues.length > 0) logs.push(aliasLog);

  const { manifest: remoteCache, log: manifestLog } = readRemoteManifest(dataDir);
  if (manifestLog.issues.length > 0) logs.push(manifestLog);
  const { foundLogos, log: foundLogosLog } = readFoundLogos(dataDir);
  if (foundLogosLog.issues.length > 0) logs.push(foundLogosLog);
  const context: ReadContext = {
    probe: options.probe ?? diskProbe(dataDir),
    places: table,
    remoteCache,
    foundLogos,
    hoursLibrary: libraryHoursVerdict,
    ...(options.today ? { today: options.today } : {}),
  };
  return { table, context };
}

/**
 * Each CSV goes through the same entry the /editors page calls: bytes in, findings logged. brands.csv
 * is read first, as a shop's brands are read against its names; the logs keep the sheets' order.
 */
function readSheets(reader: FolderReader, sheetContext: SheetContext): Map<Sheet, SheetEntity[]> {
  const logs = new Map(SHEETS.map((definition) => [definition as Sheet, reader.open(definition.file)] as const));
  const readOne = (definition: Sheet, context: SheetContext): SheetEntity[] => {
    const log = logs.get(definition) as FileLog;
    const text = readText(reader.dataDir, log);
    if (text === undefined) reader.reportMissing(log, definition.required);
    return (typeof text === 'string' ? readSheet<SheetEntity>(text, definition, context, log) : null) ?? [];
  };
  const brands = readOne(brandsSheet, sheetContext);
  const context: SheetContext = { ...sheetContext, brandNames: brands.map((brand) => brand.name) };
  return new Map(SHEETS.map((definition) => [definition as Sheet, definition === brandsSheet ? brands : readOne(definition, context)] as const));
}

/** The editors' forms are optional: without the file, every invite stays the Instagram message. */
function readFormsFile({ dataDir, logs }: FolderReader): PipelineResult['forms'] {
  const formsLog = new FileLog(FORMS_FILE);
  const formsText = readText(dataDir, formsLog);
  if (formsText !== undefined) logs.push(formsLog);
  return typeof formsText === 'string' ? readForms(formsText, formsLog).forms : NO_FORMS;
}

/** The editors' proclaimed holidays are optional: without the file, the site knows date-holidays' days alone. */
function readHolidaysFile({ dataDir, logs }: FolderReader): PipelineResult['holidays'] {
  const log = new FileLog(HOLIDAYS_FILE);
  const text = readText(dataDir, log);
  if (text !== undefined) logs.push(log);
  return typeof text === 'string' ? readHolidays(text, log).holidays : [];
}

/** The editors' search words are optional: without the file, the list's search knows the site's own words alone. */
function readSearchAliasesFile({ dataDir, logs }: FolderReader, context: SearchAliasContext): PipelineResult['searchAliases'] {
  const log = new FileLog(SEARCH_ALIASES_FILE);
  const text = readText(dataDir, log);
  if (text !== undefined) logs.push(log);
  return typeof text === 'string' ? readSearchAliases(text, context, log).aliases : [];
}

/** Review queues are counted, never published: they add no entities and no errors. */
function readCandidateQueues(dataDir: string, table: PlaceTable): PipelineResult['candidates'] {
  return CANDIDATE_FILES.flatMap((file) => {
    const filePath = path.join(dataDir, file);
    if (!existsSync(filePath)) return [];
    const decoded = decodeUtf8(readFileSync(filePath));
    if (!decoded.ok) return [unreadableCandidates(file, decoded.message)];
    return [summarizeCandidates(file, decoded.text, table)];
  });
}

/**
 * Reads the folder in a fixed order (the shared inputs, the brand categories, every sheet, the
 * slides, the forms, the holidays, the search words, the review queues) and gathers every entity, finding and outcome.
 */
export function runPipeline(options: PipelineOptions): PipelineResult {
  const reader = folderReader(options.dataDir);
  const { table, context } = readSharedInputs(options, reader);

  const categoriesLog = reader.open('brand-categories.json');
  const categoriesText = reader.readJson(categoriesLog, true);
  const { categories } = categoriesText === null ? { categories: [] } : readBrandCategories(categoriesText, categoriesLog);
  // Brands are checked against the categories file; if it is broken, against the spec's list.
  const sheetContext: SheetContext = { ...context, categorySlugs: categorySlugsOf(categories) };

  const read = readSheets(reader, sheetContext);
  const entitiesOf = <E extends SheetEntity>(definition: Sheet<string, E>) => (read.get(definition) ?? []) as E[];

  const slidesLog = reader.open('slides.json');
  const slidesText = reader.readJson(slidesLog, false);
  const slides = slidesText === null ? [] : readSlides(slidesText, context, slidesLog).slides;
  const forms = readFormsFile(reader);
  const holidays = readHolidaysFile(reader);
  // A word may stand for a brand category: it is read against the categories the brands are.
  const searchAliases = readSearchAliasesFile(reader, { places: table, categorySlugs: sheetContext.categorySlugs });
  const candidates = readCandidateQueues(options.dataDir, table);

  const { logs } = reader;
  return {
    shops: entitiesOf(shopsSheet),
    brandCategories: categories,
    brands: entitiesOf(brandsSheet),
    listings: listingSheets.flatMap((definition) => entitiesOf(definition)),
    events: entitiesOf(eventsSheet),
    destinations: entitiesOf(destinationsSheet),
    slides,
    holidays,
    searchAliases,
    forms,
    sheetEntities: Object.fromEntries([...read].map(([definition, entities]) => [definition.file, entities])),
    issues: logs.flatMap((log) => log.issues),
    outcomes: logs.flatMap((log) => log.outcomes()),
    files: logs.map((log) => log.summary()),
    candidates,
    // Every list with the status and checked columns, in the sheets' order.
    worklist: checkWorklist(
      [
        { file: shopsSheet.file, listings: entitiesOf(shopsSheet) },
        { file: brandsSheet.file, listings: entitiesOf(brandsSheet) },
        ...listingSheets.map((definition) => ({ file: definition.file, listings: entitiesOf(definition) })),
      ],
      options.today ?? manilaToday(),
    ),
  };
}
