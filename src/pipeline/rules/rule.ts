/**
 * A data rule: a finding kind (./findings) and, when it finds only itself, its own `check`, which
 * defineRule makes a Check like every other detector (it emits itself). Modelled on
 * mdn/browser-compat-data's lint rules: one small module per kind, listed in ./index.ts. Kinds
 * that one reading decides among (a link, a location, an image) are emitted by one check each
 * (./link-check, ./location-check, ./image-check); the sheets' columns name the checks they run
 * (../sheets, runChecks), a file's, a sheet's and a row's are run by `FileLog.run` (../read/log),
 * and `FileLog.report` takes the severity (and so the row's outcome) from the kind.
 */ import type { FoundLogoIndex } from '../detect/found-logos';
import type { FileProbe } from '../detect/logos';
import type { PlaceTable } from '../detect/places';
import type { RemoteManifest } from '../detect/remote-cache';

import type { Check, Emit, Finding, FindingKind } from './findings';

export type { Finding, FindingKind, Scope, Severity } from './findings';

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
  /** The brands of brands.csv, as it spells them, which a shop's brands cell is read against; absent, that cell is not checked. */
  brandNames?: readonly string[];
  /**
   * What the opening_hours library says of a shop's hours (../node/hours-library): only the Node check
   * has it (the library stays out of the browser), so the /editors page does not cross-check hours.
   */
  hoursLibrary?: HoursLibrary;
}

/** The opening_hours library's verdict on hours the site read: why it refuses them, or its warnings ([] when none). */
export type HoursLibrary = (value: string) => { refused: string | null; warnings: readonly string[] };

/**
 * The cell scope's one context: what a column's check is told (where the cell is, what the reader
 * has at hand, the cells read before it in the row). A rule's own check reads a part of it
 * (RuleContext).
 */
export interface CellContext {
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
export type CellCheck<Input = string, Result = unknown> = Check<Input, CellContext, Result>;

/**
 * What a rule's own check reads of its context: the column and what the row lists ('shop'), and,
 * for the few that need it, what the reader has at hand. A cell's context is one; so is a tool's
 * or a file's, which give only the column and what.
 */
export type RuleContext = Pick<CellContext, 'column' | 'what'> & { data?: Partial<ReadContext> };

/** Something a rule needs from what the reader has at hand, which the reader must pass. */
export function contextPart<K extends 'places' | 'categorySlugs' | 'probe'>(context: RuleContext, key: K): NonNullable<ReadContext[K]> {
  const part = context.data?.[key];
  if (part === undefined) throw new Error(`a rule that needs ${key} was run without it`);
  return part;
}

/**
 * A finding kind with a detector of its own that finds only it. It is a Check like every other
 * detector (./findings): `run` emits what `check` found and passes its input on, so a column,
 * a file, a sheet or a row runs it through the same runner as any check (`runChecks`,
 * `FileLog.run`). `check` is the decision and its sentence: the input, and what it breaks or null.
 * Kinds that one check decides among (the link, location and image kinds) have no `check`: the
 * check that emits them decides.
 */
export interface Rule<Id extends string = string, Input = string> extends FindingKind<Id>, Check<Input, RuleContext, Input> {
  /** What the input breaks, or null when it is fine. */
  check: (input: Input, context: RuleContext) => Finding | null;
  /** For `fixed` rules: the value the site uses instead. */
  fix?: (value: string) => string;
}

/** A registered rule, with where it applies: its own files and columns and those of the sheets that run it. */
export type PlacedRule<R = FindingKind> = R & { appliesTo: readonly string[]; column: readonly string[] };

/** What defineRule adds to a rule: the Check every runner runs. */
type AsCheck<Input> = { emits: readonly FindingKind[]; run: (input: Input, context: RuleContext, emit: Emit) => Input };

/**
 * Keeps the rule's own type (its literal id, the input its check reads), so `RuleId` lists every
 * registered id, and makes it a Check that emits itself. (Not a `const` type parameter: the Parcel
 * that compiles gatsby-node cannot read one.)
 */
export function defineRule<Id extends string, R extends Omit<Rule<Id>, 'check' | 'emits' | 'run'>, Input = string>(
  rule: R & { id: Id; check: (input: Input, context: RuleContext) => Finding | null },
): R & { check: (input: Input, context: RuleContext) => Finding | null } & AsCheck<Input> {
  const emits: FindingKind[] = [];
  const defined = {
    ...rule,
    emits,
    run(input: Input, context: RuleContext, emit: Emit): Input {
      const finding = defined.check(input, context);
      if (finding !== null) emit(defined, finding);
      return input;
    },
  };
  emits.push(defined);
  return defined;
}

/** Groups of files, in the words of the rules table (docs/editors.md). */
export const EVERY_CSV = 'every CSV sheet';
export const EVERY_FILE = 'every data file';
export const LISTING_SHEETS = 'the 7 directory sheets';
