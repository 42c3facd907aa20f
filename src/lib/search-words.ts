import { foldForSearch } from './list-filter';
import { foldSearchWord } from '../pipeline/format/words';
import { FILTER_VALUE_SEPARATOR } from './list-script';
import { PAYMENTS } from '../pipeline/entities/shop-vocabularies';

/**
 * Search in the words riders use: "bisikleta", "piyesa", "ayos Iloilo", "Maynila". No stemmer for
 * Tagalog exists, so the editors keep a list of words and what each means (data/search-aliases.csv,
 * read and checked by src/pipeline/check/search-aliases.ts). The build gives each list the words that
 * mean something there (wordsForList); a search reads the query through them (readQuery), and an
 * item matches what was typed, as before, or what the words mean (matchesReading). The app and the
 * page's own script (src/inline/search-words.ts) share these functions, so both answer alike.
 */

/** A row of search-aliases.csv, as the build has it. */
export interface SearchAlias {
  word: string;
  kind: string;
  means: string;
}

/**
 * What a word means on one list: the filters one of whose values must be `value` (none: the word
 * names the list itself, and keeps every item), and how the "Showing results for" line says it.
 * A tuple: the page carries these in its HTML.
 */
export type WordMeaning = readonly [filters: readonly string[], value: string, said: string];

/** One list's words, by their folded text (foldSearchWord: as the data check compares them, so a word it keeps once is one key here). */
export type SearchWords = Readonly<Record<string, WordMeaning>>;

/** The longest phrase, in words, a search reads as one. */
const LONGEST_PHRASE = 3;

/** A list's key in search-aliases.csv's `means` for kind `list`, and what the line calls it ("shop"). */
export interface ListWords {
  key: string;
  said: string;
}

/** The shops' list in search-aliases.csv ("tindahan"). */
export const SHOPS_LIST_WORDS: ListWords = { key: 'shops', said: 'bike shop' };

/** The `means` of a list word that names every list (the whole site is about bikes). */
export const EVERY_LIST = 'all';
/** How the line says a word that names every list. */
export const EVERY_LIST_SAID = 'bike';

/**
 * The words that mean something on a list with `filters` (its filter names): a word for this list
 * or for every list, a service or a payment where the list filters by it, a place where it filters
 * by city (a province's name matches the province too), and every word to skip. Other words are searched as typed.
 */
export function wordsForList(aliases: readonly SearchAlias[], list: ListWords, filters: readonly string[]): SearchWords {
  const words: Record<string, WordMeaning> = {};
  for (const { word, kind, means } of aliases) {
    let meaning: WordMeaning | null = null;
    if (kind === 'list' && (means === list.key || means === EVERY_LIST)) meaning = [[], '', means === EVERY_LIST ? EVERY_LIST_SAID : list.said];
    // A service's key is its plain word ('repair'); a payment's label its name ('GCash').
    else if (kind === 'service' && filters.includes('service')) meaning = [['service'], means, means];
    else if (kind === 'payment' && filters.includes('payment')) meaning = [['payment'], means, PAYMENTS.find((payment) => payment.key === means)?.label ?? means];
    else if (kind === 'place' && filters.includes('city')) meaning = [filters.includes('province') ? ['city', 'province'] : ['city'], means, means];
    // A word to skip says nothing in the line (its empty `said`) and asks nothing.
    else if (kind === 'skip') meaning = [[], '', ''];
    if (meaning) words[foldSearchWord(word)] = meaning;
  }
  return words;
}

/** A query as read through a list's words. */
export interface Reading {
  /** The query as typed, folded: an item whose text holds it matches, words or not. */
  typed: string;
  /** When a word was read: the folded runs of text left (each must be in an item's text), and the filter values the words ask. */
  terms: string[] | null;
  wants: WordMeaning[];
  /** What the line says ("repair, Iloilo"), or null when no word was read. */
  said: string | null;
}

/**
 * Reads `query` through `words`: the longest phrase first, left to right. The words not read stay
 * as typed, each run of them one phrase (in the line, in the visitor's own spelling). A word to skip
 * ('ng', 'sa') ends a run and is left out, but reads nothing on its own.
 */
export function readQuery(query: string, words: SearchWords): Reading {
  const typed = query.trim().split(/\s+/);
  const folded = typed.map(foldSearchWord);
  const wants: WordMeaning[] = [];
  const said: string[] = [];
  const terms: string[] = [];
  let run: number[] = [];
  let read = false;
  const endRun = () => {
    if (run.length) {
      said.push(run.map((at) => typed[at]).join(' '));
      terms.push(run.map((at) => folded[at]).join(' '));
    }
    run = [];
  };
  for (let at = 0; at < typed.length;) {
    let length = Math.min(LONGEST_PHRASE, typed.length - at);
    while (length && !words[folded.slice(at, at + length).join(' ')]) length--;
    if (length) {
      const meaning = words[folded.slice(at, at + length).join(' ')]!;
      endRun();
      if (meaning[2]) {
        read = true;
        said.push(meaning[2]);
      }
      if (meaning[0].length) wants.push(meaning);
      at += length;
    } else run.push(at++);
  }
  endRun();
  return { typed: foldForSearch(query.trim()), terms: read ? terms : null, wants, said: read ? said.join(', ') : null };
}

/**
 * Whether an item matches a reading: its folded text holds what was typed, or (a word was read) the
 * text left and one of each wanted filter's values (`valuesOf`; several as the page writes them, 'repair|parts').
 */
export const matchesReading = (reading: Reading, text: string, valuesOf: (filter: string) => string | null | undefined): boolean =>
  text.includes(reading.typed) ||
  (!!reading.terms &&
    reading.terms.every((term) => text.includes(term)) &&
    reading.wants.every(([filters, value]) => filters.some((filter) => valuesOf(filter)?.split(FILTER_VALUE_SEPARATOR).includes(value))));
