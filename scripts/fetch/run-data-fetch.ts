/**
 * npm run data:fetch, minus argument parsing: reads the sheets through the pipeline, downloads and
 * validates every remote image into the cache, checks every listing link, and (with discover)
 * finds logos for rows that have none. Every file it writes is written whole or not at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { columnSpec, editSheet, listFromFileName, runPipeline, where } from '../../src/pipeline/node';
import { REMOTE_CACHE_DIR, type RemoteManifest } from '../../src/pipeline/detect/remote-cache';
import {
  fetchImageFailed,
  fetchImageRetry,
  fetchLinkDead,
  fetchLinkMoved,
  fetchLinkRefused,
  fetchSuggestionNotWritten,
  type FetchCellInput,
  type FetchRuleId,
} from '../../src/pipeline/tool-rules/fetch';
import { placedFinding, type ToolRule } from '../../src/pipeline/tool-rules';
import { HttpError, type HttpClient } from '../net/http-client';
import { removeLeftoverTempFiles, writeFileAtomic } from '../../src/lib/node/atomic-write';
import { cacheFolder, readManifest, writeManifest } from './cache-store';
import { checkListingLink, isLoginWallHost, readLinksFile, writeLinksFile, LINKS_FILE, type LinksFile } from './check-link';
import { candidatesToTry, DISCOVERY_BUDGET_MS, findLogoCandidates, MAX_CANDIDATES_PER_PAGE } from './discover-logo';
import { fetchImage, describeHttpFailure } from './fetch-image';
import { renderFetchJson, renderFetchMarkdown, type FetchFinding, type FetchReport, type ImageLine, type LinkLine, type Suggestion } from './fetch-report';
import type { Progress } from './progress';
import { groupByUrl, linkCells, remoteImageCells, rowsWithoutLogo, type LogoLessRow } from './sheet-cells';
import { writeSheetFile } from '../support/write-sheet-file';
import { foundLogoKey } from '../../src/pipeline/detect/found-logos';
import { logoCellStates, nextFoundLogos, readFoundLogosFile, writeFoundLogosFile, type FoundLogosChange, type LogoCellState, type RowOutcome } from './found-logos-store';
import { renderPullRequestBody, type PullRequestBodyOptions } from './found-logos-pr';

export interface DataFetchOptions {
  dataDir: string;
  reportDir: string;
  client: HttpClient;
  discover: boolean;
  acceptSuggestions: boolean;
  progress: Progress;
  now?: () => Date;
  /**
   * The weekly run (npm run data:refresh): discover logos for the rows whose logo cell is empty,
   * record them in cache/found-logos.json (never in the sheets) and write the pull request's body.
   */
  proposeLogos?: PullRequestBodyOptions;
}

export interface DataFetchResult {
  report: FetchReport;
  /** With proposeLogos: how found-logos.json changed, and where the pull request's body is. */
  foundLogos?: FoundLogosChange & { bodyPath: string };
  /** 0: everything fetched or only under review; 1: a cell's address is unusable. */
  exitCode: 0 | 1;
  reportPath: string;
}

export interface DataFetchRun {
  run(): Promise<DataFetchResult>;
  /** Writes what is known so far (manifest, link results): called when the run is interrupted. */
  checkpoint(): void;
}

const cellLabel = (cell: { file: string; row: number; column: string }) => where(cell.file, cell.row, cell.column);

type FetchRule<Input> = ToolRule<FetchRuleId, Input>;

/** The finding of a fetch rule about one cell: the rule writes the message and gives the severity. */
function fetchFinding<Input extends FetchCellInput>(rule: FetchRule<Input>, input: Input): FetchFinding {
  return { ...placedFinding(rule, { file: input.file, row: input.row, column: input.column }, input), row: input.row, column: input.column, url: input.url };
}

/** The most of a listing's page discovery reads to find its logo (said as "2 MB" when a page is larger). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** What the phases of one run share: the cache manifest and link results (saved at checkpoints), and where findings go. */
interface FetchSession {
  client: HttpClient;
  dataDir: string;
  now: () => Date;
  manifest: RemoteManifest;
  links: LinksFile;
  report: <Input extends FetchCellInput>(rule: FetchRule<Input>, input: Input) => void;
  /** One piece of work finished: said on the progress line; the results so far are saved every few seconds. */
  finished: (message: string) => void;
}

/** What the sheets ask of a run: the remote images and links by address, and the rows to find a logo for. */
function readFetchWork(options: DataFetchOptions) {
  const pipeline = runPipeline({ dataDir: options.dataDir });
  const imageGroups = groupByUrl(remoteImageCells(pipeline));
  const linkGroups = groupByUrl(linkCells(pipeline));
  // The weekly run looks only at rows whose logo cell is empty: `none` refuses a found logo for
  // good, and a cell an editor filled always wins.
  const cellStates = options.proposeLogos ? logoCellStates(options.dataDir) : null;
  const cellState = (file: string, row: number): LogoCellState | undefined => cellStates?.get(file)?.get(row);
  const logoLess =
    options.discover || options.proposeLogos ? rowsWithoutLogo(pipeline).filter((row) => cellStates === null || cellState(row.file, row.row) === 'empty') : [];
  return { pipeline, imageGroups, linkGroups, cellState, logoLess };
}

/** Starts downloading every remote image into the cache; its lines fill in as each one ends. */
function fetchImages(session: FetchSession, imageGroups: ReturnType<typeof groupByUrl>): { lines: ImageLine[]; tasks: Promise<void>[] } {
  const { client, dataDir, now, report } = session;
  const lines: ImageLine[] = [];
  const tasks = [...imageGroups].map(async ([url, cells]) => {
    const currentManifest = session.manifest;
    const previous = currentManifest.entries[url];
    const outcome = await fetchImage(client, dataDir, url, previous, now);
    const labels = cells.map(cellLabel);
    if (outcome.kind === 'failed') {
      // A copy fetched earlier stays in use: the failure is something to look at, not a broken tile.
      const { problem, advice } = outcome;
      for (const cell of cells) {
        if (previous || outcome.transient) report(fetchImageRetry, { ...cell, problem, advice, keptSince: previous ? previous.fetchedAt.slice(0, 10) : null });
        else report(fetchImageFailed, { ...cell, problem, advice });
      }
      lines.push({ url, cells: labels, result: 'failed', file: previous ? `${REMOTE_CACHE_DIR}/${previous.file}` : null, fetchedAt: previous?.fetchedAt ?? null });
    } else {
      currentManifest.entries[url] = outcome.entry;
      lines.push({
        url,
        cells: labels,
        result: outcome.kind === 'unchanged' || !outcome.changed ? 'unchanged' : 'stored',
        file: `${REMOTE_CACHE_DIR}/${outcome.entry.file}`,
        fetchedAt: outcome.entry.fetchedAt,
      });
    }
    session.finished(`image ${outcome.kind === 'failed' ? 'failed' : outcome.kind}: ${url}`);
  });
  return { lines, tasks };
}

/** Starts checking every listing link; its lines fill in as each check ends. */
function checkLinks(session: FetchSession, linkGroups: ReturnType<typeof groupByUrl>): { lines: LinkLine[]; tasks: Promise<void>[] } {
  const { client, now, report } = session;
  const lines: LinkLine[] = [];
  const tasks = [...linkGroups].map(async ([url, cells]) => {
    const currentLinks = session.links;
    const result = await checkListingLink(client, url, currentLinks.links[url], now);
    currentLinks.links[url] = result;
    lines.push({ url, cells: cells.map(cellLabel), ...result });
    const checked = `(checked ${result.checkedAt.slice(0, 16).replace('T', ' ')} UTC)`;
    for (const cell of cells) {
      if (result.outcome === 'dead') report(fetchLinkDead, { ...cell, reason: result.reason, checked });
      else if (result.outcome === 'moved') report(fetchLinkMoved, { ...cell, finalUrl: result.finalUrl, checked });
      else if (result.outcome === 'refused') report(fetchLinkRefused, { ...cell, reason: result.reason });
    }
    session.finished(`link ${result.outcome}: ${url}`);
  });
  return { lines, tasks };
}

interface LogoDiscovery {
  suggestions: Suggestion[];
  noSuggestion: FetchReport['noSuggestion'];
  tasks: Promise<void>[];
}

/** Starts looking for a logo on the page of every row without one; `outcomes` records each row's result. */
function discoverLogos(session: FetchSession, logoLess: LogoLessRow[], outcomes: RowOutcome[]): LogoDiscovery {
  const suggestions: Suggestion[] = [];
  const noSuggestion: FetchReport['noSuggestion'] = [];
  const tasks = logoLess.map(async (row) => {
    const found = await discoverLogo(session, row);
    const at = { file: row.file, row: row.row, name: row.name, page: row.link };
    if ('reason' in found) {
      noSuggestion.push({ ...row, reason: found.reason });
      outcomes.push({ kind: 'nothing', ...at, reason: found.reason, pageRead: found.pageRead });
    } else {
      suggestions.push(found);
      outcomes.push({ kind: 'found', ...at, image: found.logo, cached: found.cachedFile, how: found.source });
    }
    session.finished(`discover ${'reason' in found ? 'nothing' : found.source}: ${row.link}`);
  });
  return { suggestions, noSuggestion, tasks };
}

/** Reads a row's page and tries the logos it names, best first, until one is a usable image or the time runs out. */
async function discoverLogo(session: FetchSession, row: LogoLessRow): Promise<Suggestion | { reason: string; pageRead: boolean }> {
  const { client, dataDir, now } = session;
  if (isLoginWallHost(row.link))
    return { reason: 'Facebook and Instagram pages cannot be read without signing in; save the logo into data/logos/ by hand', pageRead: false };
  const started = now().getTime();
  let page;
  try {
    page = await client.get(row.link, { accept: 'text/html', maxBytes: MAX_PAGE_BYTES });
  } catch (error) {
    if (error instanceof HttpError)
      return { reason: `the page could not be read: ${describeHttpFailure(error, { what: 'page', limit: '2 MB' }).problem}`, pageRead: false };
    throw error;
  }
  if (page.status !== 200) return { reason: `the page answered HTTP ${page.status}`, pageRead: false };
  const candidates = findLogoCandidates(page.body.toString('utf8'), page.url);
  if (candidates.length === 0) return { reason: 'the page names no logo, touch icon, large icon or og:image', pageRead: true };
  const rejected: string[] = [];
  let unsure = false;
  const { tried, untried } = candidatesToTry(candidates);
  let skipped = untried;
  for (const [index, candidate] of tried.entries()) {
    if (now().getTime() - started > DISCOVERY_BUDGET_MS) {
      skipped += tried.length - index;
      rejected.push(`the ${DISCOVERY_BUDGET_MS / 1000}-second budget for one page ran out`);
      unsure = true;
      break;
    }
    const currentManifest = session.manifest;
    const outcome = await fetchImage(client, dataDir, candidate.url, currentManifest.entries[candidate.url], now);
    if (outcome.kind === 'failed') {
      rejected.push(`${candidate.source} ${candidate.url}: ${outcome.problem}`);
      if (outcome.transient) unsure = true;
      continue;
    }
    currentManifest.entries[candidate.url] = outcome.entry;
    return { ...row, logo: candidate.url, source: candidate.source, cachedFile: `${REMOTE_CACHE_DIR}/${outcome.entry.file}`, accepted: false };
  }
  const notTried = skipped > 0 ? `; ${skipped} more the page lists were not tried (at most ${MAX_CANDIDATES_PER_PAGE} per page)` : '';
  // Out of time, or an image server that did not answer this time: the page may still declare
  // what it did, so its proposal is kept, as for a page that is down.
  return { reason: `no candidate was a usable image (${rejected.join('; ')})${notTried}`, pageRead: !unsure };
}

/** The report of a run, each part in sheet order, written as data-fetch.md and data-fetch.json. */
function writeFetchReport(
  options: DataFetchOptions,
  now: () => Date,
  parts: Pick<FetchReport, 'images' | 'links' | 'suggestions' | 'noSuggestion' | 'findings'>,
): { report: FetchReport; reportPath: string } {
  const byPlace = (a: { cells: string[] }, b: { cells: string[] }) => (a.cells[0] ?? '').localeCompare(b.cells[0] ?? '', 'en', { numeric: true });
  const bySheet = (a: { file: string; row: number }, b: { file: string; row: number }) => a.file.localeCompare(b.file) || a.row - b.row;
  const report: FetchReport = {
    generatedAt: now().toISOString(),
    dataDir: path.relative(process.cwd(), options.dataDir) || '.',
    images: parts.images.sort(byPlace),
    links: parts.links.sort(byPlace),
    suggestions: parts.suggestions.sort(bySheet),
    noSuggestion: parts.noSuggestion.sort(bySheet),
    findings: parts.findings.sort((a, b) => bySheet(a, b) || a.column.localeCompare(b.column)),
  };
  const reportPath = path.join(options.reportDir, 'data-fetch.md');
  writeFileAtomic(reportPath, renderFetchMarkdown(report));
  writeFileAtomic(path.join(options.reportDir, 'data-fetch.json'), renderFetchJson(report));
  return { report, reportPath };
}

/** Writes the next cache/found-logos.json (whole, and only when it changes) and the pull request's body. */
function proposeLogos(
  session: Pick<FetchSession, 'dataDir' | 'now' | 'manifest'> & { reportDir: string },
  pipeline: ReturnType<typeof runPipeline>,
  cellState: (file: string, row: number) => LogoCellState | undefined,
  outcomes: RowOutcome[],
  body: PullRequestBodyOptions,
): FoundLogosChange & { bodyPath: string } {
  const { dataDir, now } = session;
  // The logo cell of every row with a link, by the key a found logo is kept under.
  const cellOf = new Map<string, LogoCellState>();
  for (const [file, entities] of Object.entries(pipeline.sheetEntities)) {
    for (const entity of entities as ((typeof entities)[number] & { link?: unknown })[]) {
      const state = cellState(file, entity.sourceRow);
      if (typeof entity.link === 'string' && state) cellOf.set(foundLogoKey(file, entity.link), state);
    }
  }
  const previous = readFoundLogosFile(dataDir);
  const bySheet = (a: RowOutcome, b: RowOutcome) => a.file.localeCompare(b.file) || a.row - b.row;
  const change = nextFoundLogos(previous.file, [...outcomes].sort(bySheet), cellOf, now());
  writeFoundLogosFile(dataDir, change.file);
  const bodyPath = path.join(session.reportDir, 'refresh-pull-request.md');
  writeFileAtomic(bodyPath, renderPullRequestBody(change, session.manifest, body));
  return { ...change, bodyPath };
}

/** Writes accepted suggestions into their sheets: one write-then-rename per sheet. */
function acceptSuggestions(dataDir: string, suggestions: Suggestion[], findings: FetchFinding[]): void {
  const bySheet = new Map<string, Suggestion[]>();
  for (const suggestion of suggestions) bySheet.set(suggestion.file, [...(bySheet.get(suggestion.file) ?? []), suggestion]);
  for (const [file, items] of bySheet) {
    const sheetPath = path.join(dataDir, file);
    const list = listFromFileName(file);
    // Read and written by the pipeline's own reader and writer: the sheet keeps its encoding,
    // byte-order mark, line endings and every cell but the logos written into it.
    const rewritten =
      list === null
        ? { ok: false as const, problem: 'the sheet is not one of the lists the site reads' }
        : editSheet(
            readFileSync(sheetPath),
            columnSpec(list),
            items.map((item) => ({ row: item.row, column: 'logo', value: item.logo, onlyIfEmpty: true })),
          );
    if (!rewritten.ok) {
      for (const item of items)
        findings.push(fetchFinding(fetchSuggestionNotWritten, { file, row: item.row, column: 'logo', url: item.logo, problem: rewritten.problem }));
      continue;
    }
    if (rewritten.written.length > 0) writeSheetFile(sheetPath, rewritten.bytes);
    for (const item of items) item.accepted = rewritten.written.includes(item.row);
  }
}

/**
 * One run, in phases: read what the sheets ask for; fetch the images, check the links and discover
 * logos side by side; save the cache; write accepted logos and the weekly proposal; write the report.
 */
export function createDataFetch(options: DataFetchOptions): DataFetchRun {
  const now = options.now ?? (() => new Date());
  const { dataDir, client, progress } = options;
  let manifest: RemoteManifest | null = null;
  let links: LinksFile | null = null;
  let lastSave = 0;

  const checkpoint = () => {
    if (manifest) writeManifest(dataDir, manifest);
    if (links) writeLinksFile(dataDir, links);
  };
  // Saved every few seconds as results come in, so a killed run resumes from where it was.
  const maybeCheckpoint = () => {
    if (Date.now() - lastSave < 2000) return;
    lastSave = Date.now();
    checkpoint();
  };

  async function run(): Promise<DataFetchResult> {
    removeLeftoverTempFiles(cacheFolder(dataDir));
    removeLeftoverTempFiles(path.join(dataDir, path.dirname(LINKS_FILE)));
    manifest = readManifest(dataDir);
    links = readLinksFile(dataDir);
    const { pipeline, imageGroups, linkGroups, cellState, logoLess } = readFetchWork(options);
    const outcomes: RowOutcome[] = [];
    const findings: FetchFinding[] = [];
    const session: FetchSession = {
      client,
      dataDir,
      now,
      manifest,
      links,
      report: (rule, input) => findings.push(fetchFinding(rule, input)),
      finished: (message) => {
        progress.tick(message);
        maybeCheckpoint();
      },
    };

    progress.start(imageGroups.size + linkGroups.size + logoLess.length);
    const images = fetchImages(session, imageGroups);
    const checkedLinks = checkLinks(session, linkGroups);
    const discovery = discoverLogos(session, logoLess, outcomes);
    await Promise.all([...images.tasks, ...checkedLinks.tasks, ...discovery.tasks]);
    progress.done();
    // links.json remembers the links the sheets hold now; a link removed from every sheet is forgotten.
    for (const url of Object.keys(links.links)) if (!linkGroups.has(url)) delete links.links[url];
    checkpoint();

    if (options.acceptSuggestions) acceptSuggestions(dataDir, discovery.suggestions, findings);
    const foundLogos = options.proposeLogos
      ? proposeLogos({ dataDir, now, manifest, reportDir: options.reportDir }, pipeline, cellState, outcomes, options.proposeLogos)
      : undefined;
    const { report, reportPath } = writeFetchReport(options, now, {
      images: images.lines,
      links: checkedLinks.lines,
      suggestions: discovery.suggestions,
      noSuggestion: discovery.noSuggestion,
      findings,
    });
    return { report, exitCode: findings.some((item) => item.severity === 'error') ? 1 : 0, reportPath, ...(foundLogos ? { foundLogos } : {}) };
  }

  return { run, checkpoint };
}
