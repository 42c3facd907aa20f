/**
 * A data rule: one thing the check looks for, with an id every finding carries, a line an
 * editor can read, where it applies and how bad it is. Modelled on mdn/browser-compat-data's
 * lint rules: one small module per rule, listed in ./index.ts.
 */
import type { Severity } from '../types';

/** What a cell rule is told besides the value: the column and what the row lists ('shop'). */
export interface CellContext {
  column: string;
  /** 'shop', 'brand', 'listing', 'event', 'destination'. */
  what: string;
}

export interface Rule<Id extends string = string> {
  /** Kebab-case, stable: it appears in every report and in the rules table of docs/editors.md. */
  id: Id;
  /** One line for an editor: what is refused, fixed or flagged, and why. */
  description: string;
  /** The files it reads: a name ('shops.csv'), or a group ('every CSV sheet', 'every file'). */
  appliesTo: readonly string[];
  /** The column(s) it looks at; empty for a whole row or a whole file. */
  column: readonly string[];
  /** error: the row (or file) is not used; review: used, but look at it; fixed: changed for you. */
  severity: Severity;
  /**
   * The sentence for the report when the value breaks the rule, null when it is fine. Rules
   * without `check` look at more than one cell (a file, a header, two rows, the place table):
   * the reader that knows that context reports them under the rule's id.
   */
  check?: (value: string, context: CellContext) => string | null;
  /** For `fixed` rules: the value the site uses instead. */
  fix?: (value: string) => string;
}

/**
 * Keeps the rule's own type (its literal id, whether it has a check), so `RuleId` lists every
 * registered id. (Not a `const` type parameter: the Parcel that compiles gatsby-node cannot read one.)
 */
export function defineRule<Id extends string, R extends Rule<Id>>(rule: R & { id: Id }): R {
  return rule;
}

/** Groups of files, in the words of the rules table (docs/editors.md). */
export const EVERY_CSV = 'every CSV sheet';
export const EVERY_FILE = 'every data file';
export const LISTING_SHEETS = 'the 7 directory sheets';
