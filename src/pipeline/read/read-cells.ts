/**
 * What every reader shares before and after the columns' checks (../sheets): the CSV reader
 * (./csv-reader) with the cells no column can use and whitespace, duplicates and unique ids,
 * and JSON text.
 */
import type { CsvColumnSpec, CsvRecord } from '../format/csv';
import { dedupe, type DedupeItem } from '../detect/dedupe';
import { readCsv } from './csv-reader';
import { FileLog } from './log';
import { jsonInvalid } from '../rules/json-invalid';
import { cellHiddenCharacter } from '../rules/cell-hidden-character';
import { cellWhitespace } from '../rules/cell-whitespace';
import { cellErrorValue } from '../rules/cell-error-value';
import { cellFormula } from '../rules/cell-formula';
import { duplicateMerged } from '../rules/duplicate-merged';
import { linkShared } from '../rules/link-shared';

export type { ReadContext } from '../rules/rule';

/**
 * Reads a sheet's text into clean records: the CSV reader's findings (./csv-reader) and the
 * cells no column can use are logged, and whitespace folded. Every row is logged in file order.
 * `ownFormulaRule`: the columns whose reader has a formula rule of its own (the name), which
 * cell-formula leaves to it.
 */
export function readRecords(log: FileLog, text: string, spec: CsvColumnSpec, ownFormulaRule: readonly string[] = []): CsvRecord[] | null {
  const reading = readCsv(text, spec, log.emit, { unknownColumns: true });
  if (!reading.ok) {
    // Rows of an unreadable file are still accounted for, each rejected with the file's reason.
    for (const row of reading.dataRows) log.rejectUnread(row, 'not read, because the file as a whole cannot be read (see the file error)');
    return null;
  }
  const clean: CsvRecord[] = [];
  for (const record of reading.rows) {
    log.addRow(record.row);
    if (rejectUnusableCells(log, record, ownFormulaRule)) continue;
    for (const [column, value] of Object.entries(record.cells)) {
      const folded = cellWhitespace.fix(value);
      // Most cells are clean: the rule is only run on one that changed.
      if (folded !== value) log.run(cellWhitespace, { row: record.row, column }, value);
      record.cells[column] = folded;
    }
    clean.push(record);
  }
  return clean;
}

/**
 * A cell the site cannot use whatever its column rejects the row: a hidden character, a
 * spreadsheet's error value, a formula (rules 'cell-hidden-character', 'cell-error-value',
 * 'cell-formula'). Every cell of the row is looked at, each reported for the first it breaks.
 */
function rejectUnusableCells(log: FileLog, record: CsvRecord, ownFormulaRule: readonly string[]): boolean {
  let found = false;
  for (const [column, value] of Object.entries(record.cells)) {
    const rules = ownFormulaRule.includes(column) ? CELL_RULES_OWN_FORMULA : CELL_RULES;
    const at = { row: record.row, column };
    const context = { column, what: '' };
    // Each cell is reported for the first rule it breaks: the others are not asked.
    for (const rule of rules) {
      if (!log.run(rule, at, value, context)) continue;
      found = true;
      break;
    }
  }
  return found;
}

const CELL_RULES_OWN_FORMULA = [cellHiddenCharacter, cellErrorValue];
const CELL_RULES = [...CELL_RULES_OWN_FORMULA, cellFormula];

export function uniqueIds<T extends { id: string }>(entities: T[]): T[] {
  const used = new Map<string, number>();
  for (const entity of entities) {
    const count = (used.get(entity.id) ?? 0) + 1;
    used.set(entity.id, count);
    if (count > 1) entity.id = `${entity.id}-${count}`;
  }
  return entities;
}

function sameWhat(because: 'name and place' | 'name and link', items: readonly DedupeItem<object>[]): string {
  // Entities without a place (brands, listings) are duplicates by name alone.
  return because === 'name and place' && items.every((item) => item.place === '') ? 'name' : because;
}

export function logDuplicates<T extends object>(log: FileLog, items: DedupeItem<T>[], fillable: (keyof T & string)[], what: string): DedupeItem<T>[] {
  const { survivors, merges, sharedLinks } = dedupe(items, fillable);
  for (const merge of merges) {
    log.run(duplicateMerged, { row: merge.row, column: null }, { merge, what, same: sameWhat(merge.because, items) });
    log.mergeRow(merge.row, merge.into);
  }
  for (const shared of sharedLinks) {
    for (const entry of shared.rows) {
      const others = shared.rows.filter((other) => other.row !== entry.row);
      log.run(linkShared, { row: entry.row, column: 'link' }, { name: entry.name, link: shared.link, others });
    }
  }
  return survivors;
}

export function parseJson(log: FileLog, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    log.run(jsonInvalid, { row: null, column: null }, error as Error);
    return undefined;
  }
}
