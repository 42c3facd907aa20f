/**
 * Canonical Philippine places. The table is the checked-in PSGC snapshot
 * (data/places/places.json, built by scripts/build-places.ts) plus the editors' alias list
 * (data/place-aliases.csv). Lookups go through Maps of comparison keys; suggestions are
 * computed only for names that are not found.
 *
 * Resolution order for a location cell:
 * 1. "Place, Province" (or "Place Province"): the place inside that province;
 * 2. an alias from place-aliases.csv ('QC', 'Alabang', 'Dasma');
 * 3. a display or official PSGC name ('Las Pinas', 'City of Makati') or a city's bare name
 *    ('Muntinlupa City' → 'Muntinlupa'); a province's name means the province (so 'Cebu'
 *    is the province, 'Cebu City' the city);
 * 4. 'Quezon Province', 'Province of Cebu'; 'San Jose Batangas' without the comma.
 * Several equal matches are ambiguous and need the province.
 */
import placesSnapshot from '../../../data/places/places.json';
import { closestIndexed, comparisonKey, foldWhitespace, suggestionIndex, type SuggestionIndex } from '../format/text';

export interface Place {
  name: string;
  kind: 'region' | 'province' | 'city' | 'municipality';
  province: string | null;
  region: string;
  psgc: string;
  official: string;
}

export interface PlaceAlias {
  alias: string;
  place: string;
  province: string;
}

export interface PlaceTable {
  byAlias: Map<string, Place>;
  byName: Map<string, Place[]>;
  byBareName: Map<string, Place[]>;
  provinces: Map<string, Place>;
  /** Every name an editor could mean, for did-you-mean suggestions. */
  suggestionNames: string[];
}

export type PlaceMatch =
  | { status: 'found'; place: Place; via: 'exact' | 'spelling' | 'alias' }
  /** Longer than any place could be written ("Place, Province, Philippines"): not looked up. */
  | { status: 'too-long'; limit: number }
  | { status: 'ambiguous'; candidates: Place[] }
  | { status: 'unknown'; suggestions: string[] };

export const SNAPSHOT_PLACES: readonly Place[] = placesSnapshot as Place[];

function addTo(map: Map<string, Place[]>, key: string, place: Place): void {
  const list = map.get(key);
  if (!list) map.set(key, [place]);
  else if (!list.includes(place)) list.push(place);
}

function bareName(place: Place): string {
  return place.name.replace(/ City$/, '');
}

function describe(place: Place): string {
  if (place.kind === 'region') return place.region;
  if (place.kind === 'province') return `${place.name} province`;
  return `${place.name}, ${place.province ?? 'Metro Manila'}`;
}

export function describePlace(place: Place): string {
  return describe(place);
}

/** Builds the lookup maps. Alias problems come back as messages, the alias is then skipped. */
export function buildPlaceTable(
  places: readonly Place[],
  aliases: readonly (PlaceAlias & { row: number })[] = [],
): { table: PlaceTable; aliasProblems: { row: number; column: string; message: string }[] } {
  const byName = new Map<string, Place[]>();
  const byBareName = new Map<string, Place[]>();
  const provinces = new Map<string, Place>();
  for (const place of places) {
    if (place.kind === 'province') provinces.set(comparisonKey(place.name), place);
    addTo(byName, comparisonKey(place.name), place);
    addTo(byName, comparisonKey(place.official), place);
    if (place.kind === 'city') {
      const bare = bareName(place);
      addTo(byBareName, comparisonKey(bare), place);
      addTo(byBareName, comparisonKey(`${bare} City`), place);
      addTo(byBareName, comparisonKey(`City of ${bare}`), place);
    }
  }
  const table: PlaceTable = { byAlias: new Map(), byName, byBareName, provinces, suggestionNames: [] };
  const aliasProblems: { row: number; column: string; message: string }[] = [];
  for (const alias of aliases) {
    const candidates = (byName.get(comparisonKey(alias.place)) ?? []).filter(
      (place) =>
        alias.province === '' ||
        comparisonKey(place.province ?? '') === comparisonKey(alias.province) ||
        (place.province === null && comparisonKey(alias.province) === 'metro manila'),
    );
    const exact = candidates.filter((place) => place.name === alias.place);
    const chosen = exact.length === 1 ? exact : candidates;
    if (chosen.length !== 1 || !chosen[0]) {
      aliasProblems.push({
        row: alias.row,
        column: chosen.length === 0 ? 'place' : 'province',
        message:
          chosen.length === 0
            ? `'${alias.place}'${alias.province ? ` in ${alias.province}` : ''} is not in the place table; write the place exactly as it appears in data/places/places.json`
            : `'${alias.place}' is the name of several places; fill in the province column`,
      });
      continue;
    }
    table.byAlias.set(comparisonKey(alias.alias), chosen[0]);
  }
  const names = new Set<string>();
  for (const place of places) names.add(place.name);
  for (const alias of aliases) names.add(alias.alias);
  table.suggestionNames = [...names];
  return { table, aliasProblems };
}

function prefer(candidates: Place[]): Place[] {
  // A province's own name means the province ('Quezon' → Quezon province, not the towns).
  const provincesOnly = candidates.filter((place) => place.kind === 'province' || place.kind === 'region');
  return provincesOnly.length === 1 ? provincesOnly : candidates;
}

function inProvince(candidates: readonly Place[], provinceKey: string): Place[] {
  return candidates.filter((place) =>
    provinceKey === 'metro manila' || provinceKey === 'ncr'
      ? place.province === null && place.region.startsWith('National Capital')
      : comparisonKey(place.province ?? '') === provinceKey && place.kind !== 'province',
  );
}

function lookupUnqualified(key: string, table: PlaceTable): { places: Place[]; viaAlias: boolean } {
  const aliased = table.byAlias.get(key);
  if (aliased) return { places: [aliased], viaAlias: true };
  // A city's bare name competes with towns of that name ('Calamba' is a town in Misamis
  // Occidental and Calamba City in Laguna): together they are ambiguous unless one is a province.
  const candidates = [...new Set([...(table.byName.get(key) ?? []), ...(table.byBareName.get(key) ?? [])])];
  return { places: prefer(candidates), viaAlias: false };
}

const cache = new WeakMap<PlaceTable, Map<string, PlaceMatch>>();
const lengthLimits = new WeakMap<PlaceTable, number>();
const suggestionIndexes = new WeakMap<PlaceTable, SuggestionIndex>();

/** Up to three names closest to an unknown place: the table's names are indexed once, on the first unknown place. */
export function suggestPlaces(text: string, table: PlaceTable): string[] {
  let index = suggestionIndexes.get(table);
  if (!index) {
    index = suggestionIndex(table.suggestionNames);
    suggestionIndexes.set(table, index);
  }
  return closestIndexed(text, index);
}

/**
 * The longest a location cell can be and still name a place: the longest name or alias,
 * a comma, the longest province, and room for "Province of" and ", Philippines". Cells
 * beyond it are answered at once, so a huge cell costs no more than reading it.
 */
function lengthLimit(table: PlaceTable): number {
  let limit = lengthLimits.get(table);
  if (limit === undefined) {
    const longest = (keys: Iterable<string>) => Math.max(0, ...[...keys].map((key) => key.length));
    limit = longest(table.suggestionNames) + longest(table.provinces.keys()) + 32;
    lengthLimits.set(table, limit);
  }
  return limit;
}

/** Resolves a location cell to one canonical place, or says why it cannot. */
export function normalizePlace(raw: string, table: PlaceTable): PlaceMatch {
  let memo = cache.get(table);
  if (!memo) {
    memo = new Map();
    cache.set(table, memo);
  }
  const cached = memo.get(raw);
  if (cached) return cached;
  const limit = lengthLimit(table);
  if (raw.length > limit && foldWhitespace(raw).length > limit) return { status: 'too-long', limit };
  const result = resolve(raw, table);
  if (memo.size < 50_000) memo.set(raw, result);
  return result;
}

function resolve(raw: string, table: PlaceTable): PlaceMatch {
  const text = foldWhitespace(raw).replace(/,?\s*philippines$/i, '');
  const key = comparisonKey(text);
  const found = (place: Place, viaAlias: boolean): PlaceMatch => ({
    status: 'found',
    place,
    via: viaAlias ? 'alias' : text === place.name ? 'exact' : 'spelling',
  });

  const direct = lookupUnqualified(key, table);
  // "Place, Province": narrow to the province when it is named after a comma.
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const head = comparisonKey(text.slice(0, comma));
    const provinceKey = comparisonKey(text.slice(comma + 1));
    const headMatch = lookupUnqualified(head, table);
    const pool = [...(table.byName.get(head) ?? []), ...(table.byBareName.get(head) ?? []), ...headMatch.places];
    const narrowed = [...new Set(inProvince(pool, provinceKey))];
    if (narrowed.length === 1 && narrowed[0]) return found(narrowed[0], headMatch.viaAlias && headMatch.places[0] === narrowed[0]);
    if (narrowed.length > 1) return { status: 'ambiguous', candidates: narrowed };
  }
  if (direct.places.length === 1 && direct.places[0]) return found(direct.places[0], direct.viaAlias);
  if (direct.places.length > 1) return { status: 'ambiguous', candidates: direct.places };

  // "Quezon Province", "Province of Cebu"
  const provinceOnly = key.replace(/^province of | province$/g, '');
  const province = provinceOnly !== key ? table.provinces.get(provinceOnly) : undefined;
  if (province) return found(province, false);

  // "San Jose Batangas": a province name at the end, without a comma.
  const words = key.split(' ');
  for (let split = words.length - 1; split >= 1; split--) {
    const provinceKey = words.slice(split).join(' ');
    if (!table.provinces.has(provinceKey) && provinceKey !== 'metro manila') continue;
    const head = words.slice(0, split).join(' ');
    const pool = [...(table.byName.get(head) ?? []), ...(table.byBareName.get(head) ?? []), ...lookupUnqualified(head, table).places];
    const narrowed = [...new Set(inProvince(pool, provinceKey))];
    if (narrowed.length === 1 && narrowed[0]) return found(narrowed[0], false);
    if (narrowed.length > 1) return { status: 'ambiguous', candidates: narrowed };
  }
  return { status: 'unknown', suggestions: suggestPlaces(text, table) };
}
