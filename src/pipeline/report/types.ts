/**
 * The report's types: what the data check found (each finding a DataIssue, each row an outcome,
 * each file a summary) and what a run hands its callers (PipelineResult). They sit high: a
 * finding names the rules, so these import the rule registries; the entities they carry come
 * from ../entities/schemas, which imports nothing of the pipeline.
 */
import type { FormsSetup } from '../entities/form-address';
import type { Brand, BrandCategory, CyclingEvent, Destination, Holiday, Listing, SearchAlias, SheetEntity, Shop, Slide } from '../entities/schemas';
import type { RuleId } from '../rules';
import type { DataIssue } from '../rules/issue';
import type { CandidateRuleId, ToolRuleId } from '../tool-rules';
import type { ListWorklist } from './worklist';

export type { DataIssue };
export type { Severity } from '../rules/rule';

/** Every id a finding can carry: the data check's rules and those of data:fetch and import:osm. */
export type AnyRuleId = RuleId | ToolRuleId;

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
  /** The public holidays the editors listed in data/holidays.csv (usable rows, file order); [] without the file. */
  holidays: Holiday[];
  /** The words riders type and what the list's search reads each as (data/search-aliases.csv: usable rows, file order); [] without the file. */
  searchAliases: SearchAlias[];
  /** The editors' Google Forms (data/forms.json); both null without the file. */
  forms: FormsSetup;
  /** Every sheet's entities (the same as above), by the sheet's file: what data:fetch walks, sheet by sheet. */
  sheetEntities: Readonly<Record<string, readonly SheetEntity[]>>;
  issues: DataIssue[];
  outcomes: RowOutcome[];
  files: FileSummary[];
  candidates: CandidateFileSummary[];
  /** The editors' worklist on the day of the run: per list, the listings due a check, oldest first, then never checked. */
  worklist: ListWorklist[];
}
