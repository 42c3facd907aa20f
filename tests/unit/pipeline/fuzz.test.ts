/**
 * Seeded fuzz test (issue 10): 2,000 generated sheets mixing everything the hostile-input probe
 * tried (hidden characters, look-alike hosts, backslashes, huge cells, unclosed quotes, UTF-16 and
 * Windows-1252 bytes, files that are not images) go through the same steps as `npm run data:check`
 * (bytes → text → rows → rules), in-process. Whatever the sheet, nothing throws, every row of
 * every file gets exactly one outcome, and nothing unsafe reaches the site.
 */
import { domainToUnicode } from 'node:url';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { FileLog, decodeSheetBytes, type ImageRef } from '../../../src/pipeline';
import { bytesOf, context, probe, sheet, textOf } from '../../support/fuzz-sheets';
import { readShops, readListings, readDestinations } from '../../support/read-sheets';
import { issueLine } from '../../../src/pipeline/rules/issue';

const SEED = 20261123;
const RUNS = 2000;
const SITE = 'https://padyak-hub.invalid';

/**
 * Data rows of a text, counted independently of the pipeline: non-blank records, or non-blank
 * lines when it does not parse. Every line ending ends a row outside quotes, as an editor sees it.
 */
function expectedRows(text: string): number[] {
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, record_delimiter: ['\r\n', '\n', '\r'] });
  } catch {
    const lines = text.split(/\r\n|\n|\r/);
    const header = lines.findIndex((line) => line.replace(/^\ufeff/, '').trim() !== '');
    return lines.flatMap((line, index) => (index > header && line.replace(/,/g, '').trim() !== '' ? [index + 1] : []));
  }
  const blank = table.map((cells) => cells.every((cell) => cell.trim() === ''));
  const header = blank.indexOf(false);
  return blank.flatMap((isBlank, index) => (index > header && !isBlank ? [index + 1] : []));
}

const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const VISIBLE = /[^\s\u00ad\u200b-\u200f\u2060-\u206f\ufeff]/;

function expectSafeText(value: string): void {
  expect(value).not.toMatch(CONTROL_OR_BIDI);
}

function expectSafeLink(value: string | null): void {
  if (value === null) return;
  expectSafeText(value);
  expect(value.length).toBeLessThanOrEqual(2048);
  expect(value).not.toContain('\\');
  const url = new URL(value);
  expect(['https:', 'http:']).toContain(url.protocol);
  expect(`${url.username}${url.password}`).toBe('');
  for (const label of domainToUnicode(url.hostname).split('.')) {
    const latin = /\p{Script=Latin}/u.test(label);
    const lookalike = /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(label);
    expect({ label, mixed: latin && lookalike }).toEqual({ label, mixed: false });
  }
}

function expectSafeImage(ref: ImageRef | null): void {
  if (ref === null) return;
  if (ref.kind === 'remote') {
    expectSafeLink(ref.url);
    expect(ref.url.startsWith('https://')).toBe(true);
    return;
  }
  const facts = probe(ref.file);
  expect(facts instanceof Uint8Array || facts?.kind === 'image').toBe(true);
  expect(ref.file).toMatch(/\.(png|jpe?g|webp|avif|tiff?)$/);
}

describe('seeded fuzz: hostile sheets through the data check', () => {
  it(`reads ${RUNS} generated sheets without throwing, loses no row and lets nothing unsafe through`, () => {
    let readAsText = 0;
    fc.assert(
      fc.property(sheet, (input) => {
        const text = textOf(input);
        const bytes = bytesOf(text, input.encoding);
        const file = `${input.kind}.csv`;
        const log = new FileLog(file);
        const decoded = decodeSheetBytes(bytes);
        if (!decoded.ok) {
          // Not text at all (NUL bytes in a file that is not UTF-8): one file error with the reason.
          expect(input.encoding === 'utf-8' || input.encoding.startsWith('utf-16')).toBe(false);
          expect(bytes.includes(0)).toBe(true);
          expect(decoded.message).toMatch(/not a text file/);
          return;
        }
        readAsText++;
        const entities =
          input.kind === 'shops'
            ? readShops(decoded.text, context, log).shops
            : input.kind === 'listings'
              ? readListings(decoded.text, 'cycling-groups', context, log).listings
              : readDestinations(decoded.text, context, log).destinations;

        // Every row accounted for: rows in = outcomes out, each row once.
        const outcomes = log.outcomes();
        expect(outcomes.map((outcome) => outcome.row)).toEqual(expectedRows(decoded.text));
        for (const issue of log.issues) expect(issueLine(issue).startsWith(file)).toBe(true);

        // Nothing unsafe accepted.
        for (const entity of entities) {
          expectSafeText(entity.name);
          expect(entity.name).toMatch(VISIBLE);
          if ('location' in entity) expectSafeText(entity.location);
          if ('link' in entity) expectSafeLink(entity.link);
          if ('logo' in entity) expectSafeImage(entity.logo);
          if ('path' in entity) {
            expectSafeText(entity.path);
            expect(new URL(entity.path, `${SITE}/`).origin).toBe(SITE);
            expect(entity.path).not.toContain('\\');
            expectSafeImage(entity.thumbnail);
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(readAsText).toBeGreaterThan(RUNS / 2);
  });
});
