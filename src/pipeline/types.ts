/**
 * The contract between the data pipeline and everything that reads it
 * (the Gatsby sourcing in src/gatsby, the report script, the tests): the entities
 * (declared once, as zod schemas in ./schemas.ts) and the report's findings and outcomes.
 */
import type { FormsSetup } from './entities/form-address';

export { DIRECTORIES } from './entities/schemas';
// The entity types are inferred from the zod schemas, one per entity (./schemas.ts).
export type { Brand, BrandCategory, CyclingEvent, Destination, DirectorySlug, ImageRef, Listing, Shop, Slide } from './entities/schemas';
import type { Brand, BrandCategory, CyclingEvent, Destination, Listing, Shop, Slide } from './entities/schemas';
import type { RuleId } from './rules';
import type { SheetEntity } from './entities/schemas';
import type { CandidateRuleId, ToolRuleId } from './tool-rules';

import type { Severity } from './rules/rule';
export type { Severity };

/** Every id a finding can carry: the data check's rules and those of data:fetch and import:osm. */
export type AnyRuleId = RuleId | ToolRuleId;

/**
 * One finding, written for the editor who maintains the spreadsheet: the one shape of the data
 * check, data:fetch and import:osm. `Id` narrows the rule to one registry (`DataIssue` alone is
 * the data check's; `DataIssue<FetchRuleId>` data:fetch's).
 */
export interface DataIssue<Id extends AnyRuleId = RuleId> {
  rule: Id; // the rule it breaks (src/pipeline/rules, src/pipeline/tool-rules; the rules tables in docs/editors.md)
  severity: Severity;
  file: string; // relative to the data folder, e.g. "shops.csv"
  row: number | null; // spreadsheet row number (header = 1); null for a whole-file problem
  column: string | null;
  found: string | null; // the cell as read
  expected: string | null; // what it became (fixed) or what it should look like
  message: string; // one sentence: what was found and what to do
  url?: string; // data:fetch: the address it is about
}

export type RowStatus = 'kept' | 'fixed' | 'merged' | 'rejected';

export interface RowOutcome {
  file: string;
  row: number;
  status: RowStatus;
  changes?: { column: string; before: string; after: string }[]; // fixed
  mergedInto?: number; // merged: the row it was merged into
  reason?: string; // rejected
}

export interface FileSummary {
  file: string;
  rows: number; // data rows read (header excluded)
  kept: number;
  fixed: number;
  merged: number;
  rejected: number;
  errors: number;
  reviews: number;
}

/** A review queue in data/candidates/ (rows an editor may move into a sheet); never shown on the site. */
export interface CandidateFileSummary {
  file: string; // relative to the data folder, e.g. "candidates/shops-osm.csv"
  candidates: number;
  withLink: number;
  /** Rows whose location is empty or is not one place of the place table. */
  withoutPlace: number;
  /** What could not be read, in the words of the data check; the file is only counted, so these are never errors. */
  problems: DataIssue<CandidateRuleId>[];
}

export interface PipelineResult {
  shops: Shop[];
  brandCategories: BrandCategory[];
  brands: Brand[];
  listings: Listing[];
  events: CyclingEvent[];
  destinations: Destination[];
  slides: Slide[];
  /** The editors' Google Forms (data/forms.json); both null without the file. */
  forms: FormsSetup;
  /** Every sheet's entities (the same as above), by the sheet's file: what data:fetch walks, sheet by sheet. */
  sheetEntities: Readonly<Record<string, readonly SheetEntity[]>>;
  issues: DataIssue[];
  outcomes: RowOutcome[];
  files: FileSummary[];
  candidates: CandidateFileSummary[];
}
