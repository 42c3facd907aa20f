/**
 * What a row of data/search-aliases.csv stands for, read against what the site has: its lists (every
 * list, the shops, the directories, a brand category), the services and payment methods of shops.csv,
 * and the cities, municipalities and provinces of the place table. Words are compared with
 * foldSearchWord (../format/text), the fold a page can import without the place table.
 */
import { DIRECTORIES, SEARCH_ALIAS_KINDS, type SearchAliasKind } from '../entities/schemas';
import { PAYMENTS, SERVICES } from '../entities/shop-vocabularies';
import { comparisonKey, foldSearchWord, quoteList } from '../format/text';
import { describePlace, normalizePlace, type Place, type PlaceTable } from './places';
import { nearest } from './shop-lists';

/** What the meanings are read against: the place table and brand-categories.json's slugs. */
export interface SearchAliasContext {
  places: PlaceTable;
  categorySlugs: readonly string[];
}

/** What a `means` cell reads as: the value the site uses, or why the row cannot be used. */
export type SearchAliasMeaning = { status: 'known'; means: string } | { status: 'unknown'; sentence: string };

/** Whether a folded word has a letter or a digit, without which no query could ever match it. */
export function hasSearchableCharacter(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(foldSearchWord(value));
}

/** The kind a `kind` cell names (case does not matter), or null when it names none. */
export function searchAliasKindOf(value: string): SearchAliasKind | null {
  const folded = foldSearchWord(value);
  return SEARCH_ALIAS_KINDS.find((kind) => kind === folded) ?? null;
}

/** The lists a word can stand for: 'all' (every list), 'shops', each directory, and each brand category as 'brands/<slug>'. */
export function searchAliasLists(categorySlugs: readonly string[]): string[] {
  return ['all', 'shops', ...DIRECTORIES, ...categorySlugs.map((slug) => `brands/${slug}`)];
}

/** One of `values` (compared folded), as the site writes it; or the sentence naming the nearest. */
function oneOf(means: string, values: readonly string[], what: string, choose: string): SearchAliasMeaning {
  const folded = foldSearchWord(means);
  const known = values.find((value) => value === folded);
  if (known !== undefined) return { status: 'known', means: known };
  const guess = nearest(means, values);
  return { status: 'unknown', sentence: `'${means}' is not ${what} the site knows${guess === '' ? '' : `: did you mean '${guess}'?`} ${choose}; the row is left out` };
}

/** The places of the table whose name the site would read as `place` too (its namesakes), `place` among them. */
function namesakes(place: Place, table: PlaceTable): Place[] {
  return (table.byName.get(comparisonKey(place.name)) ?? []).filter((other) => other.name === place.name && other.kind !== 'region');
}

/** A place the site writes one way only: a province, or a city or municipality no other place (or province) shares its name with. */
function placeMeaning(means: string, table: PlaceTable): SearchAliasMeaning {
  const match = normalizePlace(means, table);
  const leftOut = 'the row is left out';
  if (match.status === 'too-long')
    return { status: 'unknown', sentence: `'${means}' is longer than any place name; write a city, a municipality or a province, e.g. 'Manila' or 'Cebu'; ${leftOut}` };
  if (match.status === 'unknown') {
    const hint = match.suggestions.length > 0 ? ` did you mean ${quoteList(match.suggestions)}?` : '';
    return {
      status: 'unknown',
      sentence: `'${means}' is not a city, municipality or province in the place table:${hint} write the place as the site writes it, e.g. 'Manila' or 'Cebu'; ${leftOut}`,
    };
  }
  if (match.status === 'ambiguous') {
    const options = match.candidates.slice(0, 4).map((candidate) => describePlace(candidate));
    return {
      status: 'unknown',
      sentence: `'${means}' is the name of ${match.candidates.length} places (${options.join('; ')}), and a search word stands for one; write a place with a name of its own, or its province; ${leftOut}`,
    };
  }
  const { place } = match;
  if (place.kind === 'region')
    return { status: 'unknown', sentence: `'${means}' is a region; a search word stands for a city, a municipality or a province, e.g. 'Manila' or 'Cebu'; ${leftOut}` };
  if (place.kind !== 'province' && namesakes(place, table).length > 1)
    return {
      status: 'unknown',
      sentence: `'${means}' is ${describePlace(place)}, but the site writes ${namesakes(place, table).length} places '${place.name}', so a search cannot tell them apart; ${leftOut}`,
    };
  return { status: 'known', means: place.name };
}

/**
 * Reads a `means` cell for its kind: a list ('all', 'shops', a directory's slug, 'brands/<category>'), a key of
 * SERVICES or PAYMENTS (any case), a place (read as a location is, written as the site writes it), or nothing (`skip`).
 */
export function readSearchAliasMeaning(kind: SearchAliasKind, means: string, { places, categorySlugs }: SearchAliasContext): SearchAliasMeaning {
  if (kind === 'skip')
    return means === ''
      ? { status: 'known', means: '' }
      : { status: 'unknown', sentence: `a word to skip means nothing, but this row says '${means}'; empty the cell, or give the word another kind; the row is left out` };
  if (kind === 'place') return placeMeaning(means, places);
  if (kind === 'service') {
    const keys = SERVICES.map((word) => word.key);
    return oneOf(means, keys, 'a service', `Write one of ${quoteList(keys)}`);
  }
  if (kind === 'payment') {
    const keys = PAYMENTS.map((word) => word.key);
    return oneOf(means, keys, 'a payment method', `Write one of ${quoteList(keys)}`);
  }
  const example = categorySlugs[0] ?? 'tires';
  return oneOf(
    means,
    searchAliasLists(categorySlugs),
    'a list',
    `Write 'all' (every list), 'shops', a directory (${quoteList(DIRECTORIES)}) or 'brands/' and a brand category (e.g. 'brands/${example}')`,
  );
}
