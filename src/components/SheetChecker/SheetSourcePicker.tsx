import * as React from 'react';
import type { SheetList } from '../../pipeline/check/check-sheet';
import { editorsCopy, listLabels } from '../../content/editors';
import * as styles from './SheetChecker.css';

const LISTS = Object.keys(listLabels) as SheetList[];

export interface SheetSourcePickerProps {
  /** The ids of the file input, the paste box and the list menu (made by the checker, so they stay as they were). */
  ids: { file: string; paste: string; list: string };
  list: SheetList | '';
  onListChange(event: React.ChangeEvent<HTMLSelectElement>): void;
  pasted: string;
  onPastedChange(text: string): void;
  /** A file chosen or dropped. */
  onFile(file: File): void;
  onCheckPasted(): void;
}

/** "Choose a sheet": a file to choose or drop, CSV text to paste, and the list to check it as. */
export function SheetSourcePicker({ ids, list, onListChange, pasted, onPastedChange, onFile, onCheckPasted }: SheetSourcePickerProps) {
  const [dragging, setDragging] = React.useState(false);
  return (
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
          if (file) void onFile(file);
        }}
      >
        <label htmlFor={ids.file} className={styles.label}>
          CSV file
        </label>
        <input
          id={ids.file}
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void onFile(file);
          }}
        />
        <p className={styles.hint}>…or drop the file anywhere in this box.</p>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.paste} className={styles.label}>
          Or paste the CSV text
        </label>
        <textarea id={ids.paste} className={styles.textarea} value={pasted} onChange={(event) => onPastedChange(event.target.value)} spellCheck={false} />
        <button type="button" className={styles.secondaryButton} onClick={onCheckPasted} disabled={pasted.trim() === ''}>
          Check the pasted text
        </button>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.list} className={styles.label}>
          List
        </label>
        <select id={ids.list} className={styles.select} value={list} onChange={onListChange}>
          <option value="">{editorsCopy.detectLabel}</option>
          {LISTS.map((value) => (
            <option key={value} value={value}>
              {listLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
