/**
 * A data rule: a finding kind (../findings) and, when it finds only itself, its own `check`.
 * Modelled on mdn/browser-compat-data's lint rules: one small module per kind, listed in
 * ./index.ts. Kinds that one reading decides among (a link, a location, an image) are emitted by
 * one check each (./link-check, ./location-check, ./image-check); the sheets' columns name the
 * checks they run (../sheets), and `FileLog.report` takes the severity (and so the row's
 * outcome) from the kind.
 */ import type { FoundLogoIndex } from '../detect/found-logos';
import type { FileProbe } from '../detect/logos';
import type { PlaceTable } from '../detect/places';
import type { RemoteManifest } from '../detect/remote-cache';

import type { Check, Finding, FindingKind } from './findings';

export type { Finding, FindingKind, Scope, Severity } from './findings';

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

/** What the readers have at hand besides the text: how to look at files under the data folder, the place table, … */
export interface ReadContext {
  probe: FileProbe;
  places: PlaceTable;
  /** What `npm run data:fetch` has stored under cache/images/; absent means nothing fetched yet. */
  remoteCache?: RemoteManifest;
  /** The logos the weekly run found (cache/found-logos.json), by key; absent means none. */
  foundLogos?: FoundLogoIndex;
  /** Today's date in Manila ('2026-11-25'), which the event date rules count from; absent means the day the check runs. */
  today?: string;
  /** The slugs brands.csv may use (from brand-categories.json); only the brand sheet reads them. */
  categorySlugs?: readonly string[];
}

/** What a column's check is told: where the cell is, what the reader has at hand, and the cells read before it in the row. */
export interface CellCheckContext {
  file: string;
  row: number;
  column: string;
  /** What one row lists, for the messages: 'shop', 'brand', 'listing', 'event', 'destination', 'slide'. */
  what: string;
  /** The cell as read (the checks before this one may have made a value of it). */
  cell: string;
  data: ReadContext;
  /** The values of the cells read before this one in the row (REJECTED for a cell that rejected it). */
  before: Readonly<Record<string, unknown>>;
}

/**
 * A check a column runs (../sheets): it reads the value so far (the cell, or what the column's
 * check before it returned) and returns the value the next one reads.
 */
export type CellCheck<Input = string, Result = unknown> = Check<Input, CellCheckContext, Result>;

/**
 * A finding kind with a detector of its own that finds only it: `check` reads the input and
 * returns what it found (with its sentence), or null. Kinds that one check decides among (the
 * link, location and image kinds) have no `check`: the check that emits them decides (../findings).
 */
export interface Rule<Id extends string = string, Input = string> extends FindingKind<Id> {
  /** What the input breaks, or null when it is fine. */
  check: (input: Input, context: RuleContext) => Finding | null;
  /** For `fixed` rules: the value the site uses instead. */
  fix?: (value: string) => string;
}

/** A registered rule, with where it applies: its own files and columns and those of the sheets that run it. */
export type PlacedRule<R = FindingKind> = R & { appliesTo: readonly string[]; column: readonly string[] };

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

/** The column check of a rule that finds only itself: runs its `check` on the cell, emits what it finds, and passes the cell on. */
export function ruleCheck(rule: Rule<string, string> & { id: string }): CellCheck<string, string> {
  return {
    emits: [rule],
    run: (value, at, emit) => {
      const finding = rule.check(value, at);
      if (finding !== null) emit(rule, finding);
      return value;
    },
  };
}
