/**
 * data:check refuses a required list with no row: one "select all, delete" in the spreadsheet
 * must not empty the shop or brand directory. The lists the site shows as "coming" when empty
 * (the directory lists, events, destinations) may be empty.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runPipeline } from '../../../../src/pipeline/node';
import { copyCleanData } from '../../../support/fetch-fixtures';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function checkWith(sheets: Record<string, string>) {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  for (const [file, text] of Object.entries(sheets)) writeFileSync(path.join(dataDir, file), text);
  return runPipeline({ dataDir }).issues.filter((issue) => issue.severity === 'error');
}

test('shops.csv or brands.csv with only a header row (or blank lines under it) is an error that names the file', () => {
  const errors = checkWith({ 'shops.csv': 'name,location,link,logo\n', 'brands.csv': 'category,name,link,logo\r\n,,,\r\n\r\n' });
  expect(errors.map((issue) => [issue.rule, issue.file, issue.row, issueLine(issue)])).toEqual([
    [
      'list-required-empty',
      'shops.csv',
      null,
      'shops.csv: the file has its header row but not one shop, and the site cannot do without its shops; put the rows back (a spreadsheet emptied by mistake comes back with File → Version history).',
    ],
    [
      'list-required-empty',
      'brands.csv',
      null,
      'brands.csv: the file has its header row but not one brand, and the site cannot do without its brands; put the rows back (a spreadsheet emptied by mistake comes back with File → Version history).',
    ],
  ]);
});

test('a list the site may show empty (a directory, events, destinations) is no error with only its header row', () => {
  expect(checkWith({ 'cycling-photographers.csv': 'name,link,logo\n', 'events.csv': 'name,image,link\n', 'destinations.csv': 'name,thumbnail,path\n' })).toEqual([]);
});

test('a required list whose every row is rejected gets the rows’ own errors, not "not one shop"', () => {
  const errors = checkWith({ 'shops.csv': 'name,location,link,logo\nSample Shop,,,\n' });
  expect(errors.map((issue) => issue.rule)).toEqual(['location-required']);
});
