/** How one weekly run changes data/cache/found-logos.json (nextFoundLogos), case by case. */
import { nextFoundLogos, type RowOutcome } from '../../../scripts/fetch/found-logos-store';
import { foundLogoKey, parseFoundLogos, renderFoundLogos, type FoundLogo } from '../../../src/pipeline/detect/found-logos';

const PAGE = 'https://riders.example/';
const KEY = foundLogoKey('cycling-groups.csv', PAGE);
const CACHED = `cache/images/${'c'.repeat(64)}.png`;
const earlier: FoundLogo = {
  key: KEY,
  file: 'cycling-groups.csv',
  name: 'Sample Riders',
  page: PAGE,
  image: 'https://riders.example/touch.png',
  cached: CACHED,
  how: 'apple-touch-icon',
  foundAt: '2026-11-16T03:17:00.000Z',
};
const previous = { version: 1 as const, logos: [earlier] };
const now = new Date('2026-11-23T03:17:00.000Z');
const at = { file: 'cycling-groups.csv', row: 2, name: 'Sample Riders', page: PAGE };
const empty = new Map([[KEY, 'empty' as const]]);

test('a page that could not be read this week keeps its logo; one that was read and declares none loses it', () => {
  const down: RowOutcome = { kind: 'nothing', ...at, reason: 'the page could not be read: no answer within 15 s', pageRead: false };
  expect(nextFoundLogos(previous, [down], empty, now)).toMatchObject({ file: { logos: [earlier] }, kept: [earlier], dropped: [] });
  const none: RowOutcome = { kind: 'nothing', ...at, reason: 'the page names no logo, touch icon, large icon or og:image', pageRead: true };
  const change = nextFoundLogos(previous, [none], empty, now);
  expect(change.file.logos).toEqual([]);
  expect(change.dropped).toEqual([{ logo: earlier, why: 'the page no longer declares it (the page names no logo, touch icon, large icon or og:image)' }]);
});

test('the same image again keeps the entry as it was (its date too); another image replaces it as new', () => {
  const same: RowOutcome = { kind: 'found', ...at, image: earlier.image, cached: CACHED, how: 'apple-touch-icon' };
  const kept = nextFoundLogos(previous, [same], empty, now);
  expect(renderFoundLogos(kept.file)).toBe(renderFoundLogos(previous));
  const other: RowOutcome = { kind: 'found', ...at, image: 'https://riders.example/logo.png', cached: `cache/images/${'d'.repeat(64)}.png`, how: 'JSON-LD logo' };
  const replaced = nextFoundLogos(previous, [other], empty, now);
  expect(replaced.added).toEqual([expect.objectContaining({ image: 'https://riders.example/logo.png', foundAt: now.toISOString() })]);
  expect(replaced.dropped.map((item) => item.why)).toEqual(['the page now declares another logo (proposed below)']);
});

test('a row that was not looked at says why its logo is dropped: none, a logo of its own, or no row with that page', () => {
  const why = (state: 'none' | 'filled' | undefined) => nextFoundLogos(previous, [], state ? new Map([[KEY, state]]) : new Map(), now).dropped.map((item) => item.why);
  expect(why('none')).toEqual(["refused: the row's logo cell says none"]);
  expect(why('filled')).toEqual(['the row now has a logo of its own']);
  expect(why(undefined)).toEqual(['no row of the sheet links to this page any more']);
});

test('the file reads back what was written, and a damaged one is refused with a sentence naming it', () => {
  expect(parseFoundLogos(renderFoundLogos(previous))).toEqual(previous);
  expect(() => parseFoundLogos('{"version": 1, "logos": [{"key": "x"}]}')).toThrow(
    /^data\/cache\/found-logos\.json is not a list of found logos this version understands \(at logos\.0\.file\)$/,
  );
  // A cached path outside the image cache is refused, so the build never links anything else.
  expect(() => parseFoundLogos(renderFoundLogos({ version: 1, logos: [{ ...earlier, cached: '../../etc/passwd' }] }))).toThrow(/at logos\.0\.cached/);
});
