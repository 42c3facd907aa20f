import * as React from 'react';
import { Download } from 'lucide-react';
// Types only: the pipeline itself loads in the Web Worker, never with this page's own script.
import type { DataIssue, RowOutcome, Severity } from '../../pipeline/types';
import type { SheetList } from '../../pipeline/sheet';
import type { SheetInspection } from '../../lib/sheet-check';
import type { SheetCheckMessage, SheetCheckRequest, SiteContextCounts } from '../../lib/sheet-check-protocol';
import { editorsCopy, listLabels } from '../../content/editors';
import * as styles from './SheetChecker.css';

type Source = { bytes: Uint8Array; fileName: string | null };
type Status =
  | { kind: 'idle' }
  | { kind: 'working'; stage: string }
  | { kind: 'done'; inspection: SheetInspection; context: SiteContextCounts; fileName: string | null }
  | { kind: 'failed'; message: string };
type Filter = 'all' | Severity;

const LISTS = Object.keys(listLabels) as SheetList[];
const SEVERITY_LABEL: Record<Severity, string> = { error: 'error', review: 'needs review', fixed: 'auto-fixed' };
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Errors' },
  { value: 'review', label: 'Needs review' },
  { value: 'fixed', label: 'Auto-fixed' },
];
const PAGE = 200;

function describeOutcome(outcome: RowOutcome): string {
  if (outcome.status === 'fixed') return (outcome.changes ?? []).map((change) => `${change.column}: '${change.before}' → '${change.after}'`).join('; ');
  if (outcome.status === 'merged') return `merged into row ${outcome.mergedInto}`;
  if (outcome.status === 'rejected') return outcome.reason ?? 'see the errors';
  return '';
}

/** The sheet checker: choose, drop or paste a CSV; the pipeline runs in a Web Worker. */
export function SheetChecker() {
  const [list, setList] = React.useState<SheetList | ''>('');
  const [source, setSource] = React.useState<Source | null>(null);
  const [status, setStatus] = React.useState<Status>({ kind: 'idle' });
  const [pasted, setPasted] = React.useState('');
  const [dragging, setDragging] = React.useState(false);
  const [filter, setFilter] = React.useState<Filter>('all');
  const [shownFindings, setShownFindings] = React.useState(PAGE);
  const [shownRows, setShownRows] = React.useState(PAGE);
  const workerRef = React.useRef<Worker | null>(null);
  const requestRef = React.useRef(0);
  const fileInputId = React.useId();
  const pasteId = React.useId();
  const listId = React.useId();
  const filterName = React.useId();

  React.useEffect(() => () => workerRef.current?.terminate(), []);

  const run = React.useCallback((next: Source, chosen: SheetList | '') => {
    if (!workerRef.current) {
      workerRef.current = new Worker(new URL('../../lib/sheet-check.worker.ts', import.meta.url));
    }
    const worker = workerRef.current;
    const id = ++requestRef.current;
    setStatus({ kind: 'working', stage: 'Starting the check…' });
    setFilter('all');
    setShownFindings(PAGE);
    setShownRows(PAGE);
    worker.onmessage = (event: MessageEvent<SheetCheckMessage>) => {
      const message = event.data;
      if (message.id !== requestRef.current) return; // an older sheet's answer
      if (message.type === 'progress') setStatus({ kind: 'working', stage: message.stage });
      else if (message.type === 'done') setStatus({ kind: 'done', inspection: message.inspection, context: message.context, fileName: next.fileName });
      else setStatus({ kind: 'failed', message: `The check stopped unexpectedly (${message.message}). Try again, or run npm run data:check on a computer.` });
    };
    worker.onerror = () =>
      setStatus({ kind: 'failed', message: 'The checker could not start in this browser. Try a current version of Chrome, Firefox, Safari or Edge.' });
    // A copy of the bytes: the page keeps its own to check again with another list.
    const request: SheetCheckRequest = { id, bytes: next.bytes.slice(), fileName: next.fileName, list: chosen === '' ? null : chosen };
    worker.postMessage(request);
  }, []);

  const loadFile = async (file: File) => {
    const next = { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
    setSource(next);
    run(next, list);
  };

  const onListChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value as SheetList | '';
    setList(chosen);
    if (source) run(source, chosen);
  };

  const checkPasted = () => {
    const next = { bytes: new TextEncoder().encode(pasted), fileName: null };
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

      <div aria-live="polite" className={styles.progress}>
        {status.kind === 'working' ? (
          <>
            <progress aria-label="Checking the sheet" />
            <span>{status.stage}</span>
          </>
        ) : null}
      </div>

      {status.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? (
        <Results
          inspection={status.inspection}
          context={status.context}
          fileName={status.fileName}
          filter={filter}
          filterName={filterName}
          onFilter={(value) => {
            setFilter(value);
            setShownFindings(PAGE);
          }}
          shownFindings={shownFindings}
          onMoreFindings={() => setShownFindings((count) => count + PAGE)}
          shownRows={shownRows}
          onMoreRows={() => setShownRows((count) => count + PAGE)}
        />
      ) : null}
    </div>
  );
}

interface ResultsProps {
  inspection: SheetInspection;
  context: SiteContextCounts;
  fileName: string | null;
  filter: Filter;
  filterName: string;
  onFilter(value: Filter): void;
  shownFindings: number;
  onMoreFindings(): void;
  shownRows: number;
  onMoreRows(): void;
}

function Results({ inspection, context, fileName, filter, filterName, onFilter, shownFindings, onMoreFindings, shownRows, onMoreRows }: ResultsProps) {
  const fixedUrl = useObjectUrl(inspection.status === 'checked' ? inspection.fixedCsv : null);
  if (inspection.status !== 'checked') {
    return (
      <p role="alert" className={styles.alert}>
        {inspection.message}
      </p>
    );
  }
  const { check, list } = inspection;
  const file = `${list}.csv`;
  const counts: Record<Severity, number> = { error: 0, review: 0, fixed: 0 };
  for (const issue of check.issues) counts[issue.severity]++;
  const findings = filter === 'all' ? check.issues : check.issues.filter((issue) => issue.severity === filter);
  const summary: [string, number][] = [
    ['rows', check.summary.rows],
    ['kept', check.summary.kept],
    ['fixed', check.summary.fixed],
    ['merged', check.summary.merged],
    ['rejected', check.summary.rejected],
    ['errors', check.summary.errors],
    ['needs review', check.summary.reviews],
  ];
  const problem = inspection.otherListMessage ?? inspection.fileProblem;

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
          Checked as {listLabels[list]}, {inspection.detectedBy === 'your choice' ? 'as you chose' : `detected from the ${inspection.detectedBy}`}
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
        {inspection.uncheckedFiles.length > 0 ? (
          <div className={styles.hint}>
            <p>
              {editorsCopy.localFilesNote} This sheet names {inspection.uncheckedFiles.length} such file{inspection.uncheckedFiles.length === 1 ? '' : 's'}, not checked
              here:
            </p>
            <ul className={styles.fileList}>
              {inspection.uncheckedFiles.slice(0, 50).map((name) => (
                <li key={name}>data/{name}</li>
              ))}
              {inspection.uncheckedFiles.length > 50 ? <li>…and {inspection.uncheckedFiles.length - 50} more</li> : null}
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
              : inspection.fixedProblem
                ? `The fixed sheet cannot be written: ${inspection.fixedProblem}.`
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
              {option.label} ({option.value === 'all' ? check.issues.length : counts[option.value]})
            </label>
          ))}
        </fieldset>
        {findings.length === 0 ? <p>No findings{filter === 'all' ? '' : ' of this kind'}.</p> : <FindingsTable findings={findings.slice(0, shownFindings)} />}
        <ShowMore what="findings" left={findings.length - shownFindings} onMore={onMoreFindings} />
      </section>

      <section className={styles.panel} aria-labelledby="sheet-rows">
        <h2 id="sheet-rows" className={styles.heading}>
          Each row
        </h2>
        {check.outcomes.length === 0 ? (
          <p>No rows were read.</p>
        ) : (
          <ResultTable
            label="Each row's outcome"
            headings={['Row', 'Outcome', 'Details']}
            rows={check.outcomes.slice(0, shownRows).map((outcome) => ({
              key: outcome.row,
              cells: [outcome.row, outcome.status, describeOutcome(outcome)],
            }))}
          />
        )}
        <ShowMore what="rows" left={check.outcomes.length - shownRows} onMore={onMoreRows} />
      </section>
    </>
  );
}

function FindingsTable({ findings }: { findings: DataIssue[] }) {
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

/** A blob: address for the fixed sheet, released when the sheet changes. */
function useObjectUrl(text: string | null): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (text === null) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [text]);
  return url;
}
