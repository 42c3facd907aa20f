import { FileLog } from '../../../../src/pipeline/read/log';
import { decodeAndReport } from '../../../../src/pipeline/read/sheet-text';

// The one decoder both the data check and the /editors page read a sheet's bytes through.
describe('decodeAndReport', () => {
  it('reads UTF-8 as it is and reports nothing', () => {
    const log = new FileLog('shops.csv');
    expect(decodeAndReport(new TextEncoder().encode('name\nBike Lab Parañaque\n'), log)).toBe('name\nBike Lab Parañaque\n');
    expect(log.issues).toEqual([]);
  });

  it('converts Windows-1252 and tells the editor it did', () => {
    const log = new FileLog('shops.csv');
    // 'Parañaque' with ñ as the single byte 0xF1, as Excel's plain "CSV" saves it on Windows.
    const bytes = Uint8Array.from(
      [...'name\nPara']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xf1],
          [...'aque\n'].map((c) => c.charCodeAt(0)),
        ),
    );
    expect(decodeAndReport(bytes, log)).toBe('name\nParañaque\n');
    expect(log.issues.map((issue) => issue.rule)).toEqual(['file-converted']);
    expect(log.issues[0]?.sentence).toContain('Windows-1252');
  });

  it('refuses bytes it cannot read as a file error', () => {
    const log = new FileLog('shops.csv');
    // A NUL-laden binary without a byte-order mark is no text encoding a spreadsheet saves.
    expect(decodeAndReport(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x00]), log)).toBeNull();
    expect(log.issues.map((issue) => [issue.rule, issue.severity])).toEqual([['file-encoding', 'error']]);
  });
});
