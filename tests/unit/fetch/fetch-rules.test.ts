/**
 * Every finding of data:fetch is a finding of one of its rules (src/pipeline/tool-rules/fetch.ts),
 * and every one of those rules is reached here, through the command itself: an image gone, an
 * image server too slow, a dead link, a moved link, a link to a private address, and a logo
 * suggestion for a sheet that changed under the run. The reports and the GitHub annotations name
 * the rule as the data check's do. Servers on 127.0.0.1 only; `.test` names resolve there.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createHttpClient } from '../../../scripts/net/http-client';
import { createDataFetch, type DataFetchResult } from '../../../scripts/fetch/run-data-fetch';
import { silentProgress } from '../../../scripts/fetch/progress';
import { githubAnnotationLines } from '../../../scripts/support/github-annotations';
import { escapeMarkdown, issueLine } from '../../../src/pipeline';
import { FETCH_RULES } from '../../../src/pipeline/tool-rules';
import { fixtureResolver, makeThrowawayCa, startHttpsFixture, trustCa, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { copyCleanData, faultMatrixRoutes, makeFixtureImages, writeSheet } from '../../support/fetch-fixtures';

let ca: ThrowawayCa;
let untrust: () => void;
let server: FixtureServer;
let dataDir: string;
let result: DataFetchResult;

beforeAll(async () => {
  ca = await makeThrowawayCa();
  untrust = trustCa(ca);
  const routes = faultMatrixRoutes(await makeFixtureImages(), () => 1);
  server = await startHttpsFixture(ca, {
    ...routes,
    // An editor saves the sheet (with a quote left open) while the command is reading this page:
    // the logo found on it cannot be written into the sheet any more.
    '/saved-meanwhile': (request, response) => {
      writeSheet(dataDir, 'cycling-groups.csv', 'name,link,logo\n"Saved Meanwhile Group,https://example.com/group,\n');
      routes['/with-json-ld']?.(request, response);
    },
  });
  dataDir = copyCleanData();
  writeSheet(
    dataDir,
    'brands.csv',
    ['category,name,link,logo', `bikes,Gone Brand,,${server.url('/gone-404.png')}`, `bikes,Slow Brand,,${server.url('/slow.png', 'other.test')}`].join('\n') + '\n',
  );
  writeSheet(
    dataDir,
    'content-creators.csv',
    ['name,link,logo', `Gone Creator,${server.url('/page-404')},`, `Moved Creator,${server.url('/old-page')},`, 'Private Creator,https://private.test/page,'].join('\n') +
      '\n',
  );
  writeSheet(dataDir, 'cycling-groups.csv', `name,link,logo\nSaved Meanwhile Group,${server.url('/saved-meanwhile', 'discover.test')},\n`);
  // private.test stands for a name that leads into a private network: refused, never requested.
  const resolver = async (hostname: string) => (hostname === 'private.test' ? [{ address: '10.0.0.7', family: 4 }] : fixtureResolver(hostname));
  result = await createDataFetch({
    dataDir,
    reportDir: path.join(dataDir, 'reports'),
    client: createHttpClient({ allowLoopback: true, resolver, timeoutMs: 500, retryBaseMs: 10 }),
    discover: true,
    acceptSuggestions: true,
    progress: silentProgress,
  }).run();
}, 30_000);

afterAll(async () => {
  await server.close();
  untrust();
  ca.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const ruleAt = (file: string, row: number) => result.report.findings.filter((finding) => finding.file === file && finding.row === row).map((finding) => finding.rule);

describe('the findings of data:fetch', () => {
  test('each carries the id and the severity of one data:fetch rule', () => {
    const rules = new Map<string, string>(FETCH_RULES.map((rule) => [rule.id, rule.severity]));
    expect(result.report.findings.length).toBeGreaterThan(0);
    for (const finding of result.report.findings) expect([finding.rule, finding.severity]).toEqual([finding.rule, rules.get(finding.rule)]);
  });

  test('every data:fetch rule is reached by the command, each where its case is', () => {
    expect(ruleAt('brands.csv', 2)).toEqual(['fetch-image-failed']);
    expect(ruleAt('brands.csv', 3)).toEqual(['fetch-image-retry']);
    expect(ruleAt('content-creators.csv', 2)).toEqual(['fetch-link-dead']);
    expect(ruleAt('content-creators.csv', 3)).toEqual(['fetch-link-moved']);
    expect(ruleAt('content-creators.csv', 4)).toEqual(['fetch-link-refused']);
    expect(ruleAt('cycling-groups.csv', 2)).toEqual(expect.arrayContaining(['fetch-suggestion-not-written']));
    const reached = new Set(result.report.findings.map((finding) => finding.rule));
    expect(FETCH_RULES.map((rule) => rule.id).filter((id) => !reached.has(id))).toEqual([]);
  });

  test("a finding is the data check's shape: where, what was found, the message, and the address", () => {
    const [gone] = result.report.findings.filter((finding) => finding.rule === 'fetch-image-failed');
    expect(gone).toEqual({
      rule: 'fetch-image-failed',
      severity: 'error',
      file: 'brands.csv',
      row: 2,
      column: 'logo',
      found: server.url('/gone-404.png'),
      expected: null,
      sentence: expect.stringMatching(/^'https:\/\/fixture\.test:\d+\/gone-404\.png': the image is no longer at this address \(HTTP 404\)/),
      url: server.url('/gone-404.png'),
    });
    const [notWritten] = result.report.findings.filter((finding) => finding.rule === 'fetch-suggestion-not-written');
    expect(notWritten && issueLine(notWritten)).toMatch(
      /^cycling-groups\.csv row 2, column logo: the suggestion was not written: the sheet cannot be read: .* never closed.*\.$/,
    );
  });

  test('reports/data-fetch.json carries each finding with its rule; data-fetch.md names the rule in brackets', () => {
    const json = JSON.parse(readFileSync(path.join(dataDir, 'reports/data-fetch.json'), 'utf8')) as { findings: { rule: string; message: string }[] };
    expect(json.findings.map((finding) => [finding.rule, finding.message])).toEqual(result.report.findings.map((finding) => [finding.rule, issueLine(finding)]));
    const markdown = readFileSync(path.join(dataDir, 'reports/data-fetch.md'), 'utf8');
    for (const finding of result.report.findings) expect(markdown).toContain(`- [${finding.rule}]: ${escapeMarkdown(issueLine(finding))}\n`);
  });

  test('--format github: one annotation per finding, on the cell, titled with the rule as data:check titles it', () => {
    const lines = githubAnnotationLines(result.report.findings, dataDir);
    expect(lines).toHaveLength(result.report.findings.length);
    const gone = lines.find((line) => line.includes('fetch-image-failed'));
    // brands.csv row 2 is the file's line 2; logo is its 4th column.
    expect(gone).toMatch(
      /^::error file=[^,]*brands\.csv,line=2,col=4,title=Data error \[fetch-image-failed\]%3A brands\.csv row 2%2C column logo::brands\.csv row 2, column logo: 'https:/,
    );
    const moved = lines.find((line) => line.includes('fetch-link-moved'));
    expect(moved).toMatch(/^::warning file=[^,]*content-creators\.csv,line=3,col=2,title=Needs review \[fetch-link-moved\]/);
  });
});
