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
    text = decodeSourcesText(readFileSync(filePath));
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
  const given = new Map<string, unknown[]>();
  for (const [file, value] of objectEntries(text)) {
    const values = given.get(file);
    if (values) values.push(value);
    else given.set(file, [value]);
  }
  for (const [file, values] of given) {
    const value = values[values.length - 1];
    if (values.length > 1) {
      const addresses = values.map((each) => (typeof each === 'string' ? `'${each}'` : JSON.stringify(each))).join(', then ');
      problems.push({
        file,
        address: null,
        problem: `'${file}' is given ${values.length} times (${addresses}), so which spreadsheet it follows is not clear; keep the one address it should follow and delete the others`,
      });
      continue;
    }
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

/**
 * The file's text: UTF-8 with or without a byte-order mark (text editors write one), or UTF-16
 * with one (Windows Notepad's "Unicode").
 */
function decodeSourcesText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * The members of a JSON object's text in order, a name given twice included: JSON.parse keeps only
 * the last, and an address dropped without a word is a sheet that silently stops following its
 * spreadsheet. Only called on text JSON.parse read as one object.
 */
function objectEntries(text: string): [string, unknown][] {
  const entries: [string, unknown][] = [];
  let at = text.indexOf('{') + 1;
  const skipSpace = () => {
    while (/\s/.test(text.charAt(at))) at++;
  };
  const endOfString = (start: number) => {
    let end = start + 1;
    while (text.charAt(end) !== '"') end += text.charAt(end) === '\\' ? 2 : 1;
    return end + 1;
  };
  for (;;) {
    skipSpace();
    if (text.charAt(at) !== '"') return entries;
    const nameEnd = endOfString(at);
    const name = JSON.parse(text.slice(at, nameEnd)) as string;
    at = nameEnd;
    skipSpace();
    at++; // the colon
    skipSpace();
    const start = at;
    for (let depth = 0; at < text.length; at++) {
      const character = text.charAt(at);
      if (character === '"') at = endOfString(at) - 1;
      else if (character === '{' || character === '[') depth++;
      else if (character === '}' || character === ']') {
        if (depth === 0) break;
        depth--;
      } else if (character === ',' && depth === 0) break;
    }
    entries.push([name, JSON.parse(text.slice(start, at)) as unknown]);
    if (text.charAt(at) === ',') at++;
  }
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
