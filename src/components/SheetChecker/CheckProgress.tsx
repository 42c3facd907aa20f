import * as React from 'react';
import type { SheetCheckStatus } from '../../hooks/use-sheet-check-worker';
import * as styles from './SheetChecker.css';

/** While the worker checks: a progress bar (with the rows read of about how many, once known) and the stage, announced. */
export function CheckProgress({ status }: { status: SheetCheckStatus }) {
  return (
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
  );
}
