/**
 * The CSV reader emits its csv-* kinds through the emit it is given, as Frictionless's row
 * stream yields its errors: it needs no log, and a row it cannot split is emitted when the rows
 * reach it, so a caller that logs each row keeps findings and rows in file order.
 */
import { readCsv } from '../../../../src/pipeline/read/csv-reader';
import type { Finding, FindingKind, Place } from '../../../../src/pipeline/rules/findings';

const SPEC = { required: ['name', 'location'], optional: ['link'] };

function collect() {
  const said: string[] = [];
  const emit = (kind: FindingKind, at: Place, finding: Finding) => void said.push(`${kind.id} ${at.row ?? '-'}:${at.column ?? '-'} ${finding.sentence}`);
  return { said, emit };
}

describe('the CSV reader', () => {
  it('emits a file it cannot read as one finding about the file, and gives back the data rows to account for', () => {
    const { said, emit } = collect();
    const reading = readCsv('name,link\nA,https://a.example\nB,\n', SPEC, emit, { unknownColumns: true });
    expect(reading).toEqual({ ok: false, dataRows: [2, 3] });
    expect(said).toEqual([
      "csv-missing-column 1:location the file cannot be read: the header row has no 'location' column; the first row must name the columns name, location",
    ]);
  });

  it('emits the columns the site does not use when asked, and each row it cannot split as the rows reach it', () => {
    const { said, emit } = collect();
    const reading = readCsv('name,location,colour\nA,Pasig,red\nB,Makati,x,y\nC "x",Pasig,\nD,Pasig,\n', SPEC, emit, { unknownColumns: true });
    if (!reading.ok) throw new Error('expected a readable file');
    expect(said).toEqual(["csv-unknown-column 1:colour the column 'colour' is not used by the site; rename it to one of 'name', 'location' or 'link' or delete it"]);
    const seen: string[] = [];
    for (const record of reading.rows) seen.push(`row ${record.row} after ${said.length} findings`);
    expect(seen).toEqual(['row 2 after 1 findings', 'row 5 after 3 findings']);
    expect(said.slice(1).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['csv-row-width 3:-', 'csv-stray-quote 4:name']);
  });

  it('leaves the unused columns alone when told to (place-aliases.csv)', () => {
    const { said, emit } = collect();
    const reading = readCsv('name,location,colour\nA,Pasig,red\n', SPEC, emit, { unknownColumns: false });
    expect(reading.ok && [...reading.rows].map((record) => record.cells)).toEqual([{ name: 'A', location: 'Pasig', link: '' }]);
    expect(said).toEqual([]);
  });
});
