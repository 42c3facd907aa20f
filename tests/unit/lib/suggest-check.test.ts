/**
 * The suggest form's checks are data:check's own: one table of cells, each checked in the
 * browser's way (checkSuggestion with the site's copies of the place and category lists) and
 * by data:check over a data folder whose sheet holds the same row. The findings must be the same.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserContext } from '../../../src/lib/sheet-check';
import { checkReportDetails, checkSuggestion, reportCheckColumn, suggestionSheet, type ListedRow } from '../../../src/lib/suggest-check';
import { runPipeline } from '../../../src/pipeline/node';
import type { SheetList } from '../../../src/pipeline/check/check-sheet';
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
    .map((issue) => ({ rule: issue.rule, severity: issue.severity, column: issue.column, message: issue.sentence }));
}

describe.each(CELLS)('%s', (_label, list, values) => {
  it('gets the same findings in the browser as in data:check', () => {
    const inBrowser = checkSuggestion(list, [], values, browser.context).findings;
    expect(inBrowser).toEqual(dataCheckFindings(list, values));
  });
});

/**
 * A report's details, checked as the cell they replace in the listing's row (the new link, the
 * new location): [label, list, the listing's row as the site has it, the reason's check, what the visitor typed].
 */
const REPORT_CELLS: [string, SheetList, Record<string, string>, 'link' | 'location', string][] = [
  ['a new shop link to a private address', 'shops', { name: 'Tryon', location: 'Makati', link: '' }, 'link', 'https://192.168.1.1/'],
  ['a new http link for a group', 'cycling-groups', { name: 'Sample Riders', link: 'https://riders.example/' }, 'link', 'http://riders.example/'],
  [
    'a new brand link to a look-alike site',
    'brands',
    { category: 'helmet', name: 'Sample Brand', link: 'https://brand.example/' },
    'link',
    'https://www.faceb00k.com/brand',
  ],
  ['a new link with spaces and ñ', 'shops', { name: 'Tryon', location: 'Makati', link: '' }, 'link', 'https://tryon.example/las piñas, makati'],
  ['a new shop location without ñ', 'shops', { name: 'Tryon', location: 'Makati', link: '' }, 'location', 'Las Pinas'],
  ['a new shop location the table does not know', 'shops', { name: 'Tryon', location: 'Makati', link: '' }, 'location', 'Atlantis'],
  [
    'a new event place with a comma and ñ',
    'events',
    { name: 'Sample Ride', image: 'images/listed.png', link: 'https://ride.example/' },
    'location',
    'Las Piñas, Metro Manila',
  ],
];

describe.each(REPORT_CELLS)('a report: %s', (_label, list, cells, check, value) => {
  it("gets the same findings for the details in the browser as data:check gives that cell of the listing's row", () => {
    const column = reportCheckColumn(list, check) as string;
    const inBrowser = checkReportDetails(list, cells, column, value, browser.context);
    expect(inBrowser).toEqual(dataCheckFindings(list, { ...cells, [column]: value }).filter((finding) => finding.column === column));
  });
});

describe('the table', () => {
  it('of reports has findings to compare: an error for a bad new link, the suggestion for a place spelled without ñ', () => {
    const all = REPORT_CELLS.flatMap(([, list, cells, check, value]) =>
      checkReportDetails(list, cells, reportCheckColumn(list, check) as string, value, browser.context),
    );
    expect(all.some((finding) => finding.severity === 'error' && finding.column === 'link')).toBe(true);
    expect(all.some((finding) => finding.column === 'location' && finding.message.includes('Las Piñas'))).toBe(true);
  });

  it("checks a report's new location as the list's own place cell, and offers none where the list has none", () => {
    expect(reportCheckColumn('shops', 'location')).toBe('location');
    expect(reportCheckColumn('events', 'location')).toBe('place');
    expect(reportCheckColumn('brands', 'location')).toBeNull();
    expect(reportCheckColumn('cycling-groups', 'link')).toBe('link');
  });

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
