/**
 * The seeded fuzz corpus of hostile sheets (tests/unit/pipeline/fuzz.test.ts): generated rows
 * mixing hidden characters, look-alike hosts, huge cells, broken quotes and every encoding a
 * spreadsheet saves in. Shared with the property that re-checking a fixed sheet adds no finding.
 */
import fc from 'fast-check';
import { loadPlaceTable, type FileProbe, type ReadContext } from '../../src/pipeline';

const PNG_FACTS = { kind: 'image', format: 'png', width: 8, height: 8 } as const;
/** The data folder as the probe sees it: one good image, and every kind of bad one. */
export const FILES: Record<string, ReturnType<FileProbe>> = {
  'logos/real.png': PNG_FACTS,
  'images/real.png': PNG_FACTS,
  'logos/junk.png': { kind: 'not-image', reason: 'Input buffer has corrupt header' },
  'logos/mark.svg': { kind: 'image', format: 'svg', width: 4, height: 4 },
  'logos/anim.gif': { kind: 'image', format: 'gif', width: 4, height: 4 },
  'logos/bytes.txt': PNG_FACTS,
  'logos/page.html': PNG_FACTS,
  'logos/linked.png': { kind: 'refused', reason: 'is a link (shortcut) that points outside the data folder; copy the file itself into the data folder' },
  'logos/folder.png': { kind: 'refused', reason: 'is a folder, not a file; move the folder away and put the file there' },
  'logos/sniffed.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
export const probe: FileProbe = (relativePath) => FILES[relativePath] ?? null;
export const context: ReadContext = { probe, places: loadPlaceTable(null).table };

const HIDDEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u202d', '\u2066', '\u2069', '\u200e', '\u061c'];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];

const hidden = fc.constantFrom(...HIDDEN);
const piece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('Padyak', 'Ahon', 'Piñas', 'Bike', 'Shop', ' ', ',', '"', '\n', '\r\n', "'", '&', '🚲', 'é', '.', '/', ':', '\\', '@', '%', '#', '?'),
  },
  { weight: 2, arbitrary: hidden },
  { weight: 2, arbitrary: fc.constantFrom(...INVISIBLE) },
  { weight: 1, arbitrary: fc.constantFrom('\u0430', '\u03bf', '\u0455', '例', 'え') },
);
const freeText = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const huge = fc.constantFrom('x', 'Quezon ', 'a,', '/\\', '\u200b').chain((unit) => fc.integer({ min: 500, max: 4000 }).map((count) => unit.repeat(count)));

const name = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('Padyak Cycles', 'Ahon Bikes', 'Piñas Pedal Co.', 'Bike & Brew', '🚲 Club') },
  { weight: 4, arbitrary: freeText },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 4 }).map((marks) => marks.join('')) },
  { weight: 1, arbitrary: huge },
);
const location = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Quezon City', 'QC', 'Las Pinas', 'San Jose, Batangas', 'San Jose Batangas', 'Bohol', 'Cebu', 'Makati', 'Metro Manila', '') },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('Quezon City', 'Pasig', 'Bohol'), hidden).map(([place, mark]) => `${place}${mark}`) },
  { weight: 1, arbitrary: huge },
);
const host = fc.constantFrom(
  'example.com',
  'www.example.com',
  'facebook.example',
  'f\u0430cebook.com',
  '\u0430\u0440\u0440\u04cf\u0435.com',
  'xn--fcebook-2fg.com',
  'f%D0%B0cebook.com',
  '例え.jp',
  'bücher.example',
  'exa\u202emple.com',
  'localhost',
  '127.0.0.1',
  'a..b',
  'user:pw@example.com',
);
const link = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', 'https:/', '//', 'data:text/html,', 'https:\\\\', ''),
        host,
        fc.constantFrom('', '/', '/shop', '\\@evil.example/', '/\u202egpj.exe', '/a b', '?q=1#x', '/%2e%2e/'),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 5000 }).map((length) => `https://example.com/${'a'.repeat(length)}`) },
  { weight: 1, arbitrary: freeText },
);
const logo = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      'real.png',
      'logos/real.png',
      'junk.png',
      'mark.svg',
      'anim.gif',
      'bytes.txt',
      'page.html',
      'linked.png',
      'folder.png',
      'sniffed.png',
      'missing.png',
      '../secret.png',
      '/etc/passwd',
      'logos//real.png',
      'C:\\logo.png',
    ),
  },
  { weight: 2, arbitrary: link },
  { weight: 1, arbitrary: huge },
);
const routePath = fc.oneof(
  fc.constantFrom(
    '/bike-destinations/spider-route',
    '/\\evil.example',
    '//evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%5C%5Cevil.example',
    '/./../x',
    'https://evil.example/',
    '/ok/\u202eevil',
  ),
  fc.array(fc.constantFrom('/', '\\', '.', 'a', ':', '%5C', '%2F', '@', 'evil.example', '?', '#', '\u3002', '\t'), { maxLength: 6 }).map((parts) => parts.join('')),
);

export type Kind = 'shops' | 'listings' | 'destinations';
export const HEADERS: Record<Kind, string[]> = {
  shops: ['name', 'location', 'link', 'logo'],
  listings: ['name', 'link', 'logo'],
  destinations: ['name', 'thumbnail', 'path'],
};
const rowFor: Record<Kind, fc.Arbitrary<string[]>> = {
  shops: fc.tuple(name, location, link, logo),
  listings: fc.tuple(name, link, logo),
  destinations: fc.tuple(name, fc.constantFrom('images/real.png', 'logos/junk.png', ''), routePath),
};

const quoteCell = (cell: string) => (/[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A sheet: rows of cells, serialized as a spreadsheet would, then spoiled and encoded. */
export const sheet = fc.constantFrom<Kind>('shops', 'listings', 'destinations').chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    rows: fc.array(fc.oneof({ weight: 9, arbitrary: rowFor[kind] }, { weight: 1, arbitrary: fc.constant<string[]>([]) }), { maxLength: 12 }),
    lineEnd: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    /** Break the file: a quote that opens on some row and never closes, or cells shifted by a stray comma. */
    spoil: fc.constantFrom('none', 'none', 'none', 'unclosed-quote', 'stray-comma'),
    spoilAt: fc.nat(),
    encoding: fc.constantFrom('utf-8', 'utf-8', 'utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'binary'),
  }),
);

export type Sheet = typeof sheet extends fc.Arbitrary<infer T> ? T : never;

export function textOf(input: Sheet): string {
  const lines = [HEADERS[input.kind].join(','), ...input.rows.map((cells) => cells.map(quoteCell).join(','))];
  if (input.spoil !== 'none' && lines.length > 1) {
    const at = 1 + (input.spoilAt % (lines.length - 1));
    lines[at] = input.spoil === 'unclosed-quote' ? `"${lines[at]}` : `${lines[at]},extra`;
  }
  return `${input.bom ? '\ufeff' : ''}${lines.join(input.lineEnd)}${input.lineEnd}`;
}

export function bytesOf(text: string, encoding: Sheet['encoding']): Uint8Array {
  switch (encoding) {
    case 'utf-16le':
      return new Uint8Array([0xff, 0xfe, ...Buffer.from(text.replace(/^\ufeff/, ''), 'utf16le')]);
    case 'utf-16be':
      return new Uint8Array([0xfe, 0xff, ...Buffer.from(text.replace(/^\ufeff/, ''), 'utf16le').swap16()]);
    case 'windows-1252':
      // Only text Windows-1252 can hold is written this way (Excel replaces the rest with '?').
      return new Uint8Array(Buffer.from(text.replace(/^\ufeff/, '').replace(/[^\u0000-\u00ff]/g, '?'), 'latin1'));
    case 'binary':
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...Buffer.from(text)]);
    default:
      return new Uint8Array(Buffer.from(text));
  }
}
