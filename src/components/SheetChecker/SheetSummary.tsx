import * as React from 'react';
import { Download } from 'lucide-react';
import type { SheetView, SiteContextCounts } from '../../lib/sheet-check-protocol';
import { editorsCopy, listLabels } from '../../content/editors';
import * as styles from './SheetChecker.css';

export type CheckedView = Extract<SheetView, { status: 'checked' }>;

interface SheetSummaryProps {
  view: CheckedView;
  context: SiteContextCounts;
  fileName: string | null;
  /** The fixed sheet's blob: address, or null when there is none to download. */
  fixedUrl: string | null;
}

/** "Summary of shops.csv": the list it was checked as, the counts, what the check knows and leaves out, and the fixed sheet. */
export function SheetSummary({ view, context, fileName, fixedUrl }: SheetSummaryProps) {
  const { list } = view;
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
  return (
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
      <UncheckedFiles view={view} />
      <FixedSheet view={view} fileName={fileName ?? file} fixedUrl={fixedUrl} />
    </section>
  );
}

/** The local files the sheet names, which the browser does not check: the first ones, and how many more. */
function UncheckedFiles({ view }: { view: CheckedView }) {
  if (view.uncheckedTotal <= 0) return null;
  return (
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
  );
}

/** The fixed sheet to download (under `fileName`), or why there is none. */
function FixedSheet({ view, fileName, fixedUrl }: { view: CheckedView; fileName: string; fixedUrl: string | null }) {
  if (fixedUrl) {
    return (
      <>
        <a className={styles.button} href={fixedUrl} download={fileName}>
          <Download size={18} aria-hidden="true" />
          Download the fixed sheet
        </a>
        <p className={styles.hint}>{editorsCopy.fixedNote}</p>
      </>
    );
  }
  return (
    <p className={styles.hint}>
      {view.counts.fixed === 0
        ? editorsCopy.noFixes
        : view.fixedProblem
          ? `The fixed sheet cannot be written: ${view.fixedProblem}.`
          : 'The fixed sheet cannot be written until the file itself can be read.'}
    </p>
  );
}
