/** Messages between the /editors page and its Web Worker (types only: nothing here is bundled). */
import type { SheetList } from '../pipeline/check/check-sheet';
import type { FileSummary, RowStatus, Severity } from '../pipeline/types';

/** How the list of a sheet was known: from its name, from its header row, or as the editor chose. */
export type DetectedBy = 'file name' | 'header row' | 'your choice';

export type Filter = 'all' | Severity;

/** Which part of the results the page shows: the worker keeps them whole and sends only that part. */
export interface ViewWindow {
  filter: Filter;
  /** How many findings (of the filter) and row outcomes the page shows. */
  findings: number;
  rows: number;
}

export type SheetCheckRequest =
  /** Check a sheet. The file itself (a File or a Blob of pasted text) is sent, and read in the worker. */
  | {
      type: 'check';
      id: number;
      file: Blob;
      fileName: string | null;
      list: SheetList | null;
      window: ViewWindow;
      /** The keys of the found logos the site shows (the same on every request of a page). */
      foundLogoKeys: string[];
    }
  /** Another part of the last sheet's results (a filter, or more rows). */
  | { type: 'view'; id: number; window: ViewWindow };

export interface SiteContextCounts {
  places: number;
  aliases: number;
  categories: number;
}

/** A finding as the page's table shows it, its texts clipped. */
export interface ShownFinding {
  row: number | null;
  column: string | null;
  severity: Severity;
  message: string;
}

/** A row's outcome as the page's table shows it. */
export interface ShownOutcome {
  row: number;
  status: RowStatus;
  details: string;
  /** The key of the found logo the site shows for this row (its logo cell is empty), or null. */
  foundLogo: string | null;
}

/** What the page shows of one checked sheet: counts, and only the part of the tables it displays. */
export type SheetView =
  | { status: 'wrong-file' | 'choose-list'; message: string }
  | {
      status: 'checked';
      list: SheetList;
      detectedBy: DetectedBy;
      otherListMessage: string | null;
      fileProblem: string | null;
      fixedProblem: string | null;
      summary: FileSummary;
      /** Findings by severity, and in all. */
      counts: Record<Severity | 'all', number>;
      window: ViewWindow;
      findings: ShownFinding[];
      /** How many findings the filter has in all. */
      findingsTotal: number;
      outcomes: ShownOutcome[];
      outcomesTotal: number;
      /** The first 50 local files the sheet names (not checked in the browser), and how many in all. */
      uncheckedFiles: string[];
      uncheckedTotal: number;
      /** The fixed sheet, made in the worker; null when there is nothing to fix or it cannot be written. */
      fixedSheet: Blob | null;
    };

export type SheetCheckMessage =
  /** `rows`: rows read so far of about `total` (the sheet's lines), while the rows are checked. */
  | { id: number; type: 'progress'; stage: string; rows?: number; total?: number }
  | { id: number; type: 'done'; view: SheetView; context: SiteContextCounts }
  | { id: number; type: 'failed'; message: string };
