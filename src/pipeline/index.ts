/**
 * The data pipeline: runPipeline reads the data folder and returns every entity, every
 * finding and one outcome per input row. Synchronous and pure apart from reading the folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIRECTORIES, type PipelineResult } from './types';
import { decodeUtf8 } from './csv';
import { diskProbe } from './disk-probe';
import { FileLog } from './log';
import { readBrandCategories, readSlides, BRAND_CATEGORY_SLUGS, type ReadContext } from './entities';
import { loadPlaceTable, PLACE_ALIASES_FILE, readSheet, type SheetContext, type SheetList } from './sheet';

export * from './types';
export { parseCsv, decodeUtf8, headerKey } from './csv';
export { checkLink, linkKey } from './links';
export { checkLogo, checkImage, looksLikeImage, type FileProbe } from './logos';
export { diskProbe } from './disk-probe';
export * from './sheet';
export { applyAutoFixes } from './fixed-sheet';
export { normalizePlace, buildPlaceTable, describePlace, SNAPSHOT_PLACES, type Place, type PlaceTable, type PlaceMatch } from './places';
export { dedupe } from './dedupe';
export { slugify, foldWhitespace, comparisonKey, closestMatches } from './text';
export { FileLog } from './log';
export * from './entities';
export { renderMarkdownReport, renderJsonReport } from './report';
export * from './schemas';

export interface PipelineOptions {
  dataDir: string;
  /** Where place-aliases.csv lives when the data folder has none (fixtures); defaults to the repository's data/. */
  aliasesFile?: string;
}

/** The repository's own alias list, for data folders (fixtures) that bring none. */
function defaultAliasesFile(): string | null {
  const candidates = [
    path.resolve(__dirname, '..', '..', 'data', PLACE_ALIASES_FILE),
    path.resolve(process.cwd(), 'data', PLACE_ALIASES_FILE),
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Reads a file as UTF-8 text, or logs why it cannot. `undefined` when the file is absent. */
function readText(dataDir: string, log: FileLog): string | null | undefined {
  const filePath = path.join(dataDir, log.file);
  if (!existsSync(filePath)) return undefined;
  const decoded = decodeUtf8(readFileSync(filePath));
  if (!decoded.ok) {
    log.fileError(`the file cannot be read: ${decoded.message}`);
    return null;
  }
  return decoded.text;
}

export function runPipeline(options: PipelineOptions): PipelineResult {
  const { dataDir } = options;
  const logs: FileLog[] = [];
  const open = (file: string): FileLog => {
    const log = new FileLog(file);
    logs.push(log);
    return log;
  };

  const localAliases = path.join(dataDir, PLACE_ALIASES_FILE);
  const aliasesPath = existsSync(localAliases) ? localAliases : options.aliasesFile ?? defaultAliasesFile();
  const aliasLog = new FileLog(PLACE_ALIASES_FILE);
  let aliasesText: string | null = null;
  if (aliasesPath) {
    const decoded = decodeUtf8(readFileSync(aliasesPath));
    if (decoded.ok) aliasesText = decoded.text;
    else aliasLog.fileError(`the file cannot be read: ${decoded.message}`);
  }
  const { table } = loadPlaceTable(aliasesText, aliasLog);
  // The alias list is an input editors maintain: report it only when it has findings,
  // and only when it belongs to this data folder.
  if (aliasesPath === localAliases || aliasLog.issues.length > 0) logs.push(aliasLog);

  const context: ReadContext = { probe: diskProbe(dataDir), places: table };

  /** Reads a JSON file's text, or logs why it cannot. */
  const readJson = (log: FileLog, missing: (log: FileLog) => void): string | null => {
    const text = readText(dataDir, log);
    if (text === undefined) missing(log);
    return text ?? null;
  };
  const requiredMissing = (log: FileLog) => log.fileError(`the file is missing from the data folder; it is required, add it with its header row`);
  const optionalMissing = (log: FileLog) => log.fileReview('the file is missing from the data folder, so its page will be empty; add it when the list is ready');

  const categoriesLog = open('brand-categories.json');
  const categoriesText = readJson(categoriesLog, requiredMissing);
  const { categories } = categoriesText === null ? { categories: [] } : readBrandCategories(categoriesText, categoriesLog);
  // Brands are checked against the categories file; if it is broken, against the spec's list.
  const categorySlugs = categories.length > 0 ? categories.map((category) => category.slug) : [...BRAND_CATEGORY_SLUGS];
  const sheetContext: SheetContext = { ...context, categorySlugs };

  /** Each CSV goes through the same entry the /editors page calls: bytes in, findings logged. */
  const sheet = (list: SheetList, required: boolean) => {
    const log = open(`${list}.csv`);
    const filePath = path.join(dataDir, log.file);
    if (!existsSync(filePath)) {
      (required ? requiredMissing : optionalMissing)(log);
      return null;
    }
    return readSheet(readFileSync(filePath), list, sheetContext, log);
  };

  const shops = sheet('shops', true)?.shops ?? [];
  const brands = sheet('brands', true)?.brands ?? [];
  const listings = DIRECTORIES.flatMap((directory) => sheet(directory, false)?.listings ?? []);
  const events = sheet('events', false)?.events ?? [];
  const destinations = sheet('destinations', false)?.destinations ?? [];

  const slidesLog = open('slides.json');
  const slidesText = readJson(slidesLog, optionalMissing);
  const slides = slidesText === null ? [] : readSlides(slidesText, context, slidesLog).slides;

  return {
    shops,
    brandCategories: categories,
    brands,
    listings,
    events,
    destinations,
    slides,
    issues: logs.flatMap((log) => log.issues),
    outcomes: logs.flatMap((log) => log.outcomes()),
    files: logs.map((log) => log.summary()),
  };
}
