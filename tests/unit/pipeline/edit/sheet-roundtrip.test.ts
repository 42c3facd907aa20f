/**
 * Round trip through every tool that writes a sheet: for sheets saved as UTF-8, UTF-8 with a
 * BOM, Windows-1252, UTF-16 LE and BE, with CRLF, LF or mixed line endings and cells quoted or
 * not, the tool changes only the cells it means to. The expected file is built from the
 * generated model (its own serializer and Node's own encoders), not from the writer's code, and
 * compared byte for byte. Also: re-checking a fixed sheet adds no finding, over the fixtures
 * and the fuzz corpus.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  checkSheet,
  columnSpec as columnSpecOf,
  editSheet,
  isSheetList,
  listFromFileName,
  loadPlaceTable,
  parseCsv,
  readSheetBytes,
  renderCandidatesSheet,
  startsFormula,
  writeFixedSheet,
  SHOP_COLUMNS,
  CANDIDATE_COLUMNS,
  type CandidateRow,
  type DataIssue,
  type SheetContext,
} from '../../../../src/pipeline';
import { bytesOf, sheet as fuzzSheet, textOf, context as fuzzContext } from '../../../support/fuzz-sheets';

type Encoding = 'UTF-8' | 'UTF-8+BOM' | 'Windows-1252' | 'UTF-16LE' | 'UTF-16BE';
const ENCODINGS: Encoding[] = ['UTF-8', 'UTF-8+BOM', 'Windows-1252', 'UTF-16LE', 'UTF-16BE'];

/** Node's own encoders: the oracle does not use sheet-io's. */
function encode(text: string, encoding: Encoding): Buffer {
  switch (encoding) {
    case 'UTF-8':
      return Buffer.from(text, 'utf8');
    case 'UTF-8+BOM':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'Windows-1252':
      // The generated text is Latin-1 outside 0x80–0x9F, where Windows-1252 and Latin-1 agree.
      return Buffer.from(text, 'latin1');
    case 'UTF-16LE':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'UTF-16BE':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  }
}

interface Cell {
  value: string;
  /** Quoted although CSV does not need it (as some programs write every cell). */
  quoted: boolean;
}
interface Row {
  cells: Cell[];
  ending: '\r\n' | '\n' | '\r' | '';
}

/** OWASP's formula characters and the look-alikes the guard knows, written out here independently of sheet-io. */
const FORMULA = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\u0085\u2028\u2029]/;
const guarded = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
const needsQuotes = (value: string) => /[",\r\n]/.test(value);
const serializeCell = (cell: Cell) => (cell.quoted || needsQuotes(cell.value) ? `"${cell.value.replace(/"/g, '""')}"` : cell.value);
const serialize = (rows: readonly Row[]) => rows.map((row) => `${row.cells.map(serializeCell).join(',')}${row.ending}`).join('');
/** A cell a writer wrote: quoted only where CSV needs it. */
const written = (value: string): Cell => ({ value, quoted: false });

const piece = fc.constantFrom('Peña', 'Café', 'Las Piñas', 'Bikes', ' ', '  ', ',', '"', '\n', '\r\n', 'x', '-', '=');
const text = fc.array(piece, { maxLength: 5 }).map((pieces) => pieces.join(''));
const cell = (value: fc.Arbitrary<string>) => fc.record({ value, quoted: fc.boolean() });
const location = fc.constantFrom('Pasig', ' Makati', 'Quezon city', 'San Fernando, Pampanga', 'Santa Cruz, Laguna', 'QC', 'Cebu City ', 'Atlantis', '');
const link = fc.constantFrom('', 'https://shop.test/a', 'https://shop.test/b', ' https://shop.test/c ', 'http://shop.test/d');
const logo = fc.constantFrom('', '', ' ', 'https://img.test/l.png');
const lineEnding = (mode: 'CRLF' | 'LF' | 'mixed') =>
  mode === 'CRLF' ? fc.constant<'\r\n'>('\r\n') : mode === 'LF' ? fc.constant<'\n'>('\n') : fc.constantFrom<'\r\n' | '\n' | '\r'>('\r\n', '\n', '\r');

/** A shops sheet in the model: the header, then rows; some rows stop before the logo column. */
const shopsSheet = (names: fc.Arbitrary<string>) =>
  fc.record({ encoding: fc.constantFrom(...ENCODINGS), mode: fc.constantFrom<'CRLF' | 'LF' | 'mixed'>('CRLF', 'LF', 'mixed'), lastEnding: fc.boolean() }).chain((shape) =>
    fc
      .record({
        header: fc.tuple(lineEnding(shape.mode), fc.boolean()),
        rows: fc.array(fc.tuple(cell(names), cell(location), cell(link), cell(logo), fc.boolean(), lineEnding(shape.mode)), { minLength: 1, maxLength: 8 }),
      })
      .map(({ header, rows }) => {
        const model: Row[] = [
          { cells: ['name', 'location', 'link', 'logo'].map((value) => ({ value, quoted: header[1] })), ending: header[0] },
          ...rows.map(([name, place, address, image, short, ending]) => ({
            cells: short && image.value === '' ? [name, place, address] : [name, place, address, image],
            ending,
          })),
        ];
        if (!shape.lastEnding) (model[model.length - 1] as Row).ending = '';
        return { ...shape, model };
      }),
  );

const places = loadPlaceTable(readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8')).table;
const sheetContext: SheetContext = { places, categorySlugs: [], probe: () => null };

describe('every tool that writes a sheet leaves every byte it does not mean to change', () => {
  it("--accept-suggestions (editSheet): only the empty logo cells it fills change, in the file's own encoding, BOM and line endings", () => {
    const names = fc.tuple(fc.constantFrom('S', 'Sample '), text).map(([start, rest]) => `${start}${rest}`);
    const suggestion = fc.constantFrom('https://img.test/new.png', 'https://img.test/a,b.png', '=HYPERLINK("x")', '@cmd');
    fc.assert(
      fc.property(shopsSheet(names), fc.array(fc.tuple(fc.boolean(), suggestion), { minLength: 8, maxLength: 8 }), ({ encoding, model }, choices) => {
        const original = encode(serialize(model), encoding);
        const edits = model.slice(1).flatMap((_, index) => {
          const [wanted, value] = choices[index] ?? [false, ''];
          return wanted ? [{ row: index + 2, column: 'logo', value, onlyIfEmpty: true }] : [];
        });
        const result = editSheet(original, SHOP_COLUMNS, edits);
        if (!result.ok) throw new Error(result.problem);

        const expected = model.map((row) => ({ ...row, cells: [...row.cells] }));
        const writtenRows: number[] = [];
        for (const edit of edits) {
          const row = expected[edit.row - 1] as Row;
          if ((row.cells[3]?.value ?? '').trim() !== '') continue;
          row.cells[3] = written(guarded(edit.value));
          writtenRows.push(edit.row);
        }
        expect(Buffer.from(result.bytes).equals(encode(serialize(expected), encoding))).toBe(true);
        expect(result.written).toEqual(writtenRows);
      }),
      { numRuns: 300 },
    );
  });

  it('the /editors fixed sheet: only the fixed cells change and merged rows go; a converted file comes back as UTF-8 with a BOM', () => {
    const names = fc
      .tuple(fc.constantFrom('Sample One', ' Sample  One', 'Sample Two ', 'Peña Bikes', ' =cmd', 'Café'), fc.constantFrom('', ' ', ' x'))
      .map(([a, b]) => `${a}${b}`);
    fc.assert(
      fc.property(shopsSheet(names), ({ encoding, model }) => {
        const original = encode(serialize(model), encoding);
        const check = checkSheet(original, 'shops', sheetContext);
        const result = writeFixedSheet(original, SHOP_COLUMNS, check.issues, check.outcomes);
        if (!result.ok) throw new Error(result.problem);

        // The model with what the check said it fixed: each fixed cell's last value, merged rows removed.
        const expected = model.map((row) => ({ ...row, cells: [...row.cells] }));
        const columns = ['name', 'location', 'link', 'logo'];
        const valueOf = (row: number, column: string) => expected[row - 1]?.cells[columns.indexOf(column)]?.value ?? '';
        const fixes = new Map<string, DataIssue>();
        for (const issue of check.issues)
          if (issue.severity === 'fixed' && issue.row !== null && issue.column !== null && issue.expected !== null) fixes.set(`${issue.row}:${issue.column}`, issue);
        for (const issue of fixes.values()) {
          if (startsFormula(issue.expected ?? '')) continue;
          const row = expected[(issue.row as number) - 1] as Row;
          const at = columns.indexOf(issue.column as string);
          if (row.cells[at]?.value !== issue.expected) row.cells[at] = written(issue.expected as string);
        }
        const removed = new Set<number>();
        for (const outcome of check.outcomes) {
          if (outcome.status !== 'merged' || outcome.mergedInto === undefined) continue;
          removed.add(outcome.row);
          const leftOut = new Set((outcome.changes ?? []).filter((change) => change.after === '').map((change) => change.column));
          for (const column of ['link', 'logo']) {
            const carried = valueOf(outcome.row, column);
            if (leftOut.has(column) || valueOf(outcome.mergedInto, column).trim() !== '' || carried.trim() === '') continue;
            const kept = expected[outcome.mergedInto - 1] as Row;
            while (kept.cells.length <= columns.indexOf(column)) kept.cells.push(written(''));
            kept.cells[columns.indexOf(column)] = written(carried);
          }
        }
        const kept = expected.filter((_, index) => !removed.has(index + 1));
        // A Windows-1252 file of plain ASCII is also UTF-8, and is read (and written back) as UTF-8.
        const asciiOnly = !/[^\u0000-\u007f]/.test(serialize(model));
        const converted = encoding.startsWith('UTF-16') || (encoding === 'Windows-1252' && !asciiOnly);
        const writtenAs = converted ? 'UTF-8+BOM' : encoding === 'Windows-1252' ? 'UTF-8' : encoding;
        expect(Buffer.from(result.bytes).toString('latin1')).toBe(encode(serialize(kept), writtenAs).toString('latin1'));
      }),
      { numRuns: 300 },
    );
  });

  it('import:osm writes a new sheet that reads back cell for cell, as UTF-8 with a BOM, with no cell starting a formula', () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', ',', '"', '\n', '=', '+', '-', '@', '\t', '\u0085', '＝'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, value), { minLength: 1, maxLength: 5 }), (triples) => {
        const rows: CandidateRow[] = triples.map(([name, place, note]) => ({
          name: `S${name}`,
          location: place,
          link: '',
          logo: '',
          source: '',
          services: '',
          osm_page: '',
          note,
        }));
        const sheet = renderCandidatesSheet(rows);
        if (!sheet.ok) throw new Error(sheet.problem);
        const read = readSheetBytes(sheet.bytes);
        expect(read.ok && read.format).toEqual({ encoding: 'UTF-8', bom: true, lineEnding: '\n' });
        const parsed = read.ok ? parseCsv(read.text, { required: [...CANDIDATE_COLUMNS], optional: [] }) : null;
        if (!parsed?.ok) throw new Error('the candidate sheet did not parse');
        expect(parsed.records.map((record) => [record.cells.name, record.cells.location, record.cells.note])).toEqual(
          rows.map((row) => [row.name, row.location, row.note].map(guarded)),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('the /editors fixed sheet keeps what the site shows', () => {
  it('of three duplicates, the first link offered fills the kept row, as on the site', () => {
    const text = 'name,location,link,logo\nPeña Bikes,Pasig,,\nPeña Bikes,Pasig, https://shop.test/c ,\nPeña Bikes,Pasig,http://shop.test/d,\n';
    const original = new TextEncoder().encode(text);
    const check = checkSheet(original, 'shops', sheetContext);
    const result = writeFixedSheet(original, SHOP_COLUMNS, check.issues, check.outcomes);
    if (!result.ok) throw new Error(result.problem);
    expect(new TextDecoder().decode(result.bytes)).toBe('name,location,link,logo\nPeña Bikes,Pasig,https://shop.test/c,\n');
  });
});

/** Findings as (rule, severity, column): row numbers move when merged rows are removed. */
const keys = (issues: readonly DataIssue[]) => issues.map((issue) => `${issue.rule} ${issue.severity} ${issue.column ?? ''}`);
function expectNoNewFinding(before: readonly DataIssue[], after: readonly DataIssue[], label: string): void {
  const remaining = keys(before);
  for (const key of keys(after)) {
    const at = remaining.indexOf(key);
    expect({ label, key, new: at === -1 }).toEqual({ label, key, new: false });
    remaining.splice(at, 1);
  }
}

describe('re-checking a fixed sheet adds no finding', () => {
  const fixtureSheets = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return fixtureSheets(full);
      const list = listFromFileName(name);
      return name.endsWith('.csv') && list !== null && isSheetList(list) && name === `${list}.csv` ? [full] : [];
    });

  it('over every sheet in tests/fixtures', () => {
    const files = fixtureSheets(path.join(__dirname, '../../../fixtures'));
    expect(files.length).toBeGreaterThan(5);
    let rechecked = 0;
    for (const file of files) {
      const list = listFromFileName(path.basename(file));
      if (list === null) continue;
      const bytes = readFileSync(file);
      const first = checkSheet(bytes, list, sheetContext);
      if (!first.issues.some((issue) => issue.severity === 'fixed')) continue;
      const fixed = writeFixedSheet(bytes, columnSpecOf(list), first.issues, first.outcomes);
      if (!fixed.ok) continue;
      rechecked++;
      expectNoNewFinding(first.issues, checkSheet(fixed.bytes, list, sheetContext).issues, file);
    }
    expect(rechecked).toBeGreaterThanOrEqual(2);
  });

  it('over the fuzz corpus (2,000 hostile sheets)', () => {
    const listOf = { shops: 'shops', listings: 'cycling-groups', destinations: 'destinations' } as const;
    const context: SheetContext = { places: fuzzContext.places, categorySlugs: [], probe: fuzzContext.probe };
    let fixedSheets = 0;
    fc.assert(
      fc.property(fuzzSheet, (input) => {
        const list = listOf[input.kind];
        const bytes = bytesOf(textOf(input), input.encoding);
        const first = checkSheet(bytes, list, context);
        if (!first.issues.some((issue) => issue.severity === 'fixed')) return;
        const fixed = writeFixedSheet(bytes, columnSpecOf(list), first.issues, first.outcomes);
        if (!fixed.ok) return;
        fixedSheets++;
        expectNoNewFinding(first.issues, checkSheet(fixed.bytes, list, context).issues, `${input.kind} ${input.encoding}`);
      }),
      { seed: 20261123, numRuns: 2000 },
    );
    expect(fixedSheets).toBeGreaterThan(200);
  });
});
