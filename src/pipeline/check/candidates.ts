/**
 * Candidate sheets: rows found elsewhere (OpenStreetMap) waiting for an editor's review in
 * data/candidates/. The site never reads them; the data check only counts them, so a review
 * queue can be as rough as its source without ever failing the build.
 *
 * The first five columns are shops.csv's own, in its order, so a reviewed row moves into
 * shops.csv by copying those five cells; the others are there to help the review.
 */
import type { CandidateFileSummary } from '../report/types';
import { parseCsv } from '../format/csv';
import { checkLink } from '../detect/links';
import { normalizePlace, type PlaceTable } from '../detect/places';
import { foldWhitespace } from '../format/text';
import { encodeSheetText, neutralizeFormula } from '../format/sheet-io';
import { candidateFileUnreadable, candidateRowUnreadable, candidateSheetUnreadable } from '../tool-rules/osm';
import { placedFinding } from '../tool-rules/tool-rule';

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
    const { row, message } = parsed.problem;
    summary.problems.push(placedFinding(candidateSheetUnreadable, { file, row, column: null }, { problem: message }));
    return summary;
  }
  for (const record of parsed.records) {
    if (record.problem) {
      summary.problems.push(placedFinding(candidateRowUnreadable, { file, row: record.row, column: null }, { problem: record.problem }));
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

/** A candidate sheet that is not readable text: only its name is counted. */
export function unreadableCandidates(file: string, problem: string): CandidateFileSummary {
  return { file, candidates: 0, withLink: 0, withoutPlace: 0, problems: [placedFinding(candidateFileUnreadable, { file, row: null, column: null }, { problem })] };
}
