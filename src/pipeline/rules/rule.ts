/**
 * A data rule: one thing the check looks for, with an id every finding carries, a line an
 * editor can read, where it applies and how bad it is, and the check that finds it and writes
 * its message. Modelled on mdn/browser-compat-data's lint rules: one small module per rule,
 * listed in ./index.ts. The product runs each rule's own `check` and hands what it returns to
 * `FileLog.report`, which takes the severity (and so the row's outcome) from the rule.
 */
import type { FoundLogoIndex } from '../found-logos';
import type { FileProbe } from '../logos';
import type { PlaceTable } from '../places';
import type { RemoteManifest } from '../remote-cache';

/** error: the row (or file) is not used; review: used, but look at it; fixed: changed for you. */
export type Severity = 'error' | 'review' | 'fixed';

/**
 * What a rule looks at. file: the file as a whole (its bytes, header, entry count); sheet:
 * several rows together; row: one row with what it is checked against; cell: one cell alone.
 */
export type Scope = 'file' | 'sheet' | 'row' | 'cell';

/** What a rule found. `message` is the sentence for the report (the logger adds where). */
export interface Finding {
  /** The cell as read; omitted for a whole-file finding. */
  found?: string | null;
  /** What it became (fixed) or what it should look like. */
  expected?: string | null;
  message: string;
  /** The value the site uses instead of the cell (fixed rules; a logo left out for review is ''). */
  fixedValue?: string;
}

/**
 * What a check is told besides its input: the column and what the row lists ('shop'), and the
 * other data a reader has at hand. Each reader passes what its rules need.
 */
export interface RuleContext {
  column: string;
  /** 'shop', 'brand', 'listing', 'event', 'destination', 'slide'. */
  what: string;
  places?: PlaceTable;
  /** The slugs brands.csv may use (from brand-categories.json). */
  categorySlugs?: readonly string[];
  /** How to look at a file under the data folder (logos, pictures, fetched copies). */
  probe?: FileProbe;
  /** What `npm run data:fetch` has stored under cache/images/. */
  remoteCache?: RemoteManifest;
  /** The logos the weekly run found (cache/found-logos.json), by key; absent means none. */
  foundLogos?: FoundLogoIndex;
}

/** Something a rule needs from its context, which the reader must pass. */
export function contextPart<K extends 'places' | 'categorySlugs' | 'probe'>(context: RuleContext, key: K): NonNullable<RuleContext[K]> {
  const part = context[key];
  if (part === undefined) throw new Error(`a rule that needs ${key} was run without it`);
  return part;
}

/** The context of a rule that looks at one cell alone. */
export type CellContext = Pick<RuleContext, 'column' | 'what'>;

export interface Rule<Id extends string = string, Input = string> {
  /** Kebab-case, stable: it appears in every report and in the rules table of docs/editors.md. */
  id: Id;
  /** One line for an editor: what is refused, fixed or flagged, and why. */
  description: string;
  /**
   * The files it reads besides the CSV sheets: a name ('slides.json'), or a group ('every data
   * file'). The sheets that run it (src/pipeline/sheets) are added by the registry, which also
   * names a rule every sheet runs 'every CSV sheet'.
   */
  appliesTo?: readonly string[];
  /** The column(s) it looks at besides the sheets' columns that run it; none for a whole row or a whole file. */
  column?: readonly string[];
  severity: Severity;
  scope: Scope;
  /** What the input breaks, or null when it is fine. The readers run it and log what it returns. */
  check: (input: Input, context: RuleContext) => Finding | null;
  /** For `fixed` rules: the value the site uses instead. */
  fix?: (value: string) => string;
}

/** A registered rule, with where it applies: its own files and columns and those of the sheets that run it. */
export type PlacedRule<R = Rule<string, never>> = R & { appliesTo: readonly string[]; column: readonly string[] };

/**
 * Keeps the rule's own type (its literal id, the input its check reads), so `RuleId` lists every
 * registered id. (Not a `const` type parameter: the Parcel that compiles gatsby-node cannot read one.)
 */
export function defineRule<Id extends string, R extends Omit<Rule<Id>, 'check'>, Input = string>(
  rule: R & { id: Id; check: (input: Input, context: RuleContext) => Finding | null },
): R & { check: (input: Input, context: RuleContext) => Finding | null } {
  return rule;
}

/** Groups of files, in the words of the rules table (docs/editors.md). */
export const EVERY_CSV = 'every CSV sheet';
export const EVERY_FILE = 'every data file';
export const LISTING_SHEETS = 'the 7 directory sheets';
