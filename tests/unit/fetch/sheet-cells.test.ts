/**
 * data:fetch finds its cells from the sheet descriptions: a sheet with a logo or link column
 * gets its remote logos fetched and its links checked with no list to update by hand.
 */
import { linkCells, remoteImageCells, rowsWithoutLogo } from '../../../scripts/fetch/sheet-cells';
import { FileLog, loadPlaceTable } from '../../../src/pipeline';
import { defineSheet, readSheetRows } from '../../../src/pipeline/sheets';
import { logoColumn, nameColumn, optionalLinkColumn } from '../../../src/pipeline/sheets/columns';
import { pipelineResult } from '../../support/pipeline-result';

// A made-up list: cycling clubs, each with a name, a link and a logo.
const clubs = defineSheet({
  file: 'cycling-clubs.csv',
  what: 'club',
  columns: { name: nameColumn(), link: optionalLinkColumn(), logo: logoColumn() },
  toEntity: ({ name, link, logo }, row) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name, link, logo, sourceRow: row }),
  duplicates: { fillable: ['link', 'logo'] },
});

const text = [
  'name,link,logo',
  'Club A,https://club-a.example/,https://club-a.example/logo.png',
  'Club B,https://club-b.example/,',
  'Club C,,https://cdn.example/club-c.png',
].join('\n');
const entities = readSheetRows(clubs, text, { probe: () => null, places: loadPlaceTable(null).table }, new FileLog(clubs.file));
const result = pipelineResult({ sheetEntities: { [clubs.file]: entities } });

describe("a new sheet's cells for data:fetch", () => {
  it('lists its remote logos by file, row and column', () => {
    expect(remoteImageCells(result, [clubs])).toEqual([
      { file: 'cycling-clubs.csv', row: 2, column: 'logo', url: 'https://club-a.example/logo.png' },
      { file: 'cycling-clubs.csv', row: 4, column: 'logo', url: 'https://cdn.example/club-c.png' },
    ]);
  });

  it('lists its links, and the rows --discover looks for a logo for', () => {
    expect(linkCells(result, [clubs])).toEqual([
      { file: 'cycling-clubs.csv', row: 2, column: 'link', url: 'https://club-a.example/' },
      { file: 'cycling-clubs.csv', row: 3, column: 'link', url: 'https://club-b.example/' },
    ]);
    expect(rowsWithoutLogo(result, [clubs])).toEqual([{ file: 'cycling-clubs.csv', row: 3, name: 'Club B', link: 'https://club-b.example/' }]);
  });
});
