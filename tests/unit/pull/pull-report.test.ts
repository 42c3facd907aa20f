/**
 * reports/data-pull.md is the daily pull request's body and its run's job summary, read on GitHub.
 * These tests render it with a CommonMark renderer (markdown-it, with GitHub's autolinks) and
 * look at what a reader gets: no link, image, HTML or @mention may come from a cell, a
 * sources.json entry or the page a server answered with, and the whole stays under what GitHub
 * shows, however large the sheet.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { HttpClient, HttpResponse } from '../../../scripts/net/http-client';
import { JSON_LIST_LIMIT, MAX_MARKDOWN_CHARS, renderPullConsole, renderPullJson, renderPullMarkdown } from '../../../scripts/pull/pull-report';
import { runDataPull, type PullReport, type SheetError } from '../../../scripts/pull/run-data-pull';
import { compareSheets, describeChanges, summarizeChanges } from '../../../src/pipeline';

/** GitHub's own cap on a pull request's body. */
const GITHUB_BODY_LIMIT = 65_536;

/** Cells an editor, or a vandal with edit access, can type: each would act on GitHub if it went in raw. */
const HOSTILE = [
  '[Sign in](https://evil.example/a)',
  '![](https://evil.example/b.png)',
  '<img src="https://evil.example/c.png">',
  '<b>bold</b> <!-- hidden -->',
  '@team and @org/reviewers',
  'see #12 and GH-3',
  'write to rider@evil.example',
  'bare https://evil.example/d and www.evil.example',
  '<https://evil.example/e>',
  '`code` **bold** _em_ ~~gone~~',
  '&lt;b&gt; &#64;team &#91;x&#93;(https&#58;//evil.example/f)',
  '\\[escaped\\](https://evil.example/g)',
  '[ref]: https://evil.example/h',
  'a | b',
];

/** Code spans the report writes itself (command names, files); any other code span came from a cell. */
const OWN_CODE = new Set(['npm run data:pull', 'npm run data:check', 'data/', 'data/sources.json', 'docs/editors.md', 'data-pull.json', 'pull-sheets-report']);

/** The one-character code spans escapeMarkdown writes to keep GitHub from finding a mention or an issue number. */
const ESCAPE_CODE = new Set(['@', '#', '-']);

/** GitHub's autolinks: www., http(s):// and e-mail addresses, not bare domain names. */
const markdown = new MarkdownIt({ html: true, linkify: true });
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: true });

/** What a rendered report holds that a reader could click, load, or be notified by; empty when none. */
function liveMarkup(text: string): string[] {
  const found: string[] = [];
  const visit = (tokens: ReturnType<typeof markdown.parse>) => {
    // Text outside code, as GitHub's mention and reference filters see it: code ends a run of text.
    let run = '';
    const endRun = () => {
      const mention = /(?:^|[^\w`])@[a-z0-9]/i.exec(run) ?? /(?:^|[^\w&])#\d/.exec(run) ?? /\bGH-\d/i.exec(run);
      if (mention) found.push(`mention or reference in '${run}'`);
      run = '';
    };
    for (const token of tokens) {
      if (token.type === 'link_open' || token.type === 'image' || token.type === 'html_inline' || token.type === 'html_block') {
        found.push(`${token.type}: ${token.content || token.attrGet('href') || token.attrGet('src')}`);
      }
      if (token.type === 'code_inline') {
        endRun();
        if (!ESCAPE_CODE.has(token.content) && !OWN_CODE.has(token.content)) found.push(`code from a cell: ${token.content}`);
      } else if (token.type === 'text' || token.type === 'text_special') run += token.content;
      else if (token.type !== 'softbreak') endRun();
      if (token.type === 'code_block' || token.type === 'fence') found.push(`code block: ${token.content}`);
      if (token.children) visit(token.children);
    }
    endRun();
  };
  visit(markdown.parse(text, {}));
  return found;
}

/** The report as a reader sees it: each line's text, code spans shown as their characters. */
function shownText(text: string): string {
  const lines: string[] = [];
  for (const token of markdown.parse(text, {})) {
    if (token.type === 'inline') lines.push((token.children ?? []).map((child) => (child.type === 'softbreak' ? ' ' : child.content)).join(''));
  }
  return lines.join('\n');
}

const headingsOf = (text: string) => markdown.parse(text, {}).filter((token) => token.type === 'heading_open').length;

/** A stand-in for the one HTTP client, answering each address as the test says (tests/unit/pull/data-pull-cli.test.ts drives the real one). */
function answering(answers: Record<string, Partial<HttpResponse>>): HttpClient & { asked: string[] } {
  const asked: string[] = [];
  const get = async (url: string): Promise<HttpResponse> => {
    asked.push(url);
    const answer = answers[url] ?? { status: 404 };
    return { status: 200, url, redirects: [], headers: { 'content-type': 'text/csv' }, body: Buffer.alloc(0), ...answer };
  };
  return { get, request: get, head: get, post: get, close: () => undefined, bytesReceived: 0, asked };
}

const csv = (rows: string[]) => Buffer.from(rows.join('\r\n'));
const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

describe('data-pull.md rendered as GitHub renders it', () => {
  let dataDir: string;
  let report: PullReport;
  let text: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-pull-report-'));
    cpSync(path.join(__dirname, '..', '..', 'fixtures', 'clean'), dataDir, { recursive: true });
    writeFileSync(
      path.join(dataDir, 'sources.json'),
      JSON.stringify({
        'content-creators.csv': 'https://sheets.example/creators',
        'shops.csv': 'https://sheets.example/shops',
        'events.csv': 'https://sheets.example/private',
        '[x](https://evil.example/i) @team <img src=x>.csv': 'https://sheets.example/@team/<img src=x>',
      }),
    );
    const client = answering({
      // Every hostile text as a creator's name: a change the pull writes and describes.
      'https://sheets.example/creators': { body: csv(['name,link,logo', ...HOSTILE.map((cell, index) => `${quoted(cell)},https://creator-${index}.example/,`)]) },
      // And as a shop's link: errors, each quoting its cell.
      'https://sheets.example/shops': { body: csv(['name,location,link,logo', ...HOSTILE.map((cell, index) => `Shop ${index},Quezon City,${quoted(cell)},`)]) },
      // A sign-in page whose title is the attacker's.
      'https://sheets.example/private': {
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<html><head><title>Sign in [here](https://evil.example/j) @team #5</title></head></html>'),
      },
    });
    report = await runDataPull({ dataDir, client, now: () => new Date('2026-11-25T06:41:00Z') });
    text = renderPullMarkdown(report);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the run has a written sheet, a sheet with errors, a sign-in page and a bad sources.json entry', () => {
    expect(report.sheets.map((sheet) => [sheet.file, sheet.status])).toEqual([
      ['[x](https://evil.example/i) @team <img src=x>.csv', 'not-pulled'],
      ['content-creators.csv', 'updated'],
      ['events.csv', 'not-pulled'],
      ['shops.csv', 'errors'],
    ]);
  });

  test('no link, image, HTML, code or @mention comes from a cell, a sources.json entry or a page title', () => {
    expect(liveMarkup(text)).toEqual([]);
    // One heading for the report and one per sheet: no cell starts a heading.
    expect(headingsOf(text)).toBe(1 + report.sheets.length);
  });

  test('every hostile text is still shown as the editor wrote it', () => {
    const shown = shownText(text);
    for (const cell of HOSTILE) expect(shown).toContain(cell);
    expect(shown).toContain("answered with a sign-in page ('Sign in [here](https://evil.example/j) @team #5')");
    expect(shown).toContain("'[x](https://evil.example/i) @team <img src=x>.csv' is not one of the sheets the site reads");
  });

  test('the check itself finds what each cell would do if it went in raw', () => {
    // (A pipe acts only in a table, and this report has none.)
    for (const cell of HOSTILE.filter((each) => each !== 'a | b')) expect([cell, liveMarkup(`- Row 2: ${cell}`)]).not.toEqual([cell, []]);
  });
});

describe('the size of the reports for a huge pull', () => {
  const errorCount = 120_000;
  const hostileText = (index: number) => `row ${index + 2}, column C (link): '${HOSTILE[index % HOSTILE.length]} ${'x'.repeat(150)}' is not a full web address`;
  const errors: SheetError[] = Array.from({ length: errorCount }, (_, index) => ({
    row: index + 2,
    column: 'link',
    columnLetter: 'C',
    rule: 'link-invalid',
    text: hostileText(index),
  }));
  const before = ['name,link,logo', 'Old Creator,https://old.example/,'].join('\n');
  const after = ['name,link,logo', ...Array.from({ length: 60_000 }, (_, index) => `Creator ${index} @team,https://creator-${index}.example/,`)].join('\n');
  const changes = compareSheets('content-creators', before, after);
  const report: PullReport = {
    generatedAt: '2026-11-25T06:41:00.000Z',
    dataDir: 'data',
    sourcesProblem: null,
    historyProblem: null,
    exitCode: 1,
    sheets: [
      { file: 'brands.csv', address: 'https://sheets.example/brands', status: 'errors', errors },
      {
        file: 'content-creators.csv',
        address: 'https://sheets.example/creators',
        status: 'updated',
        list: 'content-creators',
        changes,
        sentences: describeChanges('content-creators', changes),
        summary: summarizeChanges(changes),
        reviews: 0,
        allowedBigChange: null,
      },
      { file: 'shops.csv', address: 'https://sheets.example/shops', status: 'errors', errors },
      // sources.json can name any number of wrong sheets, each with a long address.
      ...Array.from({ length: 2_000 }, (_, index) => ({
        file: `sheet-${index}.csv`,
        address: `https://evil.example/${'@a'.repeat(200)}`,
        status: 'not-pulled' as const,
        problem: `sources.json: 'sheet-${index}.csv' is not one of the sheets the site reads`,
        transient: false,
      })),
    ],
  };
  const text = renderPullMarkdown(report);

  test('the Markdown stays under what GitHub shows, even with its footer, and is still escaped', () => {
    expect(text.length).toBeLessThanOrEqual(MAX_MARKDOWN_CHARS);
    expect(text.length + 500).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(liveMarkup(text)).toEqual([]);
  });

  test('it lists the first errors and changes, then counts the rest and says where they are', () => {
    const shown = shownText(text);
    // (toBe(true) rather than toContain: a failure would print the whole report.)
    expect(shown.includes(`R${hostileText(0).slice(1)}`)).toBe(true);
    expect(
      shown.includes(`… and 119,960 more errors: data-pull.json lists the first ${JSON_LIST_LIMIT.toLocaleString('en-US')}; fix those and pull again to see the rest.`),
    ).toBe(true);
    expect(shown.includes("… and 59,961 more changes: the pull request's diff of data/content-creators.csv shows every row.")).toBe(true);
    expect(/The report stops here, to stay under the 60,000 characters GitHub shows in a pull request; data-pull\.json .* has every sheet\./.test(shown)).toBe(true);
    // The totals come last, whatever was cut.
    expect(text.trimEnd().split('\n').pop()).toBe('1 sheet written, 2002 not pulled.');
  });

  test('the console lists the first 200 of each sheet, and the JSON the first of each list with its count', () => {
    const lines = renderPullConsole(report);
    expect(lines.filter((line) => line.startsWith('    row ')).length).toBe(400);
    expect(lines).toContain(
      `    … and 119,800 more errors: data-pull.json lists the first ${JSON_LIST_LIMIT.toLocaleString('en-US')}; fix those and pull again to see the rest.`,
    );
    const json = renderPullJson(report);
    expect(json.length).toBeLessThan(10 * 1024 * 1024);
    const parsed = JSON.parse(json) as {
      listLimit: number;
      sheets: { file: string; errorCount?: number; errors?: unknown[]; counts?: Record<string, number>; sentences?: unknown[] }[];
    };
    expect(parsed.listLimit).toBe(JSON_LIST_LIMIT);
    const shops = parsed.sheets.find((sheet) => sheet.file === 'shops.csv');
    expect(shops?.errorCount).toBe(errorCount);
    expect(shops?.errors).toHaveLength(JSON_LIST_LIMIT);
    const creators = parsed.sheets.find((sheet) => sheet.file === 'content-creators.csv');
    expect(creators?.counts).toEqual({ added: 60_000, removed: 1, changed: 0, sentences: 60_001 });
    expect(creators?.sentences).toHaveLength(JSON_LIST_LIMIT);
  });
});

test('a report in data-pull.json reads back the same when nothing was cut', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-pull-report-'));
  try {
    cpSync(path.join(__dirname, '..', '..', 'fixtures', 'clean'), dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'sources.json'), JSON.stringify({ 'shops.csv': 'https://sheets.example/shops' }));
    const client = answering({ 'https://sheets.example/shops': { body: csv(['name,location,link,logo', 'Bike Lab,Iloilo City,,']) } });
    const report = await runDataPull({ dataDir, client });
    const json = JSON.parse(renderPullJson(report));
    expect(json.sheets[0]).toMatchObject({ file: 'shops.csv', status: 'updated', counts: { added: 1, removed: 2, changed: 0 } });
    expect(json.sheets[0].changes.added).toEqual(JSON.parse(JSON.stringify(report.sheets[0]?.status === 'updated' ? report.sheets[0].changes.added : null)));
    expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe('name,location,link,logo\nBike Lab,Iloilo City,,\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
