/** `data:check --format github`: workflow commands that put each finding on its line in a pull request. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSheet, SHOP_COLUMNS, loadPlaceTable, type DataIssue } from '../../../../src/pipeline';
import {
  csvLocator,
  escapeCommandData,
  escapeCommandProperty,
  recordStartLines,
  renderGithubAnnotations,
  renderStepSummary,
  SUMMARY_ERRORS,
} from '../../../../src/pipeline/report/github';

const ROOT = path.join(__dirname, '../../../..');
// The check runs from the data folder's parent, as CI runs it from the repository, so tsx is named by its path.
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

describe('escaping as the Actions runner reads it', () => {
  it('escapes %, CR and LF in a message, percent first so nothing is escaped twice', () => {
    expect(escapeCommandData('50% off\r\nnext line')).toBe('50%25 off%0D%0Anext line');
    expect(escapeCommandData('%0A')).toBe('%250A');
  });

  it('also escapes : and , in a property value', () => {
    expect(escapeCommandProperty('shops.csv row 5, column link: 10%')).toBe('shops.csv row 5%2C column link%3A 10%25');
    expect(escapeCommandProperty('a\nb')).toBe('a%0Ab');
  });
});

describe('recordStartLines', () => {
  it('counts a line break inside a quoted cell as a line of the file but not as a new row', () => {
    const text = 'name,location\n"Multi\nLine Shop",Cebu\nNext Shop,Pasig\n';
    expect(recordStartLines(text)).toEqual([1, 2, 4]);
  });

  it('handles CRLF, escaped quotes, a quote inside an unquoted cell and a BOM', () => {
    const text = '\ufeff"name",location\r\n"He said ""hi\r\nthere""",QC\r\nSam"s,"Two\r\n\r\nbreaks"\r\nLast,Pasig';
    expect(recordStartLines(text)).toEqual([1, 2, 4, 7]);
  });
});

describe('renderGithubAnnotations', () => {
  const messyShop =
    'name,location,link\n"Sample Multi\nLine Shop",Cebu,https://example.test/a\nSample Script Shop,Makati,javascript:alert(1)\nSample Plain,Taguig,http://example.test/plain\nSample Fixed,Quezon city,\n';
  const { table } = loadPlaceTable(null);
  const check = checkSheet(messyShop, 'shops', { places: table, categorySlugs: [], probe: () => null });
  const annotations = renderGithubAnnotations(check.issues, { pathOf: (file) => `data/${file}`, locatorOf: () => csvLocator(messyShop, SHOP_COLUMNS) });

  it('points an error at the line where its row starts, after a cell with a line break, and at the column', () => {
    // Spreadsheet row 3 starts on line 4 of the file because row 2's name spans two lines.
    expect(annotations).toContain(
      "::error file=data/shops.csv,line=4,col=3,title=Data error [link-invalid]%3A shops.csv row 3%2C column link::shops.csv row 3, column link: 'javascript:alert(1)' uses 'javascript:', which is not a web page; only https:// (or http://) addresses can be listed.",
    );
  });

  it('writes needs-review findings as warnings and leaves auto-fixes out', () => {
    expect(annotations.filter((line) => line.startsWith('::warning file=data/shops.csv,line=5,col=3,'))).toHaveLength(1);
    expect(annotations.some((line) => line.includes('Quezon city'))).toBe(false);
    expect(annotations).toHaveLength(2);
  });

  it('escapes a message that holds a line break or a percent sign, so one finding stays one command', () => {
    const issue: DataIssue = {
      rule: 'csv-malformed',
      severity: 'error',
      file: 'a,b:c.csv',
      row: null,
      column: null,
      found: null,
      expected: null,
      sentence: "cell '10%\noff' is wrong.",
    };
    const [line] = renderGithubAnnotations([issue], { pathOf: (file) => `data/${file}`, locatorOf: () => null });
    expect(line).toBe("::error file=data/a%2Cb%3Ac.csv,title=Data error [csv-malformed]%3A a%2Cb%3Ac.csv::a,b:c.csv: cell '10%25%0Aoff' is wrong.");
  });
});

describe('renderStepSummary', () => {
  it('gives the per-file table and every error', () => {
    const markdown = renderStepSummary(
      {
        files: [{ file: 'shops.csv', rows: 3, kept: 1, fixed: 1, merged: 0, rejected: 1, errors: 1, reviews: 2 }],
        issues: [
          {
            rule: 'link-invalid',
            severity: 'error',
            file: 'shops.csv',
            row: 3,
            column: 'link',
            found: 'x',
            expected: null,
            sentence: 'bad | link.',
          },
        ],
        worklist: [],
      },
      'the report',
    );
    expect(markdown).toContain('| shops.csv | 3 | 1 | 1 | 0 | 1 | 1 | 2 |');
    expect(markdown).toContain('- [link-invalid] shops.csv row 3, column link: bad \\| link.');
  });
});

/** What is left of a Markdown text once every backslash escape is taken out: what may still be markup. */
const unescaped = (markdown: string) => markdown.replace(/\\[!-/:-@[-`{-~]/g, '');
/** What a reader sees: the text with the escapes' backslashes removed. */
const shown = (markdown: string) => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');

describe('escapeMarkdown on the job summary', () => {
  const hostile = [
    '[Official site](https://evil.example)',
    '![](https://evil.example/a.png)',
    '<img src="https://evil.example/b.png">',
    'a | b | c',
    '`code` and **bold** and ~~struck~~',
    'bare https://evil.example/c and www.evil.example',
    'two\nlines',
  ];
  const message = (value: string) => `shops.csv row 3, column link: '${value}' is not a full web address.`;
  const markdown = renderStepSummary(
    {
      files: [{ file: 'shops|[x](https://evil.example).csv', rows: 1, kept: 0, fixed: 0, merged: 0, rejected: 1, errors: hostile.length, reviews: 0 }],
      issues: hostile.map((value) => ({
        rule: 'link-invalid' as const,
        severity: 'error' as const,
        file: 'shops.csv',
        row: 3,
        column: 'link',
        found: value,
        expected: null,
        sentence: `'${value}' is not a full web address.`,
      })),
      worklist: [],
    },
    'the report',
  );
  const errorLines = markdown.split('\n').filter((line) => line.startsWith('- [link-invalid] '));

  it('turns no cell into a link, an image, HTML or code on the job page', () => {
    expect(errorLines).toHaveLength(hostile.length);
    for (const line of errorLines) {
      const body = unescaped(line.slice('- [link-invalid] '.length));
      expect(body).not.toMatch(/[[\]<>`|*_~]|:\/\/|www\./);
    }
  });

  it('still shows each value as the editor wrote it, on one line', () => {
    hostile.forEach((value, index) => expect(shown(errorLines[index] ?? '')).toBe(`- [link-invalid] ${message(value.replace('\n', ' '))}`));
  });

  it('keeps the table to its eight columns when a file name holds a pipe', () => {
    const row = markdown.split('\n').find((line) => line.includes('shops')) ?? '';
    expect(unescaped(row).split('|')).toHaveLength(10);
    expect(unescaped(row)).not.toMatch(/[[\]]|:\/\//);
  });
});

test('the job summary of a sheet with a hundred thousand errors stays far under the 1 MiB GitHub keeps, and counts what it leaves out', () => {
  const count = 100_000;
  const issues: DataIssue[] = Array.from({ length: count }, (_, index) => ({
    rule: 'link-invalid' as const,
    severity: 'error' as const,
    file: 'shops.csv',
    row: index + 2,
    column: 'link',
    found: 'x',
    expected: null,
    sentence: `'${'x'.repeat(5_000)}' is not a full web address.`,
  }));
  const summary = renderStepSummary(
    { files: [{ file: 'shops.csv', rows: count, kept: 0, fixed: 0, merged: 0, rejected: count, errors: count, reviews: 0 }], issues, worklist: [] },
    'the report',
  );
  expect(summary.length).toBeLessThan(256 * 1024);
  expect(summary.split('\n').filter((line) => line.startsWith('- [link-invalid] shops.csv row '))).toHaveLength(SUMMARY_ERRORS);
  expect(summary).toContain(`### Errors (${count})`);
  expect(summary).toContain(`- … and ${count - SUMMARY_ERRORS} more errors, listed in the report.`);
});

describe('scripts/normalize.ts --format github', () => {
  let dataDir: string;
  let summaryFile: string;
  let result: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-github-'));
    for (const file of ['brand-categories.json', 'brands.csv', 'slides.json']) copyFileSync(path.join(ROOT, 'tests/fixtures/clean', file), path.join(dataDir, file));
    writeFileSync(
      path.join(dataDir, 'shops.csv'),
      'name,location,link\n"Sample Multi\nLine Shop",Cebu,https://example.test/a\nSample Script Shop,Makati,javascript:alert(1)\n',
    );
    summaryFile = path.join(dataDir, 'summary.md');
    writeFileSync(summaryFile, 'earlier step\n');
    result = spawnSync(
      process.execPath,
      ['--import', TSX, path.join(ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', path.join(dataDir, 'report'), '--format', 'github'],
      {
        cwd: dataDir,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_STEP_SUMMARY: summaryFile },
      },
    );
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the annotation on the file line of the row, relative to the working folder', () => {
    expect(result.status).toBe(1);
    expect(String(result.stdout)).toMatch(
      /^::error file=shops\.csv,line=4,col=3,title=Data error \[link-invalid\]%3A shops\.csv row 3%2C column link::shops\.csv row 3, column link: 'javascript:alert\(1\)'/m,
    );
  });

  it('appends the summary to $GITHUB_STEP_SUMMARY, keeping what earlier steps wrote', () => {
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary.startsWith('earlier step\n## Data check')).toBe(true);
    expect(summary).toContain('| shops.csv | 2 | 0 | 1 | 0 | 1 | 1 | 0 |');
  });

  it('refuses an unknown format with the usage', () => {
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--format', 'xml'], { cwd: ROOT, encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--format needs one of text, github');
  });
});
