/**
 * npm run data:fetch as an editor runs it: a child process, certificates from Node's trust store
 * plus NODE_EXTRA_CA_CERTS (the throwaway CA), plain progress lines because CI is set. A preloaded
 * resolver maps `.test` names to 127.0.0.1 and fails every other name, so no real DNS is asked.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { copyCleanData, faultMatrixRoutes, makeFixtureImages, writeSheet } from '../../support/fetch-fixtures';
import { runTool } from '../../support/run-tool';

let ca: ThrowawayCa;
let server: FixtureServer;
const folders: string[] = [];

beforeAll(async () => {
  ca = await makeThrowawayCa();
  server = await startHttpsFixture(
    ca,
    faultMatrixRoutes(await makeFixtureImages(), () => 1),
  );
});

afterAll(async () => {
  await server.close();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const dataFetch = (args: string[], interruptWhen?: (stderr: string) => boolean) => runTool('scripts/data-fetch.ts', args, { ca, interruptWhen });

/** A copy of the clean fixture data whose brands point at the fixture server, its other links emptied. */
function fixtureData(brandLogos: string[], creatorLinks: string[]): string {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  writeSheet(dataDir, 'brands.csv', ['category,name,link,logo', ...brandLogos.map((route, index) => `bikes,Brand ${index + 1},,${server.url(route)}`)].join('\n') + '\n');
  writeSheet(dataDir, 'content-creators.csv', ['name,link,logo', ...creatorLinks.map((route, index) => `Creator ${index + 1},${server.url(route)},`)].join('\n') + '\n');
  for (const file of ['shops.csv', 'events.csv']) {
    const text = readFileSync(path.join(dataDir, file), 'utf8');
    writeSheet(dataDir, file, text.replace(/https:\/\/example\.com\/[\w-]+/g, ''));
  }
  return dataDir;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe('npm run data:fetch (child process)', () => {
  test("exit 1 when a cell's address is unusable; the report names the row and says what to do", async () => {
    const dataDir = fixtureData(['/logo.png', '/gone-404.png'], ['/shop-page', '/page-404']);
    const reportDir = path.join(dataDir, 'out');
    const run = await dataFetch(['--data', dataDir, '--report', reportDir, '--allow-loopback']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ brands\.csv row 3, column logo: 'https:\/\/fixture\.test:\d+\/gone-404\.png': the image is no longer at this address \(HTTP 404\)/);
    expect(run.stderr).toMatch(/^\[\d+\/\d+\] image stored: /m); // plain lines, not a bar, under CI
    const report = readFileSync(path.join(reportDir, 'data-fetch.md'), 'utf8');
    expect(report).toContain('brands.csv row 3, column logo');
    expect(report).toMatch(/content-creators\.csv row 3, column link: .*the page is gone \(HTTP 404\)/);
    const json = JSON.parse(readFileSync(path.join(reportDir, 'data-fetch.json'), 'utf8'));
    // (The clean fixture's other sheets link to example.com, which the preloaded resolver fails: dead links to review.)
    const findings = json.findings.filter((finding: { file: string }) => finding.file === 'brands.csv' || finding.file === 'content-creators.csv');
    expect(findings.map((finding: { file: string; row: number; severity: string }) => [finding.file, finding.row, finding.severity])).toEqual([
      ['brands.csv', 3, 'error'],
      ['content-creators.csv', 3, 'review'],
    ]);
    const manifest = JSON.parse(readFileSync(path.join(dataDir, 'cache/images/manifest.json'), 'utf8'));
    expect(Object.keys(manifest.entries)).toEqual([server.url('/logo.png')]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'cache/links.json'), 'utf8')).links[server.url('/shop-page')].outcome).toBe('alive');
  }, 30_000);

  test('exit 0 when everything was fetched or is only under review', async () => {
    const dataDir = fixtureData(['/logo.svg'], ['/page-410', '/old-page']);
    const run = await dataFetch(['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Images: 1 \(0 failed\)\. .* 0 to fix, \d+ to review\./);
    const report = readFileSync(path.join(dataDir, 'out', 'data-fetch.md'), 'utf8');
    expect(report).toMatch(/content-creators\.csv row 2, column link: .*the page is gone \(HTTP 410\)/);
    expect(report).toMatch(/content-creators\.csv row 3, column link: .*moved for good to https:\/\\\/moved\.test:\d+\/new-home/);
  }, 30_000);

  test('without --allow-loopback, addresses that resolve to 127.0.0.1 are refused and never requested', async () => {
    const dataDir = fixtureData(['/logo.webp'], []);
    const before = server.log.length;
    const run = await dataFetch(['--data', dataDir, '--report', path.join(dataDir, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/brands\.csv row 2, column logo: .*private or local network address .*127\.0\.0\.1.*loopback/);
    expect(server.log.slice(before)).toEqual([]);
  }, 30_000);

  test('an interrupted run leaves no half-written file and the next run carries on', async () => {
    // The slow logo keeps the run going after the first one is stored.
    const dataDir = fixtureData(['/logo.png', '/slow.png'], []);
    const args = ['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback'];
    const stopped = await dataFetch(args, (stderr) => /image stored: /.test(stderr));
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/Stopped\. What was fetched so far is saved; run the command again to continue\./);
    const folder = path.join(dataDir, 'cache/images');
    expect(readdirSync(folder).filter((name) => name.includes('.partial-'))).toEqual([]);
    const saved = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(Object.keys(saved.entries)).toEqual([server.url('/logo.png')]);

    const before = server.log.length;
    const resumed = await dataFetch(args);
    expect(resumed.code).toBe(0);
    // What was stored is only revalidated; the slow logo, cut off before, is fetched this time.
    expect(server.log.slice(before)).toContain('GET fixture.test /logo.png (conditional)');
    const finished = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(Object.keys(finished.entries).sort()).toEqual([server.url('/logo.png'), server.url('/slow.png')]);
  }, 60_000);

  test('--format github annotates each cell with its rule, as data:check does; another format is a usage error', async () => {
    const dataDir = fixtureData(['/logo.png', '/gone-404.png'], ['/shop-page', '/old-page']);
    const run = await dataFetch(['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback', '--format', 'github']);
    expect(run.code).toBe(1);
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    // One per finding of the report (the clean fixture's other sheets add dead example.com links).
    const report = JSON.parse(readFileSync(path.join(dataDir, 'out', 'data-fetch.json'), 'utf8')) as { findings: unknown[] };
    expect(annotations).toHaveLength(report.findings.length);
    // brands.csv row 3 is the file's line 3, and logo its 4th column; content-creators.csv row 3 is line 3, link its 2nd column.
    expect(annotations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^::error file=[^,]*brands\.csv,line=3,col=4,title=Data error \[fetch-image-failed\]%3A brands\.csv row 3%2C column logo::brands\.csv row 3, column logo: 'https:/,
        ),
        expect.stringMatching(
          /^::warning file=[^,]*content-creators\.csv,line=3,col=2,title=Needs review \[fetch-link-moved\]%3A content-creators\.csv row 3%2C column link::/,
        ),
      ]),
    );
    const text = await dataFetch(['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback']);
    expect(text.stdout).not.toMatch(/^::/m);

    const usage = await dataFetch(['--format', 'xml']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^--format needs one of text, github, e\.g\. --format github\nusage: npm run data:fetch/);
  }, 60_000);

  test('npm run data:refresh, as package.json runs it: finds the logo of a row without one into data/cache/found-logos.json and writes the pull request body', async () => {
    const script = (JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[
      'data:refresh'
    ];
    const [node, importFlag, loader, file, ...fixed] = (script ?? '').split(' ');
    expect([node, importFlag, loader, file]).toEqual(['node', '--import', 'tsx', 'scripts/data-fetch.ts']);
    const refresh = (args: string[]) => runTool(file as string, [...fixed, ...args], { ca });
    const dataDir = fixtureData([], ['/with-json-ld']);
    const sheet = readFileSync(path.join(dataDir, 'content-creators.csv'));
    const base = 'https://raw.githubusercontent.com/padyak/padyak-hub/refresh/logos-and-links/data/';
    const run = await refresh(['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback', '--image-base', base]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Found logos: 1 new, 0 kept, 0 dropped (data/cache/found-logos.json).');
    expect(readFileSync(path.join(dataDir, 'content-creators.csv'))).toEqual(sheet);
    const found = JSON.parse(readFileSync(path.join(dataDir, 'cache/found-logos.json'), 'utf8')) as { logos: { name: string; cached: string; how: string }[] };
    expect(found.logos).toEqual([expect.objectContaining({ name: 'Creator 1', how: 'JSON-LD logo' })]);
    const body = readFileSync(path.join(dataDir, 'out', 'refresh-pull-request.md'), 'utf8');
    expect(body).toContain(`| ![Logo found for Creator 1](${base}${found.logos[0]?.cached}) | Creator 1 | content-creators |`);

    const usage = await refresh(['--accept-suggestions']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^--accept-suggestions writes into the sheets, which the weekly refresh never does/);
    const insecure = await refresh(['--image-base', 'http://raw.example/data/']);
    expect(insecure.code).toBe(2);
    expect(insecure.stderr).toMatch(/^--image-base needs an https:\/\/ address ending in '\/'/);
    noStackTrace(usage.stderr + insecure.stderr);
  }, 60_000);

  test('exit 2 on a usage error, 3 on an internal failure, with a message and no stack trace', async () => {
    const usage = await dataFetch(['--bogus']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run data:fetch/);
    noStackTrace(usage.stderr);

    const dataDir = fixtureData([], []);
    mkdirSync(path.join(dataDir, 'cache/images'), { recursive: true });
    writeFileSync(path.join(dataDir, 'cache/images/manifest.json'), '{ broken');
    const internal = await dataFetch(['--data', dataDir, '--report', path.join(dataDir, 'out'), '--allow-loopback']);
    expect(internal.code).toBe(3);
    expect(internal.stderr).toMatch(/data:fetch stopped unexpectedly: cache\/images\/manifest\.json is not valid JSON .*run npm run data:fetch again/);
    noStackTrace(internal.stderr);
  }, 30_000);
});
