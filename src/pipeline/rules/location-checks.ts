/** The location rules share one reading of the cell against the place table (normalizePlace); each reports its own outcome. */
import { normalizePlace, type PlaceMatch, type PlaceTable } from '../places';
import { contextPart, type Finding, type RuleContext } from './rule';

// The location rules run one after another on the same cell: the last reading is kept, so a
// cell is looked up in the place table once, not once per rule.
let last: { value: string; table: PlaceTable; match: PlaceMatch } | null = null;

/** normalizePlace, remembered for the cell read last. */
export function readPlaceCell(value: string, table: PlaceTable): PlaceMatch {
  if (last?.value !== value || last.table !== table) last = { value, table, match: normalizePlace(value, table) };
  return last.match;
}

/** A location rule's check: the cell read against the place table, reported with `message` when its reading is `status`. */
export function whenPlaceIs<S extends PlaceMatch['status']>(status: S, message: (value: string, match: Extract<PlaceMatch, { status: S }>) => string) {
  return (value: string, context: RuleContext): Finding | null => {
    const match = readPlaceCell(value, contextPart(context, 'places'));
    return match.status === status ? { found: value, message: message(value, match as Extract<PlaceMatch, { status: S }>) } : null;
  };
}
