/**
 * The suggest form's checks are data:check's own: one table of cells, each checked in the
 * browser's way (checkSuggestion with the site's copies of the place and category lists) and
 * by data:check over a data folder whose sheet holds the same row. The findings must be the same.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserContext } from '../../../src/lib/sheet-check';
import { checkSuggestion, suggestionSheet, type ListedRow } from '../../../src/lib/suggest-check';
import { runPipeline } from '../../../src/pipeline/node';
import type { SheetList } from '../../../src/pipeline/sheet';
import { sheetFile } from '../../../src/pipeline/sheets';

const ROOT = path.join(__dirname, '../../..');
const browser = browserContext({
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(ROOT, 'data/brand-categories.json'), 'utf8'),
});

const CELLS: [string, SheetList, Record<string, string>][] = [
  ['a shop without a location', 'shops', { name: 'Bike Lab', location: '' }],
  ['a place spelled without ñ', 'shops', { name: 'Bike Lab', location: 'Las Pinas' }],
  ['a place the table does not know', 'shops', { name: 'Bike Lab', location: 'Atlantis' }],
  ['an http link', 'shops', { name: 'Bike Lab', location: 'Pasig', link: 'http://bikelab.example/' }],
  ['a link to a private address', 'shops', { name: 'Bike Lab', location: 'Pasig', link: 'https://192.168.1.1/' }],
  ['a look-alike site name', 'shops', { name: 'Bike Lab', location: 'Pasig', link: 'https://www.faceb00k.com/bikelab' }],
  ['a formula-looking name', 'shops', { name: '=HYPERLINK("https://evil.example")', location: 'Pasig' }],
  ['an invisible name', 'shops', { name: '\u200b\u200b', location: 'Pasig' }],
  ['a name with a comma, ñ and spaces, all fine', 'shops', { name: 'Bike Lab, Las Piñas', location: 'Las Piñas' }],
  ['an unknown brand category', 'brands', { category: 'rockets', name: 'Sample Brand', link: 'https://brand.example/' }],
  ['a brand category in capitals', 'brands', { category: 'Helmet', name: 'Sample Brand', link: 'https://brand.example/' }],
  ['a brand without a link', 'brands', { category: 'helmet', name: 'Sample Brand', link: '' }],
  ['a group without a link', 'cycling-groups', { name: 'Sample Riders', link: '' }],
  ['an event without a poster', 'events', { name: 'Sample Ride', image: '', link: 'https://ride.example/' }],
];

const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-suggest-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** data:check's findings for the row, read from a data folder whose sheet holds it. */
function dataCheckFindings(list: SheetList, values: Record<string, string>) {
  const dir = mkdtempSync(path.join(folder, 'data-'));
  cpSync(path.join(ROOT, 'tests/fixtures/clean'), dir, { recursive: true });
  const { text, row } = suggestionSheet(list, [], values);
  writeFileSync(path.join(dir, sheetFile(list)), text);
  return runPipeline({ dataDir: dir })
    .issues.filter((issue) => issue.file === sheetFile(list) && issue.row === row)
    .map((issue) => ({ rule: issue.rule, severity: issue.severity, column: issue.column, message: issue.message.replace(/^[^:]*?row \d+(?:, column [^:]+)?: /, '') }));
}

describe.each(CELLS)('%s', (_label, list, values) => {
  it('gets the same findings in the browser as in data:check', () => {
    const inBrowser = checkSuggestion(list, [], values, browser.context).findings;
    expect(inBrowser).toEqual(dataCheckFindings(list, values));
  });
});

describe('the table', () => {
  it('has at least one error and one suggestion among its findings, so the comparison compares something', () => {
    const all = CELLS.flatMap(([, list, values]) => checkSuggestion(list, [], values, browser.context).findings);
    expect(all.some((finding) => finding.severity === 'error')).toBe(true);
    expect(all.some((finding) => finding.message.includes('Las Piñas'))).toBe(true);
    expect(new Set(all.map((finding) => finding.rule)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('duplicates', () => {
  const listed: ListedRow[] = [
    { key: 'tryon-makati', cells: { name: 'Tryon', location: 'Makati', link: '' } },
    { key: 'bike-lab-iloilo-city', cells: { name: 'Bike Lab', location: 'Iloilo City', link: 'https://bikelab.example/' } },
  ];

  it('finds the same name in the same city', () => {
    expect(checkSuggestion('shops', listed, { name: 'bike lab', location: 'Iloilo City' }, browser.context).duplicate?.key).toBe('bike-lab-iloilo-city');
  });

  it('finds the same link under another name', () => {
    expect(checkSuggestion('shops', listed, { name: 'The Bike Laboratory', location: 'Pasig', link: 'https://bikelab.example/' }, browser.context).duplicate?.key).toBe(
      'bike-lab-iloilo-city',
    );
  });

  it('lets the same name in another city through', () => {
    expect(checkSuggestion('shops', listed, { name: 'Bike Lab', location: 'Pasig' }, browser.context).duplicate).toBeNull();
  });
});
