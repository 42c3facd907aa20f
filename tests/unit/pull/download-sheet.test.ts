/**
 * How data:pull reads what a published address answers, beyond the loopback server's cases:
 * each HTTP answer and client failure becomes one sentence, and only failures that may pass
 * (a busy server, a timeout) make the run exit 3 instead of 1. The client here is a stand-in
 * that answers as the real one does (tests/unit/pull/data-pull-cli.test.ts drives the real one).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpError, type HttpClient, type HttpResponse } from '../../../scripts/net/http-client';
import { downloadSheet, looksLikeHtml } from '../../../scripts/pull/download-sheet';
import { runDataPull } from '../../../scripts/pull/run-data-pull';

const ADDRESS = 'https://sheets.example/pub?output=csv';

function answering(answer: Partial<HttpResponse> | HttpError): HttpClient {
  const get = async (url: string): Promise<HttpResponse> => {
    if (answer instanceof HttpError) throw answer;
    return { status: 200, url, redirects: [], headers: { 'content-type': 'text/csv' }, body: Buffer.alloc(0), ...answer };
  };
  return { get, request: get, head: get, post: get, close: () => undefined, bytesReceived: 0 };
}

test.each([
  ['HTTP 404', { status: 404 }, /^the address answered HTTP 404: nothing is published there any more .*Publish to the web/, false],
  ['HTTP 403', { status: 403 }, /^this sheet is not published as CSV: the address answered HTTP 403 \(not allowed without signing in\)/, false],
  ['HTTP 503 (may pass)', { status: 503 }, /^the address answered HTTP 503 \(the server is busy or failing\); run the pull again later$/, true],
  [
    'a web page sent as text/plain',
    { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('\n  <!DOCTYPE html><html><title>Published</title>') },
    /^this sheet is not published as CSV: .*web page \('Published'\)/,
    false,
  ],
  [
    // Not the CSV's columns gone missing: a page, however it starts and whatever type it is sent as.
    'a sign-in page without a doctype, sent as text/csv',
    { status: 200, headers: { 'content-type': 'text/csv' }, body: Buffer.from('<meta charset="utf-8"><title>Sign in - Google Accounts</title><form></form>') },
    /^this sheet is not published as CSV: the address answered with a sign-in page \('Sign in - Google Accounts'\) instead of a CSV file, so the sheet is private;/,
    false,
  ],
  [
    'a page that starts with a script, sent as text/plain',
    { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('\ufeff  <script>location.href="/x"</script>') },
    /^this sheet is not published as CSV: the address answered with a web page instead of a CSV file;/,
    false,
  ],
  [
    'a timeout (may pass)',
    new HttpError('timeout', 'no answer within 60 s', ADDRESS),
    /^the sheet could not be downloaded \(no answer within 60 s\); run the pull again later$/,
    true,
  ],
  ['a name that does not exist', new HttpError('dns', 'the site name does not exist (ENOTFOUND)', ADDRESS), /^the site name in the address does not exist/, false],
])('%s → its sentence', async (_name, answer, sentence, transient) => {
  const result = await downloadSheet(answering(answer), ADDRESS);
  expect(result).toEqual({ ok: false, problem: expect.stringMatching(sentence), transient });
});

test('a CSV that mentions HTML in a cell is still a CSV', () => {
  expect(looksLikeHtml('text/csv', Buffer.from('name,link\n<html> Bikes,https://a.example/\n'))).toBe(false);
  expect(looksLikeHtml('text/csv', Buffer.from('name,link\n"<b>Bikes</b>",https://a.example/\n'))).toBe(false);
  expect(looksLikeHtml('text/csv', Buffer.from('< name,link\n'))).toBe(false);
  expect(looksLikeHtml('text/html; charset=utf-8', Buffer.from('name,link\n'))).toBe(true);
});

describe('exit status of a run', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-pull-'));
    cpSync(path.join(__dirname, '..', '..', 'fixtures', 'clean'), dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'sources.json'), JSON.stringify({ 'shops.csv': ADDRESS }));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('3 when a download failed for now (try again later), 1 when a person must fix something; the file is untouched either way', async () => {
    const before = readFileSync(path.join(dataDir, 'shops.csv'));
    expect((await runDataPull({ dataDir, client: answering({ status: 502 }) })).exitCode).toBe(3);
    expect((await runDataPull({ dataDir, client: answering({ status: 404 }) })).exitCode).toBe(1);
    expect(readFileSync(path.join(dataDir, 'shops.csv'))).toEqual(before);
  });

  test('0 when the sheet was pulled', async () => {
    const report = await runDataPull({ dataDir, client: answering({ body: Buffer.from('name,location,link,logo\r\nBike Lab,Iloilo City,,') }) });
    expect(report.exitCode).toBe(0);
    expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe('name,location,link,logo\nBike Lab,Iloilo City,,\n');
  });
});
