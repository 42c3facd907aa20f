/**
 * A shop's services, payment and brands cells: lists separated by ';' (or ','), read
 * case-insensitively against one vocabulary (../entities/shop-vocabularies) or brands.csv's names.
 * A word that matches nothing is kept aside with the nearest known one, for a sentence; the
 * others are kept.
 */
import { comparisonKey, editDistance } from '../format/text';
import type { Word } from '../entities/shop-vocabularies';
import { OTHER_WORDS } from '../entities/shop-vocabulary-words';

/** A word of the cell that matches nothing, with the nearest one known. */
export interface UnknownWord {
  word: string;
  nearest: string;
}

/** What a list cell reads as: the known entries (in the list's own order) and the words left over. */
export interface ListReading {
  known: string[];
  unknown: UnknownWord[];
}

/** The cell's entries: split on ';' or ',', trimmed, empty ones dropped, the same one (ignoring case) kept once. */
export function splitList(cell: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const part of cell.split(/[;,]/)) {
    const entry = part.trim();
    const key = comparisonKey(entry);
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

/** The candidate closest to `word` by edit distance (of their comparison keys); the first listed on a tie. */
export function nearest(word: string, candidates: readonly string[]): string {
  const key = comparisonKey(word);
  let best = candidates[0] ?? '';
  let distance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(key, comparisonKey(candidate), distance);
    if (d < distance) [best, distance] = [candidate, d];
  }
  return best;
}

/** Reads a services or payment cell: each entry matched by its key, label or other words; the keys returned in vocabulary order. */
export function readWords(cell: string, vocabulary: readonly Word[]): ListReading {
  const byKey = new Map<string, string>();
  for (const word of vocabulary) for (const name of [word.key, word.label, ...(OTHER_WORDS[word.key] ?? [])]) byKey.set(comparisonKey(name), word.key);
  const found = new Set<string>();
  const unknown: UnknownWord[] = [];
  for (const entry of splitList(cell)) {
    const key = byKey.get(comparisonKey(entry));
    if (key === undefined)
      unknown.push({
        word: entry,
        nearest: nearest(
          entry,
          vocabulary.map((word) => word.key),
        ),
      });
    else found.add(key);
  }
  return { known: vocabulary.map((word) => word.key).filter((key) => found.has(key)), unknown };
}

/** Reads a brands cell against brands.csv's names: each brand as brands.csv spells it, in the cell's order. */
export function readBrandNames(cell: string, brandNames: readonly string[]): ListReading {
  const byKey = new Map(brandNames.map((name) => [comparisonKey(name), name] as const));
  const known: string[] = [];
  const unknown: UnknownWord[] = [];
  for (const entry of splitList(cell)) {
    const name = byKey.get(comparisonKey(entry));
    if (name === undefined) unknown.push({ word: entry, nearest: nearest(entry, brandNames) });
    else if (!known.includes(name)) known.push(name);
  }
  return { known, unknown };
}
