import * as React from 'react';
import { Download } from 'lucide-react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
// Types only: the pipeline itself loads in the Web Worker, never with this page's own script.
import type { Severity } from '../../pipeline/types';
import type { SheetList } from '../../pipeline/check/check-sheet';
import type { Filter, SheetView, ShownFinding, SiteContextCounts } from '../../lib/sheet-check-protocol';
import { RESULTS_PAGE, useSheetCheckWorker, type SheetSource } from '../../hooks/use-sheet-check-worker';
import { editorsCopy, listLabels } from '../../content/editors';
import * as styles from './SheetChecker.css';

type CheckedView = Extract<SheetView, { status: 'checked' }>;

const LISTS = Object.keys(listLabels) as SheetList[];
const SEVERITY_LABEL: Record<Severity, string> = { error: 'error', review: 'needs review', fixed: 'auto-fixed' };
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Errors' },
  { value: 'review', label: 'Needs review' },
  { value: 'fixed', label: 'Auto-fixed' },
];
/** A found logo as the site built it (AVIF and WebP files of the site itself, never another host's). */
export type FoundLogoPicture = IGatsbyImageData;

export interface SheetCheckerProps {
  /** The logos the weekly run found that the site shows, by key (`<sheet file>|<link>`), as built. */
  foundLogos?: Readonly<Record<string, FoundLogoPicture>>;
}

const NO_FOUND_LOGOS: Readonly<Record<string, FoundLogoPicture>> = {};

/** The sheet checker: choose, drop or paste a CSV; the pipeline runs in a Web Worker, which reads the file and sends back only what is shown. */
export function SheetChecker({ foundLogos = NO_FOUND_LOGOS }: SheetCheckerProps = {}) {
  const [list, setList] = React.useState<SheetList | ''>('');
  const [source, setSource] = React.useState<SheetSource | null>(null);
  const [pasted, setPasted] = React.useState('');
  const [dragging, setDragging] = React.useState(false);
  const { status, shown, check, show } = useSheetCheckWorker(foundLogos);
  const fileInputId = React.useId();
  const pasteId = React.useId();
  const listId = React.useId();
  const filterName = React.useId();

  const run = (next: SheetSource, chosen: SheetList | '') => check(next, chosen === '' ? null : chosen);

  const loadFile = (file: File) => {
    const next = { file, fileName: file.name };
    setSource(next);
    run(next, list);
  };

  const onListChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value as SheetList | '';
    setList(chosen);
    if (source) run(source, chosen);
  };

  const checkPasted = () => {
    const next = { file: new Blob([pasted], { type: 'text/csv' }), fileName: null };
    setSource(next);
    run(next, list);
  };

  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="sheet-choose">
        <h2 id="sheet-choose" className={styles.heading}>
          Choose a sheet
        </h2>
        <p className={styles.hint}>{editorsCopy.steps}</p>
        <div
          className={`${styles.dropZone} ${dragging ? styles.dropZoneActive : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file) void loadFile(file);
          }}
        >
          <label htmlFor={fileInputId} className={styles.label}>
            CSV file
          </label>
          <input
            id={fileInputId}
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void loadFile(file);
            }}
          />
          <p className={styles.hint}>…or drop the file anywhere in this box.</p>
        </div>
        <div className={styles.field}>
          <label htmlFor={pasteId} className={styles.label}>
            Or paste the CSV text
          </label>
          <textarea id={pasteId} className={styles.textarea} value={pasted} onChange={(event) => setPasted(event.target.value)} spellCheck={false} />
          <button type="button" className={styles.secondaryButton} onClick={checkPasted} disabled={pasted.trim() === ''}>
            Check the pasted text
          </button>
        </div>
        <div className={styles.field}>
          <label htmlFor={listId} className={styles.label}>
            List
          </label>
          <select id={listId} className={styles.select} value={list} onChange={onListChange}>
            <option value="">{editorsCopy.detectLabel}</option>
            {LISTS.map((value) => (
              <option key={value} value={value}>
                {listLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </section>

      <div className={styles.progress}>
        {status.kind === 'working' ? (
          <>
            {status.total ? <progress aria-label="Checking the sheet" max={status.total} value={status.rows ?? 0} /> : <progress aria-label="Checking the sheet" />}
            {status.total ? (
              <span>
                {(status.rows ?? 0).toLocaleString('en')} of about {status.total.toLocaleString('en')} rows
              </span>
            ) : null}
          </>
        ) : null}
        {/* The stage is announced; the row count moving under it is not, or a reader would hear nothing else. */}
        <span role="status">{status.kind === 'working' ? status.stage : ''}</span>
      </div>

      {status.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? (
        <Results
          foundLogos={foundLogos}
          view={status.view}
          context={status.context}
          fileName={status.fileName}
          filterName={filterName}
          filter={shown.filter}
          onFilter={(value) => {
            show({ ...shown, filter: value, findings: RESULTS_PAGE });
          }}
          onMoreFindings={() => {
            show({ ...shown, findings: shown.findings + RESULTS_PAGE });
          }}
          onMoreRows={() => {
            show({ ...shown, rows: shown.rows + RESULTS_PAGE });
          }}
        />
      ) : null}
    </div>
  );
}

interface ResultsProps {
  view: SheetView;
  foundLogos: Readonly<Record<string, FoundLogoPicture>>;
  context: SiteContextCounts;
  fileName: string | null;
  filterName: string;
  /** The filter chosen (the findings shown may still be the last filter's, until the worker answers). */
  filter: Filter;
  onFilter(value: Filter): void;
  onMoreFindings(): void;
  onMoreRows(): void;
}

function Results({ view, foundLogos, context, fileName, filterName, filter, onFilter, onMoreFindings, onMoreRows }: ResultsProps) {
  const fixedUrl = useObjectUrl(view.status === 'checked' ? view.fixedSheet : null);
  if (view.status !== 'checked') {
    return (
      <p role="alert" className={styles.alert}>
        {view.message}
      </p>
    );
  }
  return (
    <CheckedResults
      view={view}
      foundLogos={foundLogos}
      context={context}
      fileName={fileName}
      fixedUrl={fixedUrl}
      filterName={filterName}
      filter={filter}
      onFilter={onFilter}
      onMoreFindings={onMoreFindings}
      onMoreRows={onMoreRows}
    />
  );
}

function CheckedResults({
  view,
  context,
  fileName,
  fixedUrl,
  filterName,
  filter,
  onFilter,
  onMoreFindings,
  onMoreRows,
  foundLogos,
}: Omit<ResultsProps, 'view'> & { view: CheckedView; fixedUrl: string | null }) {
  const { list, counts, window } = view;
  const file = `${list}.csv`;
  const summary: [string, number][] = [
    ['rows', view.summary.rows],
    ['kept', view.summary.kept],
    ['fixed', view.summary.fixed],
    ['merged', view.summary.merged],
    ['rejected', view.summary.rejected],
    ['errors', view.summary.errors],
    ['needs review', view.summary.reviews],
  ];
  const problem = view.otherListMessage ?? view.fileProblem;

  return (
    <>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      <section className={styles.panel} aria-labelledby="sheet-summary">
        <h2 id="sheet-summary" className={styles.heading}>
          Summary of {file}
        </h2>
        <p>
          Checked as {listLabels[list]}, {view.detectedBy === 'your choice' ? 'as you chose' : `detected from the ${view.detectedBy}`}
          {fileName ? ` of ${fileName}` : ''}. Change it under List if this is another list.
        </p>
        <dl className={styles.summary}>
          {summary.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd className={styles.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hint}>
          {editorsCopy.contextNote} the place table ({context.places.toLocaleString('en')} places), place-aliases.csv ({context.aliases} spellings) and
          brand-categories.json ({context.categories} categories).
        </p>
        {view.uncheckedTotal > 0 ? (
          <div className={styles.hint}>
            <p>
              {editorsCopy.localFilesNote} This sheet names {view.uncheckedTotal} such file{view.uncheckedTotal === 1 ? '' : 's'}, not checked here:
            </p>
            <ul className={styles.fileList}>
              {view.uncheckedFiles.map((name) => (
                <li key={name}>data/{name}</li>
              ))}
              {view.uncheckedTotal > view.uncheckedFiles.length ? <li>…and {view.uncheckedTotal - view.uncheckedFiles.length} more</li> : null}
            </ul>
          </div>
        ) : null}
        {fixedUrl ? (
          <>
            <a className={styles.button} href={fixedUrl} download={fileName ?? file}>
              <Download size={18} aria-hidden="true" />
              Download the fixed sheet
            </a>
            <p className={styles.hint}>{editorsCopy.fixedNote}</p>
          </>
        ) : (
          <p className={styles.hint}>
            {counts.fixed === 0
              ? editorsCopy.noFixes
              : view.fixedProblem
                ? `The fixed sheet cannot be written: ${view.fixedProblem}.`
                : 'The fixed sheet cannot be written until the file itself can be read.'}
          </p>
        )}
      </section>

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
        <ShowMore what="findings" left={view.findingsTotal - view.findings.length} onMore={onMoreFindings} />
      </section>

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
        <ShowMore what="rows" left={view.outcomesTotal - view.outcomes.length} onMore={onMoreRows} />
      </section>
    </>
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

interface ResultRow {
  key: React.Key;
  /** One per heading; the last is the long text (a message, the details). */
  cells: React.ReactNode[];
  /** The row's severity, which colours its cell in the severityColumn. */
  severity?: Severity;
}

interface ResultTableProps {
  label: string;
  headings: string[];
  rows: ResultRow[];
  severityColumn?: number;
}

/** A results table that scrolls sideways on its own (a focusable region, so a keyboard can scroll it). */
function ResultTable({ label, headings, rows, severityColumn }: ResultTableProps) {
  const last = headings.length - 1;
  const cellClass = (row: ResultRow, column: number) =>
    column === last ? styles.messageCell : row.severity && column === severityColumn ? `${styles.cell} ${styles.severity[row.severity]}` : styles.cell;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={styles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, column) => (
                <td key={headings[column]} className={cellClass(row, column)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Show more findings (1,234 left)' under a table cut short; nothing when all are shown. */
function ShowMore({ what, left, onMore }: { what: string; left: number; onMore(): void }) {
  if (left <= 0) return null;
  return (
    <button type="button" className={styles.secondaryButton} onClick={onMore}>
      Show more {what} ({left.toLocaleString('en')} left)
    </button>
  );
}

/** A blob: address for the fixed sheet (made in the worker), released when the sheet changes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (blob === null) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
