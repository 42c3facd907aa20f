/**
 * The addresses data:fetch works on, read through the pipeline so they are exactly the addresses
 * it normalizes (the manifest's keys) and each is named by file, row and column.
 */
import type { ImageRef, PipelineResult } from '../../src/pipeline';

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

/** Every remote address in a logo, image, thumbnail or slide cell. */
export function remoteImageCells(result: PipelineResult): SheetCell[] {
  const cells: SheetCell[] = [];
  const add = (file: string, row: number, column: string, ref: ImageRef | null) => {
    const url = remote(ref);
    if (url !== null) cells.push({ file, row, column, url });
  };
  for (const shop of result.shops) add('shops.csv', shop.sourceRow, 'logo', shop.logo);
  for (const brand of result.brands) add('brands.csv', brand.sourceRow, 'logo', brand.logo);
  for (const listing of result.listings) add(`${listing.directory}.csv`, listing.sourceRow, 'logo', listing.logo);
  for (const event of result.events) add('events.csv', event.sourceRow, 'image', event.image);
  for (const destination of result.destinations) add('destinations.csv', destination.sourceRow, 'thumbnail', destination.thumbnail);
  for (const slide of result.slides) add('slides.json', slide.order, 'image', slide.image);
  return cells;
}

/** Every listing link (shops, brands, the directories, events, slides). */
export function linkCells(result: PipelineResult): SheetCell[] {
  const cells: SheetCell[] = [];
  const add = (file: string, row: number, link: string | null) => {
    if (link) cells.push({ file, row, column: 'link', url: link });
  };
  for (const shop of result.shops) add('shops.csv', shop.sourceRow, shop.link);
  for (const brand of result.brands) add('brands.csv', brand.sourceRow, brand.link);
  for (const listing of result.listings) add(`${listing.directory}.csv`, listing.sourceRow, listing.link);
  for (const event of result.events) add('events.csv', event.sourceRow, event.link);
  for (const slide of result.slides) add('slides.json', slide.order, slide.link);
  return cells;
}

export function rowsWithoutLogo(result: PipelineResult): LogoLessRow[] {
  const rows: LogoLessRow[] = [];
  for (const shop of result.shops) if (shop.link && !shop.logo) rows.push({ file: 'shops.csv', row: shop.sourceRow, name: shop.name, link: shop.link });
  for (const brand of result.brands) if (brand.link && !brand.logo) rows.push({ file: 'brands.csv', row: brand.sourceRow, name: brand.name, link: brand.link });
  for (const listing of result.listings) {
    if (!listing.logo) rows.push({ file: `${listing.directory}.csv`, row: listing.sourceRow, name: listing.name, link: listing.link });
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
