/**
 * data/cache/found-logos.json on disk, and how one weekly run changes it. The sheets are only
 * read here, never written: a found logo is a proposal the build shows while the row's logo
 * cell is empty; `none` in the cell refuses it for good.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSheetBytes } from '../../src/pipeline/format/encoding';
import { parseCsv } from '../../src/pipeline/format/csv';
import { readDataFile } from '../../src/pipeline/node/data-files';
import { SHEETS } from '../../src/pipeline/sheets';
import { MAX_SHEET_BYTES } from '../../src/pipeline/format/limits';
import {
  emptyFoundLogos,
  FOUND_LOGOS_FILE,
  FOUND_LOGOS_VERSION,
  foundLogoKey,
  isNoLogoCell,
  parseFoundLogos,
  renderFoundLogos,
  type FoundLogo,
  type FoundLogosFile,
} from '../../src/pipeline/detect/found-logos';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';

/** What a row's logo cell says: empty (a found logo may be shown), `none` (refused), or a logo of the editor's own. */
export type LogoCellState = 'empty' | 'none' | 'filled';

/** The state of every logo cell, by sheet file and row, read as the sheets are written (no rule applied). */
export function logoCellStates(dataDir: string): Map<string, Map<number, LogoCellState>> {
  const states = new Map<string, Map<number, LogoCellState>>();
  for (const sheet of SHEETS) {
    if (!sheet.columns.some((column) => column.fetch === 'logo')) continue;
    const read = readDataFile(dataDir, sheet.file, MAX_SHEET_BYTES);
    if (read.status !== 'read') continue;
    const decoded = decodeSheetBytes(read.bytes);
    if (!decoded.ok) continue;
    const parsed = parseCsv(decoded.text, sheet.spec);
    if (!parsed.ok) continue;
    const rows = new Map<number, LogoCellState>();
    for (const record of parsed.records) {
      const cell = record.cells.logo ?? '';
      rows.set(record.row, cell.trim() === '' ? 'empty' : isNoLogoCell(cell) ? 'none' : 'filled');
    }
    states.set(sheet.file, rows);
  }
  return states;
}

/** The file as the last run left it; a damaged one (reported by the data check) is started afresh. */
export function readFoundLogosFile(dataDir: string): { file: FoundLogosFile; damaged: string | null } {
  const location = path.join(dataDir, FOUND_LOGOS_FILE);
  if (!existsSync(location)) return { file: emptyFoundLogos(), damaged: null };
  try {
    return { file: parseFoundLogos(readFileSync(location, 'utf8')), damaged: null };
  } catch (error) {
    return { file: emptyFoundLogos(), damaged: (error as Error).message };
  }
}

/** Writes the file whole, and only when its bytes change: a run that finds the same logos leaves it alone. */
export function writeFoundLogosFile(dataDir: string, file: FoundLogosFile): void {
  const location = path.join(dataDir, FOUND_LOGOS_FILE);
  const text = renderFoundLogos(file);
  if (existsSync(location) && readFileSync(location, 'utf8') === text) return;
  writeFileAtomic(location, text);
}

/** A row discovery looked at this run, and what it found. */
export type RowOutcome =
  | { kind: 'found'; file: string; row: number; name: string; page: string; image: string; cached: string; how: string }
  /** pageRead: the page answered and declares no usable logo (a proposal from it is dropped); false: it could not be read (kept). */
  | { kind: 'nothing'; file: string; row: number; name: string; page: string; reason: string; pageRead: boolean };

export interface DroppedLogo {
  logo: FoundLogo;
  why: string;
}

export interface FoundLogosChange {
  file: FoundLogosFile;
  added: FoundLogo[];
  kept: FoundLogo[];
  dropped: DroppedLogo[];
}

/**
 * The next found-logos file. `outcomes`: every row with a link and an empty logo cell that
 * discovery looked at; `cellOf`: the logo cell of each row with a link, by key. An entry is kept only for a row that still
 * has this page as its link and an empty logo cell, and whose page still declares the logo
 * (or could not be read this time: a page that is down for a day keeps its proposal).
 */
export function nextFoundLogos(previous: FoundLogosFile, outcomes: readonly RowOutcome[], cellOf: ReadonlyMap<string, LogoCellState>, now: Date): FoundLogosChange {
  const before = new Map(previous.logos.map((logo) => [logo.key, logo]));
  const after = new Map<string, FoundLogo>();
  const added: FoundLogo[] = [];
  const kept: FoundLogo[] = [];
  const dropped: DroppedLogo[] = [];
  const looked = new Set<string>();
  for (const outcome of outcomes) {
    const key = foundLogoKey(outcome.file, outcome.page);
    looked.add(key);
    const earlier = before.get(key);
    if (outcome.kind === 'found') {
      if (after.has(key)) continue; // two rows with one page: one proposal
      if (earlier && earlier.image === outcome.image) {
        const same: FoundLogo = { ...earlier, name: outcome.name, cached: outcome.cached };
        after.set(key, same);
        kept.push(same);
      } else {
        const logo: FoundLogo = {
          key,
          file: outcome.file,
          name: outcome.name,
          page: outcome.page,
          image: outcome.image,
          cached: outcome.cached,
          how: outcome.how,
          foundAt: now.toISOString(),
        };
        after.set(key, logo);
        added.push(logo);
        if (earlier) dropped.push({ logo: earlier, why: 'the page now declares another logo (proposed below)' });
      }
    } else if (earlier && !after.has(key)) {
      if (outcome.pageRead) dropped.push({ logo: earlier, why: `the page no longer declares it (${outcome.reason})` });
      else {
        after.set(key, earlier);
        kept.push(earlier);
      }
    }
  }
  for (const [key, logo] of before) {
    if (looked.has(key)) continue;
    const state = cellOf.get(key);
    const why =
      state === 'none'
        ? "refused: the row's logo cell says none"
        : state === 'filled'
          ? 'the row now has a logo of its own'
          : 'no row of the sheet links to this page any more';
    dropped.push({ logo, why });
  }
  return { file: { version: FOUND_LOGOS_VERSION, logos: [...after.values()] }, added, kept, dropped };
}
