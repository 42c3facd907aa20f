/**
 * What a place fix writes into a location cell: a name the reader resolves to the same place
 * again. 'San Fernando City' alone is two cities (La Union and Pampanga), so a cell read as the
 * one in Pampanga is written 'San Fernando City, Pampanga'; 'Santa Cruz, Laguna' stays as it is.
 * A fixed sheet therefore never turns a place into an "ambiguous place" finding.
 */
import { normalizePlace, type Place, type PlaceTable } from './places';

/** The shortest way to write `place` that the reader takes for that place and no other; null when none does. */
export function placeCellValue(place: Place, table: PlaceTable): string | null {
  const within = place.province ?? 'Metro Manila';
  const spellings =
    place.kind === 'city' || place.kind === 'municipality'
      ? [place.name, `${place.name}, ${within}`, `${place.official}, ${within}`]
      : place.kind === 'province'
        ? [place.name, `${place.name} Province`]
        : [place.name];
  for (const spelling of spellings) {
    const match = normalizePlace(spelling, table);
    if (match.status === 'found' && match.place.psgc === place.psgc) return spelling;
  }
  return null;
}
