/**
 * The sheets (src/pipeline/sheets): where the rules table says a rule applies is where the
 * readers run it, and one defineSheet file is all a new sheet needs to be read.
 */
import { runPipeline } from '../../../../src/pipeline/node';
import { FileLog, loadPlaceTable, SHEETS, type DataIssue } from '../../../../src/pipeline';
import { defineSheet, kindsOf, placedRules, readSheetRows, type Column } from '../../../../src/pipeline/sheets';
import { nameColumn, requiredLinkColumn } from '../../../../src/pipeline/sheets/columns';
import { dataFolders } from '../../../support/data-folders';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const RULES = placedRules();

const SHEET_FILES: string[] = SHEETS.map((sheet) => sheet.file);
const DIRECTORY_FILES = SHEET_FILES.filter((file) => !['shops.csv', 'brands.csv', 'events.csv', 'destinations.csv'].includes(file));

/** Whether a rule's "applies to" (the rules table's words) names this file. */
function names(appliesTo: readonly string[], file: string): boolean {
  return appliesTo.some(
    (entry) =>
      entry === file ||
      entry === 'every data file' ||
      (entry === 'every CSV sheet' && SHEET_FILES.includes(file)) ||
      (entry === 'the 7 directory sheets' && DIRECTORY_FILES.includes(file)),
  );
}

const folders = dataFolders();

describe('where a rule applies', () => {
  it.each(folders)('names the file and column of each finding in %s', (dataDir) => {
    const misplaced = (issue: DataIssue) => {
      const rule = RULES.find((candidate) => candidate.id === issue.rule);
      if (rule === undefined) return true;
      const columnNamed = rule.column.length === 0 || issue.column === null || rule.column.includes(issue.column);
      return !names(rule.appliesTo, issue.file) || !columnNamed;
    };
    const { issues } = runPipeline({ dataDir });
    expect(issues.filter(misplaced).map((issue) => `${issue.rule} at ${issue.file}, column ${issue.column}`)).toEqual([]);
  });

  it("lists, for each sheet's column, every kind its checks emit", () => {
    for (const sheet of SHEETS) {
      for (const column of sheet.columns) {
        for (const { id } of kindsOf(column)) {
          const rule = RULES.find((candidate) => candidate.id === id);
          expect({ id, file: sheet.file, column: column.name, named: names(rule?.appliesTo ?? [], sheet.file) && (rule?.column ?? []).includes(column.name) }).toEqual({
            id,
            file: sheet.file,
            column: column.name,
            named: true,
          });
        }
      }
    }
  });

  it('says "every CSV sheet" only of the rules every sheet runs', () => {
    expect(RULES.find((rule) => rule.id === 'name-required')?.appliesTo).toEqual(['every CSV sheet']);
    // destinations.csv has no link column, so the link rules do not claim it.
    expect(RULES.find((rule) => rule.id === 'link-http')?.appliesTo).toEqual(['shops.csv', 'brands.csv', 'the 7 directory sheets', 'events.csv', 'slides.json']);
    expect(RULES.find((rule) => rule.id === 'logo-unusable')?.appliesTo).toEqual(['shops.csv', 'brands.csv', 'the 7 directory sheets']);
  });
});

describe('a sheet described in one file', () => {
  // A made-up list: bike racks, each with a name, a link and how many bikes it holds.
  const capacityColumn: Column<number | null> = {
    required: false,
    checks: [{ emits: [], run: (cell) => (typeof cell === 'string' && /^\d+$/.test(cell) ? Number(cell) : null) }],
  };
  const racks = defineSheet({
    file: 'bike-racks.csv',
    what: 'rack',
    columns: { name: nameColumn(), link: requiredLinkColumn(), capacity: capacityColumn },
    aliases: { url: 'link' },
    toEntity: ({ name, link, capacity }, row) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name, link, capacity, sourceRow: row }),
    duplicates: { fillable: ['capacity'], link: (rack) => rack.link },
  });
  const context = { probe: () => null, places: loadPlaceTable(null).table };

  it('is read by the one reader: columns, rules, duplicates and entities', () => {
    const log = new FileLog(racks.file);
    const text = 'Name,URL,capacity,colour\nRack A,https://example.com/a,,red\n,https://example.com/b,4,blue\nRack C,,6,green\nRack A,https://example.com/a,12,red\n';
    const entities = readSheetRows(racks, text, context, log);

    expect(racks.list).toBe('bike-racks');
    expect(racks.spec).toEqual({ required: ['name', 'link'], optional: ['capacity'], aliases: { url: 'link' } });
    // The copy in row 5 is merged into row 2, which takes its capacity.
    expect(entities).toEqual([{ id: 'rack-a', name: 'Rack A', link: 'https://example.com/a', capacity: 12, sourceRow: 2 }]);
    expect(log.issues.map((issue) => [issue.rule, issue.row, issue.column])).toEqual([
      ['csv-unknown-column', 1, 'colour'],
      ['name-required', 3, 'name'],
      ['link-required', 4, 'link'],
      ['duplicate-merged', 5, null],
    ]);
    expect(log.outcomes().map((outcome) => [outcome.row, outcome.status])).toEqual([
      [2, 'kept'],
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'merged'],
    ]);
    expect(log.issues.filter((issue) => issue.rule === 'name-required').map(issueLine)).toEqual([
      "bike-racks.csv row 3, column name: the name is empty; fill in the rack's name or delete the row.",
    ]);
  });

  it('refuses a header without a required column, as every sheet does', () => {
    const log = new FileLog(racks.file);
    expect(readSheetRows(racks, 'name,capacity\nRack A,12\n', context, log)).toEqual([]);
    expect(log.issues.map((issue) => issue.rule)).toEqual(['csv-missing-column']);
  });
});
