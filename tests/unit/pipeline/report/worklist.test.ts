/** The editors' worklist: what is due for a check, oldest first, per list. */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderJsonReport, renderMarkdownReport, runPipeline, type PipelineResult } from '../../../../src/pipeline/node';
import { renderStepSummary } from '../../../../src/pipeline/report/github';
import { checkWorklist, monthsStanding, renderWorklist, WORKLIST_SHOWN, type CheckedListing } from '../../../../src/pipeline/report/worklist';

const FIXTURES = path.join(__dirname, '../../../fixtures');

const listing = (name: string, sourceRow: number, checked: string | null, status: CheckedListing['status'] = 'open'): CheckedListing => ({
  name,
  sourceRow,
  checked,
  status,
});

describe('checkWorklist', () => {
  it('lists, per list, the checks older than twelve months oldest first, then the never checked in sheet order', () => {
    const shops = [
      listing('Checked this month', 2, '2026-11'),
      listing('Never A', 3, null),
      listing('Fourteen months', 4, '2025-09'),
      listing('Three years', 5, '2023-11'),
      listing('Twelve months', 6, '2025-11'),
      listing('Never B', 7, null),
    ];
    expect(checkWorklist([{ file: 'shops.csv', listings: shops }], '2026-11-28')).toEqual([
      {
        file: 'shops.csv',
        entries: [
          { name: 'Three years', row: 5, checked: '2023-11' },
          { name: 'Fourteen months', row: 4, checked: '2025-09' },
          { name: 'Never A', row: 3, checked: null },
          { name: 'Never B', row: 7, checked: null },
        ],
      },
    ]);
  });

  it('leaves out closed listings, and lists with nothing due', () => {
    const lists = [
      { file: 'shops.csv', listings: [listing('Closed long ago', 2, '2020-01', 'closed'), listing('Fresh', 3, '2026-10')] },
      { file: 'brands.csv', listings: [listing('Temporarily closed, never checked', 2, null, 'temporarily closed')] },
    ];
    expect(checkWorklist(lists, '2026-11-28')).toEqual([{ file: 'brands.csv', entries: [{ name: 'Temporarily closed, never checked', row: 2, checked: null }] }]);
  });
});

describe('the worklist in the data-quality report, its JSON and the job summary', () => {
  let dataDir: string;
  let result: PipelineResult;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-worklist-'));
    for (const file of ['brand-categories.json', 'brands.csv', 'slides.json']) copyFileSync(path.join(FIXTURES, 'clean', file), path.join(dataDir, file));
    writeFileSync(
      path.join(dataDir, 'shops.csv'),
      [
        'name,location,link,status,checked',
        'Sample Fresh Shop,Pasig,https://fresh.example,,2026-11',
        'Sample Never Shop,Cebu City,https://never.example,,',
        'Sample Fourteen Months Shop,Makati,https://fourteen.example,,2025-09',
        'Sample Closed Shop,Taguig,https://closed.example,closed,2020-01',
        'Sample Old Shop,Bohol,https://old.example,temporarily closed,Nov 2023',
        'Sample Twelve Months Shop,Pasig,https://twelve.example,,2025-11',
        'Sample Closed Never Shop,Taguig,https://closed-never.example,closed,',
        '',
      ].join('\n'),
    );
    result = runPipeline({ dataDir, today: '2026-11-28' });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const shopLines = [
    '### shops.csv: 3 listings: 2 not checked for over 12 months, 1 never checked',
    '',
    '- Row 6: Sample Old Shop — checked 2023-11',
    '- Row 4: Sample Fourteen Months Shop — checked 2025-09',
    '- Row 3: Sample Never Shop — never checked',
    '',
  ];

  it('lists, in the Markdown report, the overdue shops oldest first, then the never checked, and leaves the closed ones out', () => {
    const markdown = renderMarkdownReport(result);
    const start = markdown.indexOf('## Listings due a check\n');
    expect(start).toBeGreaterThan(markdown.indexOf('## shops.csv\n'));
    const section = markdown.slice(start).split('\n');
    expect(section.slice(0, 5)).toEqual([
      '## Listings due a check',
      '',
      'Listings last checked more than 12 months ago (oldest first), then those never checked, per list; closed listings are left out. ',
      'Once an editor has confirmed one, this month goes in its `checked` cell (e.g. `2026-11`).',
      '',
    ]);
    expect(section.slice(5, 11)).toEqual(shopLines);
    // The brands of the clean fixture have no checked column: never checked, in the sheet's order.
    expect(section[11]).toMatch(/^### brands\.csv: \d+ listings: \d+ never checked$/);
    expect(markdown).not.toContain('Sample Closed');
    expect(markdown).not.toContain('Row 2: Sample Fresh Shop');
    expect(markdown).not.toContain('Twelve Months Shop —');
  });

  it('gives every entry in data-quality.json', () => {
    const json = JSON.parse(renderJsonReport(result)) as { worklist: { file: string; entries: unknown[] }[] };
    expect(json.worklist[0]).toEqual({
      file: 'shops.csv',
      entries: [
        { name: 'Sample Old Shop', row: 6, checked: '2023-11' },
        { name: 'Sample Fourteen Months Shop', row: 4, checked: '2025-09' },
        { name: 'Sample Never Shop', row: 3, checked: null },
      ],
    });
  });

  it('puts the same lists in the job summary, after the errors', () => {
    const summary = renderStepSummary(result, 'the report').split('\n');
    const start = summary.indexOf('### Listings due a check');
    expect(start).toBeGreaterThan(0);
    expect(summary.slice(start + 5, start + 11)).toEqual(shopLines.map((line) => line.replace(/^### /, '#### ')));
  });
});

describe('renderWorklist', () => {
  it('shows the first twenty of a long list and counts the rest, which the JSON report holds', () => {
    const entries = Array.from({ length: 25 }, (_, index) => ({ name: `Sample Shop ${index + 2}`, row: index + 2, checked: null }));
    const lines = renderWorklist([{ file: 'shops.csv', entries }], '##');
    expect(lines).toContain('### shops.csv: 25 listings: 25 never checked');
    expect(lines.filter((line) => line.startsWith('- Row '))).toHaveLength(WORKLIST_SHOWN);
    expect(lines).toContain('- … and 5 more, all in data-quality.json.');
  });

  it('says when nothing is due, and escapes a name that would be markup', () => {
    expect(renderWorklist([], '##')).toContain('No listing is due a check.');
    const lines = renderWorklist([{ file: 'shops.csv', entries: [{ name: '[x](https://evil.example)', row: 2, checked: '2024-01' }] }], '###');
    expect(lines).toContain('- Row 2: \\[x\\](https:/\\/evil.example) — checked 2024-01');
  });
});

describe('monthsStanding', () => {
  it("is today's month and the twelve before it: a check in one of them stands, one before them is due", () => {
    const standing = monthsStanding('2026-11-28');
    expect(standing).toHaveLength(13);
    expect([standing[0], standing[1], standing.at(-2), standing.at(-1)]).toEqual(['2025-11', '2025-12', '2026-10', '2026-11']);
    expect(monthsStanding('2026-01-01').slice(0, 2)).toEqual(['2025-01', '2025-02']);
    // Agrees with the worklist: 2025-10 is due on 2026-11-28, 2025-11 is not.
    const listings = ['2025-10', '2025-11', '2026-11'].map((month, index) => listing(month, index + 2, month));
    const due = checkWorklist([{ file: 'shops.csv', listings }], '2026-11-28')[0]?.entries.map((entry) => entry.checked);
    expect(due).toEqual(listings.map((entry) => entry.checked).filter((month) => !standing.includes(month as string)));
  });
});
