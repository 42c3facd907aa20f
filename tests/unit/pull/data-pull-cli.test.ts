/**
 * npm run data:pull as an editor (or the daily workflow) runs it: a child process, a published
 * sheet served the way Google serves one (the published address answers with a redirect to
 * another host, which sends the CSV: UTF-8, CRLF between rows, none after the last), over HTTPS
 * from 127.0.0.1 with a throwaway CA. A preloaded resolver maps `.test` names to 127.0.0.1 and
 * fails every other name, so nothing but 127.0.0.1 is ever contacted.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { MAX_SHEET_BYTES } from '../../../src/pipeline/format/limits';
import { folderBytes as snapshot } from '../../support/data-folders';
import { copyCleanData } from '../../support/fetch-fixtures';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type Handler, type ThrowawayCa } from '../../support/https-fixture-server';
import { runTool } from '../../support/run-tool';

const HOSTS = ['sheets.test', 'sheets-content.test', 'accounts.test'];

/** What each published sheet answers now, by its id in the address; tests change it between runs. */
const published = new Map<string, { body: string; type: string }>();
let ca: ThrowawayCa;
let docs: FixtureServer; // the published address (docs.google.com's part)
let content: FixtureServer; // where it redirects (googleusercontent's part), another host and port
const folders: string[] = [];

const IDS = ['shops', 'shops-bad', 'not-published', 'private', 'huge', 'brands'];

/** The CSV as Google sends it: CRLF between rows, no line ending after the last. */
const googleCsv = (rows: string[]) => rows.join('\r\n');

beforeAll(async () => {
  ca = await makeThrowawayCa(HOSTS);
  const contentRoutes: Record<string, Handler> = {};
  for (const id of IDS) {
    contentRoutes[`/pub/${id}`] = (_request, response) => {
      if (id === 'huge') return streamHugeSheet(response);
      const answer = published.get(id) ?? { body: 'not published', type: 'text/plain' };
      response.writeHead(200, { 'content-type': answer.type });
      response.end(answer.body);
    };
  }
  // A private sheet: Google sends the visitor to its sign-in page.
  contentRoutes['/ServiceLogin'] = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html><head><title>Sign in - Accounts</title></head><body><form></form></body></html>');
  };
  content = await startHttpsFixture(ca, contentRoutes);
  const docsRoutes: Record<string, Handler> = {};
  for (const id of IDS) {
    docsRoutes[`/spreadsheets/d/e/${id}/pub`] = (_request, response) => {
      const location =
        id === 'private' ? content.url('/ServiceLogin?continue=sheet', 'accounts.test') : content.url(`/pub/${id}?gid=0&single=true&output=csv`, 'sheets-content.test');
      response.writeHead(307, { location });
      response.end();
    };
  }
  docs = await startHttpsFixture(ca, docsRoutes);
});

afterAll(async () => {
  await docs.close();
  await content.close();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A sheet one byte over the limit, sent in pieces with no Content-Length, as a long CSV would be. */
function streamHugeSheet(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/csv' });
  const row = 'Sample Shop,Quezon City,https://shop.example/,\r\n';
  const chunk = row.repeat(Math.ceil((1024 * 1024) / row.length));
  let sent = 0;
  const more = () => {
    while (sent <= MAX_SHEET_BYTES) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  response.write('name,location,link,logo\r\n');
  response.on('error', () => undefined);
  more();
}

const publishedAddress = (id: string) => `${docs.url(`/spreadsheets/d/e/${id}/pub`, 'sheets.test')}?gid=0&single=true&output=csv`;

function dataFolder(sources: Record<string, string>): string {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  writeFileSync(path.join(dataDir, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
  return dataDir;
}

const dataPull = (args: string[]) => runTool('scripts/data-pull.ts', args, { ca });

const pull = (dataDir: string, extra: string[] = ['--allow-loopback']) =>
  dataPull(['--data', dataDir, '--report', path.join(dataDir, '..', `${path.basename(dataDir)}-report`), ...extra]);
const reportOf = (dataDir: string) => readFileSync(path.join(dataDir, '..', `${path.basename(dataDir)}-report`, 'data-pull.md'), 'utf8');
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe('npm run data:pull (child process, a sheet published the way Google publishes it)', () => {
  test('a clean sheet is written into data/ in the file’s own format, the change is told by name, and a second run changes nothing', async () => {
    published.set('shops', {
      type: 'text/csv',
      body: googleCsv([
        'name,location,link,logo',
        'Sample Clean Shop,Quezon City,https://example.com/clean-shop-new,giant.png',
        'Bike Lab,Iloilo City,https://bikelab.example/,',
      ]),
    });
    const dataDir = dataFolder({ 'shops.csv': publishedAddress('shops') });
    const before = snapshot(dataDir);
    const logStart = docs.log.length;

    const first = await pull(dataDir);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // The published address was asked once and answered with a redirect to another host, which sent the sheet.
    expect(docs.log.slice(logStart)).toEqual(['GET sheets.test /spreadsheets/d/e/shops/pub?gid=0&single=true&output=csv']);
    expect(content.log).toContain('GET sheets-content.test /pub/shops?gid=0&single=true&output=csv');
    // Byte for byte as the one writer writes it: every cell from the spreadsheet, the file's own LF and final line ending.
    expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe(
      'name,location,link,logo\nSample Clean Shop,Quezon City,https://example.com/clean-shop-new,giant.png\nBike Lab,Iloilo City,https://bikelab.example/,\n',
    );
    // Nothing else in data/ changed.
    const after = snapshot(dataDir);
    expect({ ...after, 'shops.csv': '' }).toEqual({ ...before, 'shops.csv': '' });

    expect(first.stdout).toContain('✓ shops.csv: 1 row added, 1 removed, 1 changed; written to data/shops.csv');
    expect(first.stdout).toContain("Sample Clean Shop (Quezon City): link changed from 'https://example.com/clean-shop' to 'https://example.com/clean-shop-new'.");
    expect(first.stdout).toContain("Added Bike Lab (Iloilo City) (row 3): link 'https://bikelab.example/'.");
    expect(first.stdout).toContain('Removed Sample Bohol Shop (Bohol) (was row 3).');
    // The report is the pull request's body: the same words, every value from the sheet escaped (no address is a live link).
    const report = reportOf(dataDir);
    expect(report).toContain('## shops.csv: 1 row added, 1 removed, 1 changed');
    expect(report).toContain("- Sample Clean Shop (Quezon City): link changed from 'https:/\\/example.com/clean-shop' to 'https:/\\/example.com/clean-shop-new'.");
    expect(report).toContain("- Added Bike Lab (Iloilo City) (row 3): link 'https:/\\/bikelab.example/'.");

    const written = statSync(path.join(dataDir, 'shops.csv')).mtimeMs;
    const second = await pull(dataDir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('· shops.csv: nothing new');
    expect(second.stdout).toContain('Nothing new: every sheet is the same as its published spreadsheet, and nothing in data/ was changed.');
    expect(snapshot(dataDir)).toEqual(after);
    expect(statSync(path.join(dataDir, 'shops.csv')).mtimeMs).toBe(written);
  }, 60_000);

  test('a sheet with an error leaves data/ untouched and exits 1, naming the spreadsheet’s row and column', async () => {
    published.set('shops-bad', {
      type: 'text/csv; charset=utf-8',
      body: googleCsv(['name,location,link,logo', 'Bike Lab,Iloilo City,https://bikelab.example/,', 'Pedal Pusher,Cebu City,javascript:alert(1),']),
    });
    const dataDir = dataFolder({ 'shops.csv': publishedAddress('shops-bad') });
    const before = snapshot(dataDir);
    const run = await pull(dataDir);
    expect(run.code).toBe(1);
    expect(snapshot(dataDir)).toEqual(before);
    expect(run.stdout).toContain('✗ shops.csv: not pulled, the spreadsheet has 1 error; data/shops.csv is unchanged. Fix it in the spreadsheet:');
    expect(run.stdout).toMatch(/ {4}row 3, column C \(link\): 'javascript:alert\(1\)' uses 'javascript:', which is not a web page/);
    expect(reportOf(dataDir)).toMatch(/## shops\.csv: not pulled, 1 error in the spreadsheet[\s\S]*- Row 3, column C \(link\): /);
    noStackTrace(run.stdout + run.stderr);
  }, 30_000);

  test('a formula in any column, or a spreadsheet error value, keeps the sheet out of data/ (issue 29 items 2 and 9)', async () => {
    published.set('shops-bad', {
      type: 'text/csv; charset=utf-8',
      body: googleCsv([
        'name,location,link,logo',
        'Bike Lab,@SUM(A1),https://bikelab.example/,',
        'Pedal Pusher,Cebu City,"=HYPERLINK(""https://evil.example"",""x"")",',
        'Sample Logo Shop,Pasig,https://logo.example/,"=IMAGE(""https://evil.example/x.png"")"',
        '#REF!,Pasig,https://ref.example/,',
        'Sample Import Shop,Loading...,https://import.example/,',
      ]),
    });
    const dataDir = dataFolder({ 'shops.csv': publishedAddress('shops-bad') });
    const before = snapshot(dataDir);
    const run = await pull(dataDir);
    expect(run.code).toBe(1);
    expect(snapshot(dataDir)).toEqual(before);
    expect(run.stdout).toContain('✗ shops.csv: not pulled, the spreadsheet has 5 errors; data/shops.csv is unchanged. Fix them in the spreadsheet:');
    expect(run.stdout).toContain("    row 2, column B (location): the location starts with '@', which a spreadsheet runs as a formula when the sheet is opened;");
    expect(run.stdout).toContain("    row 3, column C (link): the link starts with '=', which a spreadsheet runs as a formula when the sheet is opened;");
    expect(run.stdout).toContain("    row 4, column D (logo): the logo starts with '=', which a spreadsheet runs as a formula when the sheet is opened;");
    expect(run.stdout).toContain('    row 5, column A (name): the spreadsheet shows an error in this cell (#REF!); fix the formula there.');
    expect(run.stdout).toContain('    row 6, column B (location): the spreadsheet shows an error in this cell (Loading...):');
    noStackTrace(run.stdout + run.stderr);
  }, 30_000);

  test('an HTML answer (not published, or a sign-in page) and an oversized sheet are refused with their sentences', async () => {
    published.set('not-published', { type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>Page not found</title></head><body></body></html>' });
    const dataDir = dataFolder({ 'brands.csv': publishedAddress('not-published'), 'events.csv': publishedAddress('private'), 'shops.csv': publishedAddress('huge') });
    const before = snapshot(dataDir);
    const run = await pull(dataDir);
    expect(run.code).toBe(1);
    expect(snapshot(dataDir)).toEqual(before);
    expect(run.stdout).toMatch(
      /✗ brands\.csv: not pulled: this sheet is not published as CSV: the address \(sent on to sheets-content\.test:\d+\) answered with a web page \('Page not found'\) instead of a CSV file; in Google Sheets choose File → Share → Publish to the web/,
    );
    expect(run.stdout).toMatch(
      /✗ events\.csv: not pulled: this sheet is not published as CSV: the address \(sent on to accounts\.test:\d+\) answered with a sign-in page \('Sign in - Accounts'\) instead of a CSV file, so the sheet is private;/,
    );
    expect(run.stdout).toContain('✗ shops.csv: not pulled: the published sheet is larger than the limit of 52,428,800 bytes (50 MiB) for a sheet, so it was not pulled;');
    expect(run.stdout).not.toMatch(/csv-|not valid CSV|header row/);
    expect(run.stdout).toContain('0 sheets written, 3 not pulled. Nothing in data/ was changed.');
  }, 60_000);

  test('a source address follows the link rules: without --allow-loopback, or on http://, nothing is requested', async () => {
    const dataDir = dataFolder({
      'shops.csv': publishedAddress('shops'),
      'brands.csv': publishedAddress('brands').replace('https:', 'http:'),
      'shop.csv': publishedAddress('shops'),
    });
    const before = snapshot(dataDir);
    const requests = docs.log.length + content.log.length;
    const run = await pull(dataDir, []);
    expect(run.code).toBe(1);
    expect(docs.log.length + content.log.length).toBe(requests);
    expect(snapshot(dataDir)).toEqual(before);
    expect(run.stdout).toMatch(
      /✗ shops\.csv: not pulled: the address leads to a private or local network address \(sheets\.test resolves to 127\.0\.0\.1, a loopback address .*\); use the sheet's public address\./,
    );
    expect(run.stdout).toMatch(
      /✗ brands\.csv: not pulled: sources\.json: 'http:\/\/sheets\.test:\d+\/.*' starts with http:\/\/; a sheet is pulled only from an https:\/\/ address/,
    );
    expect(run.stdout).toMatch(/✗ shop\.csv: not pulled: sources\.json: 'shop\.csv' is not one of the sheets the site reads \(shops\.csv, brands\.csv/);
  }, 30_000);

  test('exit 2 on a mistyped command, 3 when sources.json cannot be read, each with a sentence (and the report) and no stack trace', async () => {
    const usage = await dataPull(['--dta', 'data']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Unknown option '--dta'");
    expect(usage.stderr).toContain('Usage: npm run data:pull -- [--data DIR] [--report DIR] [--allow-big-change SHEET] [--allow-loopback]');
    noStackTrace(usage.stderr);

    const dataDir = dataFolder({});
    writeFileSync(path.join(dataDir, 'sources.json'), '{ "shops.csv": ');
    const broken = await pull(dataDir);
    expect(broken.code).toBe(3);
    expect(broken.stderr).toBe('');
    expect(broken.stdout).toMatch(
      /^✗ .*sources\.json is not valid JSON \(.*\); it must look like \{ "shops\.csv": "https:\/\/…" \}\. Nothing was pulled, and nothing in data\/ was changed\.\n/,
    );
    // The report the docs promise, for the job summary: what is wrong with the file.
    expect(reportOf(dataDir)).toMatch(/## sources\.json: not read\n\n.*sources\.json is not valid JSON/);
    noStackTrace(broken.stdout);
  }, 30_000);
});
