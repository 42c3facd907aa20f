import * as React from 'react';
import type { Severity } from '../../pipeline/types';
import * as styles from './SheetChecker.css';

export interface ResultRow {
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
export function ResultTable({ label, headings, rows, severityColumn }: ResultTableProps) {
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
export function ShowMore({ what, left, onMore }: { what: string; left: number; onMore(): void }) {
  if (left <= 0) return null;
  return (
    <button type="button" className={styles.secondaryButton} onClick={onMore}>
      Show more {what} ({left.toLocaleString('en')} left)
    </button>
  );
}
