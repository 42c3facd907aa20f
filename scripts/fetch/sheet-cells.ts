/**
 * The addresses data:fetch works on, read through the pipeline so they are exactly the addresses
 * it normalizes (the manifest's keys) and each is named by file, row and column. The cells come
 * from the sheet descriptions (SHEETS): each link, logo and picture column, whose value the
 * sheet's entities keep under the column's name; slides.json, not a sheet, is named here.
 */
import { SHEETS, type FetchedAs, type ImageRef, type PipelineResult, type Sheet, type SheetEntity } from '../../src/pipeline';

export interface SheetCell {
  file: string; // relative to the data folder, e.g. "shops.csv"
  row: number; // the spreadsheet's row (header = 1), or the entry number in a JSON file
  column: string;
  url: string;
}

/** A listing that has a link but no logo: what --discover looks at. */
export interface LogoLessRow {
  file: string;
  row: number;
  name: string;
  link: string;
}

const remote = (ref: ImageRef | null): string | null => (ref?.kind === 'remote' ? ref.url : null);

type Fields = SheetEntity & Record<string, unknown>;

/** Each row of each sheet that has columns data:fetch treats as one of `as`, with those columns; in sheet and row order. */
function rowsWith(result: PipelineResult, sheets: readonly Sheet[], as: readonly FetchedAs[]) {
  return sheets.flatMap((sheet) => {
    const columns = sheet.columns.filter((column) => column.fetch !== undefined && as.includes(column.fetch));
    if (columns.length === 0) return [];
    return (result.sheetEntities[sheet.file] ?? []).map((entity) => ({ file: sheet.file, entity: entity as Fields, columns }));
  });
}

/** Every remote address in a logo or picture cell of the sheets (`sheets`: all of them), and in slides.json. */
export function remoteImageCells(result: PipelineResult, sheets: readonly Sheet[] = SHEETS): SheetCell[] {
  const cells: SheetCell[] = [];
  const add = (file: string, row: number, column: string, ref: ImageRef | null) => {
    const url = remote(ref);
    if (url !== null) cells.push({ file, row, column, url });
  };
  for (const { file, entity, columns } of rowsWith(result, sheets, ['logo', 'picture'])) {
    for (const column of columns) add(file, entity.sourceRow, column.name, entity[column.name] as ImageRef | null);
  }
  for (const slide of result.slides) add('slides.json', slide.order, 'image', slide.image);
  return cells;
}

/** Every link in a link cell of the sheets, and in slides.json. */
export function linkCells(result: PipelineResult, sheets: readonly Sheet[] = SHEETS): SheetCell[] {
  const cells: SheetCell[] = [];
  const add = (file: string, row: number, column: string, link: string | null) => {
    if (link) cells.push({ file, row, column, url: link });
  };
  for (const { file, entity, columns } of rowsWith(result, sheets, ['link'])) {
    for (const column of columns) add(file, entity.sourceRow, column.name, entity[column.name] as string | null);
  }
  for (const slide of result.slides) add('slides.json', slide.order, 'link', slide.link);
  return cells;
}

/** The rows of the sheets with a link and a logo column whose link is filled in and logo is not (or is only a found one). */
export function rowsWithoutLogo(result: PipelineResult, sheets: readonly Sheet[] = SHEETS): LogoLessRow[] {
  const rows: LogoLessRow[] = [];
  for (const { file, entity, columns } of rowsWith(result, sheets, ['link', 'logo'])) {
    const link = columns.find((column) => column.fetch === 'link');
    const logo = columns.find((column) => column.fetch === 'logo');
    if (!link || !logo) continue;
    const address = entity[link.name] as string | null;
    // A logo found by the weekly run is not the sheet's: the row is still without one.
    const ref = entity[logo.name] as ImageRef | null;
    if (address && (!ref || (ref.kind === 'remote' && ref.found))) rows.push({ file, row: entity.sourceRow, name: entity.name, link: address });
  }
  return rows;
}

/** One entry per address, remembering every cell that uses it. */
export function groupByUrl(cells: readonly SheetCell[]): Map<string, SheetCell[]> {
  const groups = new Map<string, SheetCell[]>();
  for (const cell of cells) {
    const group = groups.get(cell.url);
    if (group) group.push(cell);
    else groups.set(cell.url, [cell]);
  }
  return groups;
}
