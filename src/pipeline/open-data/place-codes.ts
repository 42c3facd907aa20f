/**
 * The PSGC codes of a listing's place, for the downloads: an outsider joins the rows to the
 * Philippine Statistics Authority's tables by these, not by names that are spelled many ways.
 */
import { SNAPSHOT_PLACES, type Place } from '../detect/places';
import type { Shop } from '../entities/schemas';

/** A place as the pipeline reads a location cell (a shop's, an event's). */
export type ReadPlace = Pick<Shop, 'location' | 'city' | 'province' | 'region'>;

export interface PlaceCodes {
  /** The place's own code (city, municipality, province, or Metro Manila's region); null when the table does not know it. */
  psgc: string | null;
  /** Its province's code; null for Metro Manila's cities, which have none, and for unknown places. */
  provincePsgc: string | null;
}

const keyOf = (kind: 'local' | Place['kind'], name: string, province: string | null) => `${kind}|${name}|${province ?? ''}`;

/** Every place of the table by kind, name and province (unique in the snapshot). */
function indexOf(places: readonly Place[]): Map<string, Place> {
  const index = new Map<string, Place>();
  for (const place of places) {
    const kind = place.kind === 'city' || place.kind === 'municipality' ? 'local' : place.kind;
    index.set(keyOf(kind, place.name, place.province), place);
  }
  return index;
}

let snapshotIndex: Map<string, Place> | null = null;

/**
 * The codes of a read place, looked up in the place table the location was read against. A place
 * kept as written for review (an empty region) has none: no code is guessed.
 */
export function placeCodes(place: ReadPlace | null, places: readonly Place[] = SNAPSHOT_PLACES): PlaceCodes {
  if (!place || place.region === '') return { psgc: null, provincePsgc: null };
  const index = places === SNAPSHOT_PLACES ? (snapshotIndex ??= indexOf(places)) : indexOf(places);
  const own = place.city
    ? index.get(keyOf('local', place.city, place.province))
    : (index.get(keyOf('province', place.location, place.location)) ?? index.get(keyOf('region', place.location, null)));
  const province = place.province ? index.get(keyOf('province', place.province, place.province)) : undefined;
  return { psgc: own?.psgc ?? null, provincePsgc: province?.psgc ?? null };
}
