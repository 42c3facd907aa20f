/** Small text helpers shared by every rule. */

// The helpers a page carries too (a shop's key from the index, a search word) are in words.ts, a module that small.
export { foldSearchWord, foldWhitespace, shopKey, slugify, stripDiacritics } from './words';
import { stripDiacritics } from './words';

/** A comparison key: case, accents, punctuation and spacing do not matter. */
export function comparisonKey(value: string): string {
  return stripDiacritics(value)
    .toLowerCase()
    .replace(/[.'\u2019]/g, '') // "R.O.X." = "ROX", "Papsy's" = "Papsys"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Up to `count` candidates closest to `input`, compared by comparisonKey. */
export function closestMatches(input: string, candidates: Iterable<string>, count = 3): string[] {
  const key = comparisonKey(input);
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored: { candidate: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    const distance = editDistance(key, comparisonKey(candidate), limit);
    if (distance <= limit) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate));
  return scored.slice(0, count).map((entry) => entry.candidate);
}

/**
 * The candidates of closestMatches, indexed once: each one's comparison key, grouped by the
 * key's length, with a count of each character. A look-up then compares the input only with
 * keys of a length within the limit, skips those whose characters alone differ by more than
 * the limit (a lower bound of the edit distance), and computes the edit distance of the few
 * left. The answer is closestMatches' own, at a small part of the cost (the place table has
 * some 1,800 names; a sheet can hold 100,000 unknown places).
 */
export interface SuggestionIndex {
  /** Entries by key length: [candidate, key, first-seen order, offset of its counts]. */
  byLength: { candidate: string; key: string; order: number; counts: number }[][];
  counts: Uint16Array;
}

/** The characters a comparison key is made of (a-z, 0-9 and space); anything else shares a slot. */
const ALPHABET = 38;
function slot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 48 + 26;
  return code === 32 ? 36 : 37;
}

export function suggestionIndex(candidates: Iterable<string>): SuggestionIndex {
  const entries: { candidate: string; key: string; order: number; counts: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    entries.push({ candidate, key: comparisonKey(candidate), order: entries.length, counts: entries.length * ALPHABET });
  }
  const counts = new Uint16Array(entries.length * ALPHABET);
  const byLength: SuggestionIndex['byLength'] = [];
  for (const entry of entries) {
    for (let index = 0; index < entry.key.length; index++) (counts[entry.counts + slot(entry.key.charCodeAt(index))] as number)++;
    (byLength[entry.key.length] ??= []).push(entry);
  }
  return { byLength, counts };
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** editDistance on typed rows reused between calls: the same answer for any distance up to `limit`, more than `limit` otherwise. */
function boundedDistance(a: string, b: string, limit: number): number {
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] as number) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitute);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length] as number;
}

/** closestMatches(input, candidates, count), looked up in the candidates' index. */
export function closestIndexed(input: string, index: SuggestionIndex, count = 3): string[] {
  const key = comparisonKey(input);
  const limit = Math.max(2, Math.floor(key.length / 3));
  const own = new Int32Array(ALPHABET);
  for (let position = 0; position < key.length; position++) (own[slot(key.charCodeAt(position))] as number)++;
  const { counts } = index;
  const scored: { candidate: string; distance: number; order: number }[] = [];
  const longest = Math.min(index.byLength.length - 1, key.length + limit);
  for (let length = Math.max(0, key.length - limit); length <= longest; length++) {
    for (const entry of index.byLength[length] ?? []) {
      // Characters the input has more of, and the candidate has more of: each needs an edit.
      let more = 0;
      let fewer = 0;
      for (let letter = 0; letter < ALPHABET && more <= limit && fewer <= limit; letter++) {
        const difference = (own[letter] as number) - (counts[entry.counts + letter] as number);
        if (difference > 0) more += difference;
        else fewer -= difference;
      }
      if (more > limit || fewer > limit) continue;
      const distance = boundedDistance(key, entry.key, limit);
      if (distance <= limit) scored.push({ candidate: entry.candidate, distance, order: entry.order });
    }
  }
  // The order closestMatches gives: distance, then the name, then (for names that compare equal) first seen.
  scored.sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate) || x.order - y.order);
  return scored.slice(0, count).map((entry) => entry.candidate);
}

/** "'a', 'b' or 'c'" for messages. */
export function quoteList(values: readonly string[], joiner = 'or'): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted[quoted.length - 1]}`;
}
