/**
 * data/sources.json as a maintainer edits it: in any text editor (some write a byte-order mark,
 * Windows Notepad may save UTF-16), by hand (a sheet named twice), or broken. Each case ends in a
 * sentence in the pull report, never in a silent choice or a run with no report.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpClient, HttpResponse } from '../../../scripts/net/http-client';
import { renderPullConsole, renderPullMarkdown } from '../../../scripts/pull/pull-report';
import { runDataPull } from '../../../scripts/pull/run-data-pull';
import { readSources } from '../../../scripts/pull/sources';

/** A stand-in for the one HTTP client that answers every address with the same small sheet, and notes what was asked. */
function answeringSheet(): HttpClient & { asked: string[] } {
  const asked: string[] = [];
  const get = async (url: string): Promise<HttpResponse> => {
    asked.push(url);
    return { status: 200, url, redirects: [], headers: { 'content-type': 'text/csv' }, body: Buffer.from('name,location,link,logo\r\nBike Lab,Iloilo City,,') };
  };
  return { get, request: get, head: get, post: get, close: () => undefined, bytesReceived: 0, asked };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-sources-'));
  cpSync(path.join(__dirname, '..', '..', 'fixtures', 'clean'), dataDir, { recursive: true });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SOURCES = '{\n  "shops.csv": "https://sheets.example/shops"\n}\n';

test.each([
  ['UTF-8 with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SOURCES)])],
  ['UTF-16 (little-endian) with its byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SOURCES, 'utf16le')])],
  ['UTF-16 (big-endian) with its byte-order mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(SOURCES, 'utf16le').swap16()])],
])('a sources.json saved as %s is read as any other', async (_name, bytes) => {
  writeFileSync(path.join(dataDir, 'sources.json'), bytes);
  expect(readSources(dataDir)).toEqual({ ok: true, sources: [{ file: 'shops.csv', list: 'shops', address: 'https://sheets.example/shops' }], problems: [] });
  const report = await runDataPull({ dataDir, client: answeringSheet() });
  expect(report.exitCode).toBe(0);
  expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe('name,location,link,logo\nBike Lab,Iloilo City,,\n');
});

test('a sheet named twice is not pulled, and the sentence names it and both addresses', async () => {
  writeFileSync(
    path.join(dataDir, 'sources.json'),
    '{\n  "shops.csv": "https://sheets.example/old",\n  "brands.csv": "https://sheets.example/brands",\n  "shops.csv": "https://sheets.example/new"\n}\n',
  );
  const before = readFileSync(path.join(dataDir, 'shops.csv'));
  const client = answeringSheet();
  const report = await runDataPull({ dataDir, client });
  expect(report.exitCode).toBe(1);
  // Neither address is asked: which one is meant is for a person to say.
  expect(client.asked).toEqual(['https://sheets.example/brands']);
  expect(readFileSync(path.join(dataDir, 'shops.csv'))).toEqual(before);
  const line = renderPullConsole(report).find((each) => each.startsWith('✗ shops.csv'));
  expect(line).toBe(
    "✗ shops.csv: not pulled: sources.json: 'shops.csv' is given 2 times ('https://sheets.example/old', then 'https://sheets.example/new'), so which spreadsheet it follows is not clear; keep the one address it should follow and delete the others.",
  );
});

test.each([
  ['not JSON', '{ "shops.csv": ', /is not valid JSON \(.*\); it must look like \{ "shops\.csv": "https:\/\/…" \}/],
  ['a list instead of an object', '["https://sheets.example/shops"]', /must be one JSON object that maps a sheet to its address/],
])('a sources.json that is %s still gets a report that says so, and nothing is pulled', async (_name, text, sentence) => {
  writeFileSync(path.join(dataDir, 'sources.json'), text);
  const client = answeringSheet();
  const report = await runDataPull({ dataDir, client });
  expect(report.exitCode).toBe(3);
  expect(client.asked).toEqual([]);
  expect(report.sourcesProblem).toMatch(sentence);
  const markdown = renderPullMarkdown(report);
  expect(markdown).toContain('## sources.json: not read');
  expect(markdown).toContain('Nothing was pulled, and nothing in `data/` was changed.');
  expect(renderPullConsole(report)).toEqual([expect.stringMatching(/^✗ .*sources\.json .* Nothing was pulled, and nothing in data\/ was changed\.$/)]);
});
