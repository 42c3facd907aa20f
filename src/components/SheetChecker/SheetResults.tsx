import * as React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
// Types only: the pipeline itself loads in the Web Worker, never with this page's own script.
import type { Severity } from '../../pipeline/types';
import type { Filter, SheetView, ShownFinding, SiteContextCounts } from '../../lib/sheet-check-protocol';
import { useObjectUrl } from '../../hooks/use-object-url';
import { ResultTable, ShowMore } from './ResultTable';
import { SheetSummary, type CheckedView } from './SheetSummary';
import * as styles from './SheetChecker.css';

/** A found logo as the site built it (AVIF and WebP files of the site itself, never another host's). */
export type FoundLogoPicture = IGatsbyImageData;
export type FoundLogos = Readonly<Record<string, FoundLogoPicture>>;

const SEVERITY_LABEL: Record<Severity, string> = { error: 'error', review: 'needs review', fixed: 'auto-fixed' };
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Errors' },
  { value: 'review', label: 'Needs review' },
  { value: 'fixed', label: 'Auto-fixed' },
];

export interface ResultsProps {
  view: SheetView;
  foundLogos: FoundLogos;
  context: SiteContextCounts;
  fileName: string | null;
  filterName: string;
  /** The filter chosen (the findings shown may still be the last filter's, until the worker answers). */
  filter: Filter;
  onFilter(value: Filter): void;
  onMoreFindings(): void;
  onMoreRows(): void;
}

/** A checked sheet's results, or why the sheet could not be checked (another kind of file, or no list to check it as). */
export function Results({ view, ...rest }: ResultsProps) {
  // The fixed sheet is made in the worker; its blob: address is released when the sheet changes.
  const fixedUrl = useObjectUrl(view.status === 'checked' ? view.fixedSheet : null);
  if (view.status !== 'checked') {
    return (
      <p role="alert" className={styles.alert}>
        {view.message}
      </p>
    );
  }
  return <CheckedResults view={view} fixedUrl={fixedUrl} {...rest} />;
}

type CheckedResultsProps = Omit<ResultsProps, 'view'> & { view: CheckedView; fixedUrl: string | null };

/** A problem with the whole file (or a hint it is another list), the summary, the findings and each row's outcome. */
function CheckedResults({ view, context, fileName, fixedUrl, filterName, filter, onFilter, onMoreFindings, onMoreRows, foundLogos }: CheckedResultsProps) {
  const problem = view.otherListMessage ?? view.fileProblem;
  return (
    <>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      <SheetSummary view={view} context={context} fileName={fileName} fixedUrl={fixedUrl} />
      <FindingsPanel view={view} filterName={filterName} filter={filter} onFilter={onFilter} onMore={onMoreFindings} />
      <RowsPanel view={view} foundLogos={foundLogos} onMore={onMoreRows} />
    </>
  );
}

interface FindingsPanelProps {
  view: CheckedView;
  filterName: string;
  filter: Filter;
  onFilter(value: Filter): void;
  onMore(): void;
}

/** "Findings": the severity filter with each one's count, the findings table, and "show more". */
function FindingsPanel({ view, filterName, filter, onFilter, onMore }: FindingsPanelProps) {
  const { counts, window } = view;
  return (
    <section className={styles.panel} aria-labelledby="sheet-findings">
      <h2 id="sheet-findings" className={styles.heading}>
        Findings
      </h2>
      <fieldset className={styles.filters}>
        <legend className={styles.label}>Show</legend>
        {FILTERS.map((option) => (
          <label key={option.value} className={styles.filterOption}>
            <input type="radio" name={filterName} value={option.value} checked={filter === option.value} onChange={() => onFilter(option.value)} />
            {option.label} ({counts[option.value]})
          </label>
        ))}
      </fieldset>
      {view.findingsTotal === 0 ? <p>No findings{window.filter === 'all' ? '' : ' of this kind'}.</p> : <FindingsTable findings={view.findings} />}
      <ShowMore what="findings" left={view.findingsTotal - view.findings.length} onMore={onMore} />
    </section>
  );
}

function FindingsTable({ findings }: { findings: ShownFinding[] }) {
  return (
    <ResultTable
      label="Findings table"
      headings={['Row', 'Column', 'Severity', 'Message']}
      severityColumn={2}
      rows={findings.map((issue, index) => ({
        key: index,
        cells: [issue.row ?? '—', issue.column ?? '—', SEVERITY_LABEL[issue.severity], issue.message],
        severity: issue.severity,
      }))}
    />
  );
}

/** "Each row": every row's outcome and details, with the logo the weekly run found beside its row, and "show more". */
function RowsPanel({ view, foundLogos, onMore }: { view: CheckedView; foundLogos: FoundLogos; onMore(): void }) {
  return (
    <section className={styles.panel} aria-labelledby="sheet-rows">
      <h2 id="sheet-rows" className={styles.heading}>
        Each row
      </h2>
      {view.outcomesTotal === 0 ? (
        <p>No rows were read.</p>
      ) : (
        <ResultTable
          label="Each row's outcome"
          headings={['Row', 'Outcome', 'Details']}
          rows={view.outcomes.map((outcome) => {
            const found = outcome.foundLogo === null ? undefined : foundLogos[outcome.foundLogo];
            // A found logo is shown beside its row, as the site will show it while the logo cell stays empty.
            const details = found ? (
              <span className={styles.foundLogo}>
                <GatsbyImage image={found} alt={`The logo the weekly run found for row ${outcome.row}`} />
                <span>{outcome.details} The site shows the logo found on its page (write none in the logo cell to keep the icon).</span>
              </span>
            ) : (
              outcome.details
            );
            return { key: outcome.row, cells: [outcome.row, outcome.status, details] };
          })}
        />
      )}
      <ShowMore what="rows" left={view.outcomesTotal - view.outcomes.length} onMore={onMore} />
    </section>
  );
}
