/**
 * The columns several sheets share, each with the checks it runs (../rules). A sheet's own
 * column (a shop's location, a brand's category) lives in that sheet's file.
 */
import type { ImageRef, ListingStatus } from '../entities/schemas';
import { defineCheck, emitted } from '../rules/findings';
import { logoCheck, pictureCheck } from '../rules/image-check';
import { optionalLinkCheck, requiredLinkCheck } from '../rules/link-check';
import { nameFormula } from '../rules/name-formula';
import { nameInvisibleOnly } from '../rules/name-invisible-only';
import { nameRequired } from '../rules/name-required';
import { nameTooLong } from '../rules/name-too-long';
import type { CellCheck } from '../rules/rule';
import { sourceOsmReference } from '../rules/source-osm-reference';
import { statusUnknown } from '../rules/status-unknown';
import { checkedFuture } from '../rules/checked-future';
import { checkedUnreadable } from '../rules/checked-unreadable';
import { manilaToday } from '../detect/event-dates';
import { readChecked, readStatus } from '../detect/listing-checks';
import type { Column, FetchedAs } from './define-sheet';

/** Header names that mean the logo column. */
export const LOGO_HEADER_ALIASES = { img: 'logo', imgsrc: 'logo', image: 'logo' } as const;

/** A column data:fetch works on: its type says so, so the entity must keep the column's value (defineSheet). */
export type FetchedColumn<T, As extends FetchedAs = FetchedAs> = Column<T> & { fetch: As };

/** The rules a name is reported for the first of. */
const NAME_RULES = [nameRequired, nameInvisibleOnly, nameTooLong];

/** A name: the first rule it breaks of required, invisible and too long (an empty name is not also "invisible"), then a formula. */
export const nameCheck: CellCheck<string, string> = defineCheck({
  emits: [nameRequired, nameInvisibleOnly, nameTooLong, nameFormula],
  run: (value: string, at, emit) => {
    if (NAME_RULES.some((rule) => emitted(rule, value, at, emit))) return value;
    nameFormula.run(value, at, emit);
    return value;
  },
});

/** The optional source column: any text; an OpenStreetMap reference is written one way, so the card credits it. */
export const sourceCheck: CellCheck<string, string | null> = defineCheck({
  emits: [sourceOsmReference],
  run: (value: string, at, emit) => {
    if (value === '') return null;
    let read = value;
    sourceOsmReference.run(value, at, (kind, finding) => {
      read = finding.fixedValue ?? value;
      emit(kind, finding);
    });
    return read;
  },
});

/** Every row's name: required; an unusable name rejects the row. */
export function nameColumn(): Column<string> {
  return { required: true, checks: [nameCheck] };
}

/** A link the row needs (an empty or unusable one rejects it). */
export function requiredLinkColumn(): FetchedColumn<string, 'link'> {
  return { fetch: 'link', required: true, checks: [requiredLinkCheck as CellCheck<string, string>] };
}

/** A link the row may leave empty (null); an unusable one rejects the row. */
export function optionalLinkColumn(): FetchedColumn<string | null, 'link'> {
  return { fetch: 'link', required: false, checks: [optionalLinkCheck] };
}

/** An optional logo: problems are for review, and the row keeps no logo. */
export function logoColumn(): FetchedColumn<ImageRef | null, 'logo'> {
  return { fetch: 'logo', required: false, checks: [logoCheck] };
}

/** A picture the page cannot do without (a poster, a thumbnail): problems reject the row. */
export function pictureColumn(): FetchedColumn<ImageRef, 'picture'> {
  return { fetch: 'picture', required: true, checks: [pictureCheck as CellCheck<string, ImageRef>] };
}

/** The optional source column: any text, an OpenStreetMap reference written one way. */
export function sourceColumn(): Column<string | null> {
  return { required: false, checks: [sourceCheck] };
}

/** A listing's status: open (an empty cell), 'temporarily closed' or 'closed'; anything else rejects the row. */
export const statusCheck: CellCheck<string, ListingStatus> = defineCheck({
  emits: [statusUnknown],
  run: (value: string, at, emit) => {
    statusUnknown.run(value, at, emit);
    return readStatus(value) ?? 'open';
  },
});

/** The month a listing was last checked ('2026-11'), or null: empty, unreadable or after today (the last two for review). */
export const checkedCheck: CellCheck<string, string | null> = defineCheck({
  emits: [checkedUnreadable, checkedFuture],
  run: (value: string, at, emit) => {
    if (emitted(checkedUnreadable, value, at, emit) || emitted(checkedFuture, value, at, emit)) return null;
    const reading = readChecked(value, at.data.today ?? manilaToday());
    return reading.status === 'read' ? reading.month : null;
  },
});

/** Every list's status column (optional: an empty cell, or no column, is an open listing). */
export function statusColumn(): Column<ListingStatus> {
  return { required: false, checks: [statusCheck] };
}

/** Every list's checked column (optional: empty is never checked). */
export function checkedColumn(): Column<string | null> {
  return { required: false, checks: [checkedCheck] };
}
