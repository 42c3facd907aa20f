/**
 * Candidate sheets: rows found elsewhere (OpenStreetMap) waiting for an editor's review in
 * data/candidates/. The site never reads them; the data check only counts them, so a review
 * queue can be as rough as its source without ever failing the build.
 *
 * The first five columns are shops.csv's own, in its order, so a reviewed row moves into
 * shops.csv by copying those five cells; the others are there to help the review.
 */
import type { CandidateFileSummary } from './types';
import { parseCsv } from './csv';
import { checkLink } from './links';
import { normalizePlace, type PlaceTable } from './places';
import { foldWhitespace } from './text';
import { encodeSheetText, neutralizeFormula } from './sheet-io';

export const CANDIDATE_FILES = ['candidates/shops-osm.csv'] as const;

export const CANDIDATE_COLUMNS = ['name', 'location', 'link', 'logo', 'source', 'services', 'osm_page', 'note'] as const;
export type CandidateColumn = (typeof CANDIDATE_COLUMNS)[number];
export type CandidateRow = Record<CandidateColumn, string>;

function quoteCell(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * The candidate sheet as CSV text: UTF-8 with a byte-order mark (so Excel shows ñ as ñ),
 * a header row, one row per candidate, every cell quoted where CSV needs it, and no cell
 * starting a formula (sheet-io's one guard, the same the other sheet writers use).
 */
export function renderCandidatesCsv(rows: readonly CandidateRow[]): string {
  const lines = [CANDIDATE_COLUMNS.join(',')];
  for (const row of rows) lines.push(CANDIDATE_COLUMNS.map((column) => quoteCell(neutralizeFormula(row[column]))).join(','));
  return `\ufeff${lines.join('\n')}\n`;
}

/**
 * The candidate sheet's bytes, as written to disk: UTF-8 with its byte-order mark. UTF-8 holds
 * every character; only half of a surrogate pair (a JSON "\ud800" escape) is refused.
 */
export function renderCandidatesSheet(rows: readonly CandidateRow[]): { ok: true; bytes: Uint8Array } | { ok: false; problem: string } {
  return encodeSheetText(renderCandidatesCsv(rows).slice(1), { encoding: 'UTF-8', bom: true, lineEnding: '\n' });
}

/**
 * What the data check says about a candidate sheet: how many rows, how many with a usable
 * link, how many whose location is not one known place (read again here, because an editor
 * may have corrected it since the import).
 */
export function summarizeCandidates(file: string, text: string, places: PlaceTable): CandidateFileSummary {
  const summary: CandidateFileSummary = { file, candidates: 0, withLink: 0, withoutPlace: 0, problems: [] };
  const parsed = parseCsv(text, {
    required: ['name', 'location', 'link'],
    optional: CANDIDATE_COLUMNS.filter((column) => !['name', 'location', 'link'].includes(column)),
  });
  if (!parsed.ok) {
    const where = parsed.problem.row === null ? file : `${file} row ${parsed.problem.row}`;
    summary.problems.push(`${where}: ${parsed.problem.message}; run npm run import:osm again to write it afresh.`);
    return summary;
  }
  for (const record of parsed.records) {
    if (record.problem) {
      summary.problems.push(`${file} row ${record.row}: ${record.problem}.`);
      continue;
    }
    summary.candidates++;
    const link = checkLink(record.cells.link ?? '');
    if (link.status === 'ok' || link.status === 'insecure') summary.withLink++;
    const location = foldWhitespace(record.cells.location ?? '');
    if (location === '' || normalizePlace(location, places).status !== 'found') summary.withoutPlace++;
  }
  return summary;
}
