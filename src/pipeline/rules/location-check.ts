/**
 * The location check: reads a location cell against the place table once (normalizePlace) and
 * emits what its reading says: too long (an error), read as an official place (fixed), several
 * places or none of the table (for review). The value is where the row is on the site.
 */
import { defineCheck } from './findings';
import { placeCellValue } from '../detect/place-cell';
import { describePlace, normalizePlace } from '../detect/places';
import type { Shop } from '../entities/schemas';
import { quoteList } from '../format/text';
import { locationAmbiguous } from './location-ambiguous';
import { locationReadAs } from './location-read-as';
import { locationRequired } from './location-required';
import { locationTooLong } from './location-too-long';
import { locationUnknown } from './location-unknown';
import type { CellCheck } from './rule';

export type ShopPlace = Pick<Shop, 'location' | 'city' | 'province' | 'region'>;

/**
 * A filled location cell, read against the place table; null when it cannot be used. A place
 * the table does not know for sure is kept with its cell as written, for review.
 */
export const locationCheck: CellCheck<string, ShopPlace | null> = defineCheck({
  emits: [locationTooLong, locationReadAs, locationAmbiguous, locationUnknown],
  run: (value: string, { data: { places } }, emit) => {
    const match = normalizePlace(value, places);
    if (match.status === 'too-long') {
      emit(locationTooLong, {
        found: value,
        sentence: `the location is ${value.length.toLocaleString('en-US')} characters long, longer than any Philippine place name with its province (at most ${match.limit}); write just the city or municipality, e.g. 'Quezon City'`,
      });
      return null;
    }
    if (match.status === 'ambiguous') {
      const options = match.candidates.slice(0, 4).map((candidate) => describePlace(candidate));
      emit(locationAmbiguous, {
        found: value,
        sentence: `'${value}' is the name of ${match.candidates.length} places (${options.join('; ')}); add the province, e.g. '${options[0] ?? value}'`,
      });
    }
    if (match.status === 'unknown') {
      const hint = match.suggestions.length ? `did you mean ${quoteList(match.suggestions)}? ` : '';
      emit(locationUnknown, {
        found: value,
        sentence: `'${value}' is not a Philippine city, municipality or province in the place table; ${hint}correct the spelling, or add it to data/place-aliases.csv`,
      });
    }
    if (match.status !== 'found') return { location: value, city: null, province: null, region: '' };
    const { place } = match;
    // The fix writes a name that reads as this same place again ('San Fernando City, Pampanga',
    // not 'San Fernando City', which is two places); a cell already written so is left alone.
    const written = placeCellValue(place, places) ?? value;
    if (written !== value) {
      const within = place.kind === 'province' ? 'province' : place.kind === 'region' ? 'region' : (place.province ?? 'Metro Manila');
      const spelled = written === place.name ? '' : `; it is written '${written}', which names only that place`;
      emit(locationReadAs, { found: value, fixedValue: written, sentence: `'${value}' was read as '${place.name}' (${within})${spelled}` });
    }
    return { location: place.name, city: place.kind === 'city' || place.kind === 'municipality' ? place.name : null, province: place.province, region: place.region };
  },
});

/** A shop's location: required; an empty cell rejects the row (the location check then does not run). */
export const locationRequiredCheck: CellCheck<string, string> = defineCheck({
  emits: [locationRequired],
  run: (value: string, _at: unknown, emit) => {
    if (value === '')
      emit(locationRequired, { found: '', sentence: `the location is empty; write the shop's city, municipality or province, e.g. 'Quezon City' or 'Bohol'` });
    return value;
  },
});

/** An event's place: optional (an empty cell is null), read like a shop's location. */
export const optionalLocationCheck: CellCheck<string, ShopPlace | null> = defineCheck({
  emits: locationCheck.emits,
  run: (value: string, at, emit) => (value === '' ? null : locationCheck.run(value, at, emit)),
});
