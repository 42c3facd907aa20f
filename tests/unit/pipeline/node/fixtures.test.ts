/**
 * The whole pipeline on the fixture folders: the verdict for each messy row, and the
 * promise that every input row is accounted for exactly once.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { runPipeline, type PipelineResult, type RowOutcome } from '../../../../src/pipeline/node';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const FIXTURES = path.join(__dirname, '../../../fixtures');
const fixtureDirs = readdirSync(FIXTURES).filter((name) => statSync(path.join(FIXTURES, name)).isDirectory());

function outcomeOf(result: PipelineResult, file: string, row: number): RowOutcome {
  const found = result.outcomes.filter((outcome) => outcome.file === file && outcome.row === row);
  if (found.length !== 1) throw new Error(`${file} row ${row} has ${found.length} outcomes`);
  return found[0] as RowOutcome;
}

function issuesOf(result: PipelineResult, file: string, row: number) {
  return result.issues.filter((issue) => issue.file === file && issue.row === row).map((issue) => [issue.severity, issue.column]);
}

/** Data rows of a CSV, counted independently of the pipeline: spreadsheet row numbers of non-blank records. */
function dataRowsOf(filePath: string): number[] | null {
  let table: string[][];
  try {
    const bytes = readFileSync(filePath);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes); // what Excel on Windows writes; the pipeline converts it
    }
    table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true });
  } catch {
    return null; // unreadable as a whole: reported as a file error instead
  }
  const rows = table.map((cells, index) => ({ blank: cells.every((cell) => cell.trim() === ''), row: index + 1 }));
  const header = rows.findIndex((entry) => !entry.blank);
  return rows.filter((entry, index) => index > header && !entry.blank).map((entry) => entry.row);
}

describe.each(fixtureDirs)('fixture %s: nothing is lost', (fixture) => {
  const dataDir = path.join(FIXTURES, fixture);
  const result = runPipeline({ dataDir });

  it('gives every data row of every CSV exactly one outcome, and no outcome to a row that does not exist', () => {
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.csv'))) {
      const expected = dataRowsOf(path.join(dataDir, file));
      const actual = result.outcomes.filter((outcome) => outcome.file === file).map((outcome) => outcome.row);
      if (expected === null) {
        expect(result.issues.some((issue) => issue.file === file && issue.severity === 'error')).toBe(true);
        continue;
      }
      expect({ file, rows: actual }).toEqual({ file, rows: expected });
    }
  });

  it('adds up: kept + fixed + merged + rejected = rows, and rejected/merged/fixed rows say why', () => {
    for (const summary of result.files) {
      expect(summary.kept + summary.fixed + summary.merged + summary.rejected).toBe(summary.rows);
    }
    for (const outcome of result.outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeTruthy();
      if (outcome.status === 'merged') expect(outcome.mergedInto).toBeLessThan(outcome.row);
      if (outcome.status === 'fixed') expect(outcome.changes?.length).toBeGreaterThan(0);
    }
  });

  it('writes every message as a sentence, shown after the file, row and column it is about', () => {
    for (const issue of result.issues) {
      expect(issue.sentence.endsWith('.')).toBe(true);
      expect(issueLine(issue).startsWith(issue.file)).toBe(true);
      if (issue.row !== null) expect(issueLine(issue)).toContain(`${issue.row}`);
    }
  });
});

describe('the messy fixture', () => {
  const result = runPipeline({ dataDir: path.join(FIXTURES, 'messy') });
  const shops = 'shops.csv';

  it.each([
    [2, 'kept', []],
    [3, 'fixed', [['fixed', 'location']]], // 'Quezon city' beside 'Quezon City'
    [
      4,
      'fixed',
      [
        ['fixed', 'name'],
        ['fixed', 'location'],
      ],
    ], // stray spaces, QC
    [5, 'fixed', [['fixed', 'location']]], // Las Pinas
    [6, 'merged', [['fixed', null]]], // the same shop again with another logo
    [
      7,
      'fixed',
      [
        ['fixed', 'location'],
        ['review', 'link'],
      ],
    ], // shares its link with row 8
    [
      8,
      'fixed',
      [
        ['fixed', 'location'],
        ['review', 'link'],
      ],
    ],
    [9, 'fixed', [['review', 'logo']]], // malformed logo address: kept, no logo
    [10, 'kept', []], // quoted comma
    [11, 'fixed', [['fixed', 'name']]], // quoted line break
    [12, 'kept', [['review', 'location']]], // unknown place
    [13, 'kept', [['review', 'location']]], // ambiguous place
    [14, 'kept', []], // 'San Jose, Batangas' already names one place: nothing to fix
    [15, 'rejected', [['error', 'link']]], // javascript:
    [16, 'rejected', [['error', 'link']]], // data:
    [17, 'rejected', [['error', 'link']]], // relative
    [18, 'kept', [['review', 'link']]], // http
    [19, 'rejected', [['error', null]]], // ragged
    [20, 'rejected', [['error', 'name']]],
    [21, 'fixed', [['review', 'logo']]], // missing local logo
    [22, 'fixed', [['review', 'logo']]], // not an image
    [23, 'kept', []],
    [25, 'kept', [['review', 'logo']]], // a remote logo not fetched yet
    [26, 'fixed', [['fixed', 'location']]],
  ])('shops.csv row %i is %s', (row, status, issues) => {
    expect(outcomeOf(result, shops, row).status).toBe(status);
    expect(issuesOf(result, shops, row)).toEqual(issues);
  });

  it('merges the duplicate shop into its first row, which keeps its own logo', () => {
    expect(outcomeOf(result, shops, 6).mergedInto).toBe(5);
    const dealer = result.shops.filter((shop) => shop.name === 'Sample Trek Dealer');
    expect(dealer).toEqual([expect.objectContaining({ sourceRow: 5, location: 'Las Piñas', logo: { kind: 'local', file: 'logos/trek-manila.png' } })]);
  });

  it('keeps both shops that share one link', () => {
    expect(result.shops.filter((shop) => shop.link?.startsWith('https://example.com/shared-page'))).toHaveLength(2);
  });

  it('gives the city filter one Quezon City', () => {
    const locations = result.shops.map((shop) => shop.location);
    expect(locations.filter((location) => location.toLowerCase() === 'quezon city')).toEqual(['Quezon City', 'Quezon City', 'Quezon City', 'Quezon City']);
  });

  it('drops the malformed logo address so the tile falls back', () => {
    expect(result.shops.find((shop) => shop.sourceRow === 9)?.logo).toBeNull();
  });

  it('reports the rows of the other files too', () => {
    expect(outcomeOf(result, 'brands.csv', 3).status).toBe('rejected');
    expect(outcomeOf(result, 'brands.csv', 6)).toMatchObject({ status: 'merged', mergedInto: 2 });
    expect(outcomeOf(result, 'events.csv', 3).status).toBe('rejected');
    expect(outcomeOf(result, 'destinations.csv', 2).status).toBe('rejected');
    expect(result.issues.some((issue) => issue.file === 'slides.json' && issue.row === null && issue.severity === 'error')).toBe(true);
  });

  it('notes missing optional lists for review, not as errors', () => {
    expect(result.issues.filter((issue) => issue.file === 'cycling-groups.csv')).toEqual([expect.objectContaining({ severity: 'review', row: null })]);
  });
});

describe('the clean fixture', () => {
  const result = runPipeline({ dataDir: path.join(FIXTURES, 'clean') });

  it('has no findings at all and produces every entity type', () => {
    expect(result.issues).toEqual([]);
    expect(result.brandCategories).toHaveLength(18);
    expect([result.shops.length, result.brands.length, result.listings.length, result.events.length, result.destinations.length, result.slides.length]).toEqual([
      2, 2, 7, 1, 1, 5,
    ]);
  });
});

describe('the broken-files fixture', () => {
  const result = runPipeline({ dataDir: path.join(FIXTURES, 'broken-files') });
  const errorsOf = (file: string) => result.issues.filter((issue) => issue.file === file && issue.severity === 'error').map(issueLine);

  it('names the missing required file, the missing column, the duplicated header, the unclosed quote, and converts the encoding', () => {
    expect(errorsOf('brand-categories.json')[0]).toContain('missing from the data folder; it is required');
    expect(errorsOf('shops.csv')[0]).toContain("shops.csv row 1, column location: the file cannot be read: the header row has no 'location' column");
    expect(errorsOf('brands.csv')[0]).toContain("two columns for 'logo'");
    expect(errorsOf('content-creators.csv')).toEqual([]);
    expect(result.issues.find((issue) => issue.file === 'content-creators.csv' && issue.row === null)).toMatchObject({
      severity: 'fixed',
      sentence: expect.stringContaining('Windows-1252'),
    });
    expect(result.listings.map((listing) => listing.name)).toContain('Sample Piña');
    expect(errorsOf('cycling-groups.csv')[0]).toContain('never closed');
    expect(errorsOf('slides.json')[0]).toContain('not valid JSON');
  });

  it('rejects the rows of an unreadable file without losing them', () => {
    expect(result.outcomes.filter((outcome) => outcome.file === 'shops.csv').map((outcome) => [outcome.row, outcome.status])).toEqual([
      [2, 'rejected'],
      [3, 'rejected'],
    ]);
  });
});
