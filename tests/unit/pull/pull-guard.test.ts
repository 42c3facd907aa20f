/**
 * The daily pull's guard, case by case, as the workflow runs it: npm run data:pull in a child
 * process, the published sheet served over HTTPS from 127.0.0.1 (a throwaway CA; `.test` names
 * resolve to 127.0.0.1 and nothing else resolves), and the data folder a Git repository whose
 * history is the lists as they were merged on earlier days (commits dated in the past).
 *
 * A held-back list leaves data/ byte for byte as it was, exits 1 and says why; a list that is not
 * held back is written, and the pull request's text says what it lost against that baseline.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderBytes as snapshot } from '../../support/data-folders';
import { copyCleanData } from '../../support/fetch-fixtures';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { runTool } from '../../support/run-tool';

const DAY = 86_400_000;
const HEADER = 'name,link,logo';
const group = (n: number) => `Sample Group ${String(n).padStart(2, '0')},https://group-${n}.example/,`;
const groups = (numbers: number[]) => numbers.map(group);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/** A file in the data folder: LF, a line ending after the last row. */
const fileText = (rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;
/** As Google sends a published sheet: CRLF between rows, none after the last. */
const googleCsv = (rows: string[]) => [HEADER, ...rows].join('\r\n');

/** 60 new rows, 55 of them on subdomains of one site. */
const SPAM = range(1, 60).map((n) => `Offer ${n},https://${n <= 55 ? `deal${n}.spam-ring.example` : `other${n}.example`}/,`);

interface GuardCase {
  /** What the list was merged as, oldest first, and how many days ago; the last is the copy in data/. */
  merged: { daysAgo: number; rows: string[] }[];
  published: string[];
  /** The sentence the pull holds the list back with, or null when it writes it. */
  heldBack: string | null;
  /** A sentence the console and the pull request's text say (written lists). */
  says?: string;
}

const CASES: [string, GuardCase][] = [
  [
    'a list of 3 that loses 2 is held back',
    { merged: [{ daysAgo: 1, rows: groups([1, 2, 3]) }], published: groups([1]), heldBack: 'the spreadsheet lost 2 of 3 listings' },
  ],
  ['a list of 3 that loses 1 is written', { merged: [{ daysAgo: 1, rows: groups([1, 2, 3]) }], published: groups([1, 2]), heldBack: null, says: '1 row removed' }],
  [
    'a list that more than doubles with more than 50 new rows is held back, and the site most of them link to is named',
    {
      merged: [{ daysAgo: 1, rows: groups(range(1, 10)) }],
      published: [...groups(range(1, 10)), ...SPAM],
      heldBack: 'the spreadsheet grew from 10 to 70 listings: 60 new rows, 55 of them link to spam-ring.example',
    },
  ],
  [
    'a list that lost 4 of 10 in one merged pull and 2 more today is held back against the list as merged 10 days ago',
    {
      merged: [
        { daysAgo: 10, rows: groups(range(1, 10)) },
        { daysAgo: 3, rows: groups(range(1, 6)) },
      ],
      published: groups(range(1, 4)),
      heldBack: 'compared with the list as merged on {baseline}, the spreadsheet lost 6 of 10 listings',
    },
  ],
  [
    'a smaller loss over two pulls is written, and the pull request says it against the list as merged 10 days ago',
    {
      merged: [
        { daysAgo: 10, rows: groups(range(1, 10)) },
        { daysAgo: 3, rows: groups(range(1, 8)) },
      ],
      published: groups(range(1, 7)),
      heldBack: null,
      says: 'Compared with the list as merged on {baseline}: 3 of 10 listings lost.',
    },
  ],
  [
    'a clean-up merged on purpose 3 days ago (10 → 2) is the new starting point: the next ordinary day is written',
    {
      merged: [
        { daysAgo: 10, rows: groups(range(1, 10)) },
        { daysAgo: 3, rows: groups(range(1, 2)) },
      ],
      published: groups(range(1, 3)),
      heldBack: null,
      says: '1 row added',
    },
  ],
];

let ca: ThrowawayCa;
let server: FixtureServer;
const published = new Map<string, string>();
const folders: string[] = [];

beforeAll(async () => {
  ca = await makeThrowawayCa(['sheets.test']);
  server = await startHttpsFixture(ca, {
    '/pub/groups': (request, response) => {
      const body = published.get(new URL(request.url ?? '/', 'https://sheets.test').searchParams.get('case') ?? '');
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/csv' });
      response.end(body ?? '');
    },
  });
});

afterAll(async () => {
  await server.close();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Commits each merged version on its day; returns the oldest commit's "YYYY-MM-DD (commit 1234567)". */
function mergedHistory(dataDir: string, merged: GuardCase['merged']): string {
  const git = (args: string[], daysAgo = 0) => {
    const date = new Date(Date.now() - daysAgo * DAY).toISOString();
    return execFileSync('git', ['-c', 'user.name=Padyak Test', '-c', 'user.email=test@padyak.test', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dataDir,
      encoding: 'utf8',
      // Never a repository a GIT_DIR of the test's own environment points at: this folder's own.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))), GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    }).trim();
  };
  git(['init', '--quiet', '--initial-branch=main']);
  let first = '';
  for (const { daysAgo, rows } of merged) {
    writeFileSync(path.join(dataDir, 'cycling-groups.csv'), fileText(rows));
    git(['add', '--all']);
    git(['commit', '--quiet', '--message', `Lists as merged ${daysAgo} days ago`], daysAgo);
    if (first === '') first = `${new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)} (commit ${git(['rev-parse', '--short=7', 'HEAD'])})`;
  }
  return first;
}

describe('the daily pull holds back a list that loses or gains too much, in one pull or over several', () => {
  test.each(CASES)(
    '%s',
    async (name, guard) => {
      const dataDir = copyCleanData();
      folders.push(dataDir);
      const id = String(CASES.findIndex(([caseName]) => caseName === name));
      published.set(id, googleCsv(guard.published));
      writeFileSync(path.join(dataDir, 'sources.json'), `${JSON.stringify({ 'cycling-groups.csv': server.url(`/pub/groups?case=${id}`, 'sheets.test') })}\n`);
      const baseline = mergedHistory(dataDir, guard.merged);
      const before = snapshot(dataDir);
      const reportDir = `${dataDir}-report`;
      folders.push(reportDir);

      const run = await runTool('scripts/data-pull.ts', ['--data', dataDir, '--report', reportDir, '--allow-loopback'], { ca });
      const markdown = readFileSync(path.join(reportDir, 'data-pull.md'), 'utf8');

      expect(run.stderr).toBe('');
      if (guard.heldBack !== null) {
        const sentence = guard.heldBack.replace('{baseline}', baseline);
        expect(run.code).toBe(1);
        expect(snapshot(dataDir)).toEqual(before);
        expect(run.stdout).toContain(`✗ cycling-groups.csv: not pulled: ${sentence}, so data/cycling-groups.csv was not written;`);
        expect(markdown).toContain(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}, so data/cycling-groups.csv was not written;`);
      } else {
        expect(run.code).toBe(0);
        expect(readFileSync(path.join(dataDir, 'cycling-groups.csv'), 'utf8')).toBe(fileText(guard.published));
        expect(run.stdout).toContain('✓ cycling-groups.csv:');
        const says = (guard.says ?? '').replace('{baseline}', baseline);
        expect(run.stdout).toContain(says);
        expect(markdown).toContain(says);
      }
      // The history was read: no sentence that losses over several pulls went unchecked.
      expect(run.stdout).not.toContain('Losses over several pulls were not checked');
    },
    60_000,
  );

  test('without the repository’s history the pull says it checked each pull on its own', async () => {
    const dataDir = copyCleanData();
    folders.push(dataDir);
    published.set('plain', googleCsv(groups([1, 2])));
    writeFileSync(path.join(dataDir, 'sources.json'), `${JSON.stringify({ 'cycling-groups.csv': server.url('/pub/groups?case=plain', 'sheets.test') })}\n`);
    const reportDir = `${dataDir}-report`;
    folders.push(reportDir);
    const run = await runTool('scripts/data-pull.ts', ['--data', dataDir, '--report', reportDir, '--allow-loopback'], { ca });
    expect(run.code).toBe(0);
    const said =
      'Losses over several pulls were not checked (compared with the lists as merged 7 days before): the data folder is not in a Git repository with a commit.';
    expect(run.stdout).toContain(said);
    expect(readFileSync(path.join(reportDir, 'data-pull.md'), 'utf8')).toContain(said);
  }, 60_000);
});
