/**
 * shops.csv's optional columns about what a visitor finds there: the hours (read into weekly
 * intervals), the services and payment methods (read against ../entities/shop-vocabularies) and
 * the brands (read against brands.csv). None rejects a row: what cannot be read is left out and
 * reported for review, and the shop is listed with the rest.
 */
import { readHours, type WeeklyHours } from '../detect/shop-hours';
import { readBrandNames, readWords, splitList } from '../detect/shop-lists';
import { PAYMENTS, SERVICES, type Word } from '../entities/shop-vocabularies';
import { brandUnknown } from '../rules/brand-unknown';
import { defineCheck } from '../rules/findings';
import { hoursLibraryWarning } from '../rules/hours-library-warning';
import { hoursReadAs } from '../rules/hours-read-as';
import { hoursUnreadable } from '../rules/hours-unreadable';
import { paymentUnknown } from '../rules/payment-unknown';
import type { CellCheck } from '../rules/rule';
import { serviceUnknown } from '../rules/service-unknown';
import type { Column } from './define-sheet';

/** A shop's hours as the site prints them and as weekly intervals; both null when not known. */
export interface ShopHours {
  hours: string | null;
  weeklyHours: WeeklyHours | null;
}

const NO_HOURS: ShopHours = { hours: null, weeklyHours: null };

/** The hours: read (and written OpenStreetMap's way), cross-checked with the library where the check has it, or left off. */
const hoursCheck: CellCheck<string, ShopHours> = defineCheck({
  emits: [hoursReadAs, hoursUnreadable, hoursLibraryWarning],
  run: (value: string, at, emit) => {
    const reading = readHours(value);
    if (reading.kind === 'empty') return NO_HOURS;
    if (reading.kind === 'refused') {
      hoursUnreadable.run(value, at, emit);
      return NO_HOURS;
    }
    hoursReadAs.run(value, at, emit);
    hoursLibraryWarning.run(value, at, emit);
    return { hours: reading.value, weeklyHours: reading.hours };
  },
});

/** A list cell read against a vocabulary: the known keys, in its order; each unknown word reported under `rule`. */
function vocabularyCheck(vocabulary: readonly Word[], rule: typeof serviceUnknown | typeof paymentUnknown): CellCheck<string, string[]> {
  return defineCheck({
    emits: [rule],
    run: (value: string, at, emit) => {
      rule.run(value, at, emit);
      return readWords(value, vocabulary).known;
    },
  });
}

/** The brands, as brands.csv spells them; without brands.csv's names at hand (a sheet checked alone), as the cell spells them. */
const brandsCheck: CellCheck<string, string[]> = defineCheck({
  emits: [brandUnknown],
  run: (value: string, at, emit) => {
    const names = at.data.brandNames;
    if (names === undefined) return splitList(value);
    brandUnknown.run(value, at, emit);
    return readBrandNames(value, names).known;
  },
});

/** The optional hours column. */
export function hoursColumn(): Column<ShopHours> {
  return { required: false, checks: [hoursCheck] };
}

/** The optional services column. */
export function servicesColumn(): Column<string[]> {
  return { required: false, checks: [vocabularyCheck(SERVICES, serviceUnknown)] };
}

/** The optional payment column. */
export function paymentColumn(): Column<string[]> {
  return { required: false, checks: [vocabularyCheck(PAYMENTS, paymentUnknown)] };
}

/** The optional brands column. */
export function brandsColumn(): Column<string[]> {
  return { required: false, checks: [brandsCheck] };
}
