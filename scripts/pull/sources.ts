/**
 * data/sources.json: which sheet follows which published spreadsheet.
 *
 *   { "shops.csv": "https://docs.google.com/spreadsheets/d/e/…/pub?gid=0&single=true&output=csv" }
 *
 * A maintainer types it, so every address goes through the same rules as a link in a sheet
 * (checkLink: a real site name, no hidden characters, no look-alike letters…), and only https://
 * is accepted: the address is fetched, and a published sheet is always https.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLink, isSheetList, SHEET_LISTS, type SheetList } from '../../src/pipeline';

export const SOURCES_FILE = 'sources.json';

export interface Source {
  file: string;
  list: SheetList;
  address: string;
}

export interface SourceProblem {
  file: string;
  address: string | null;
  problem: string;
}

export type SourcesRead = { ok: true; sources: Source[]; problems: SourceProblem[] } | { ok: false; problem: string };

const SHEET_FILES = SHEET_LISTS.map((list) => `${list}.csv`);

/** The entries of data/sources.json; a file that cannot be read at all is one sentence. */
export function readSources(dataDir: string): SourcesRead {
  const filePath = path.join(dataDir, SOURCES_FILE);
  const shown = `${path.basename(dataDir)}/${SOURCES_FILE}`;
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      ok: false,
      problem:
        code === 'ENOENT'
          ? `${shown} is missing; it lists the published spreadsheets to pull ({} for none), see docs/editors.md`
          : `${shown} cannot be read (${code ?? (error as Error).message})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${shown} is not valid JSON (${(error as Error).message}); it must look like { "shops.csv": "https://…" }` };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, problem: `${shown} must be one JSON object that maps a sheet to its address, like { "shops.csv": "https://…" }` };
  }
  const sources: Source[] = [];
  const problems: SourceProblem[] = [];
  for (const [file, value] of Object.entries(json as Record<string, unknown>)) {
    const list = file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : '';
    if (!isSheetList(list)) {
      problems.push({
        file,
        address: typeof value === 'string' ? value : null,
        problem: `'${file}' is not one of the sheets the site reads (${SHEET_FILES.join(', ')})`,
      });
      continue;
    }
    if (typeof value !== 'string') {
      problems.push({ file, address: null, problem: `the address must be text in double quotes, like "https://…"` });
      continue;
    }
    const problem = addressProblem(value);
    if (problem) problems.push({ file, address: value, problem });
    else sources.push({ file, list, address: value.trim() });
  }
  return { ok: true, sources, problems };
}

/** Why an address in sources.json cannot be pulled, or null: the link rules, and https only. */
export function addressProblem(address: string): string | null {
  const check = checkLink(address);
  if (check.status === 'empty') return 'the address is empty; paste the address that Publish to the web shows';
  if (check.status === 'invalid') return `the address cannot be used: ${check.problem}`;
  if (check.status === 'insecure')
    return `'${address}' starts with http://; a sheet is pulled only from an https:// address (the one Publish to the web shows starts with https://)`;
  return null;
}
