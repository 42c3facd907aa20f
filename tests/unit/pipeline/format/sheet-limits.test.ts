/**
 * A sheet over the size limits (src/pipeline/format/limits.ts, shared with /editors) is refused with a
 * sentence naming the file and the limit, as an input error with a report, never with an
 * out-of-memory abort. The large files are made in a temporary folder (the big one is sparse).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countLines, MAX_SHEET_BYTES, MAX_SHEET_LINES, sheetSizeProblem } from '../../../../src/pipeline/format/limits';
import { runPipeline } from '../../../../src/pipeline/node';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const ROOT = path.join(__dirname, '../../../..');
const CLEAN = path.join(ROOT, 'tests/fixtures/clean');

function withDataFolder<T>(task: (dataDir: string, scratch: string) => T): T {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'padyak-limits-'));
  try {
    const dataDir = path.join(scratch, 'data');
    cpSync(CLEAN, dataDir, { recursive: true });
    return task(dataDir, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('the sheet size limits', () => {
  it('refuses a shops.csv over 50 MiB through the real data:check: a sentence naming the file and the limit, exit 1, and a report', () => {
    withDataFolder((dataDir, scratch) => {
      const shops = path.join(dataDir, 'shops.csv');
      writeFileSync(shops, 'name,location,link,logo\nSample Shop,Pasig,https://shop.example/,\n');
      truncateSync(shops, MAX_SHEET_BYTES + 1); // sparse: no disk is used for the rest
      const reportDir = path.join(scratch, 'report');
      const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(child.stderr).toBe('');
      expect(child.status).toBe(1);
      const sentence = 'data/shops.csv is 52,428,801 bytes, more than the limit of 52,428,800 bytes (50 MiB) for a sheet, so it is not checked';
      expect(child.stdout).toContain(sentence);
      expect(child.stdout).not.toMatch(/\n\s+at /); // no stack trace
      const report = JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as { issues: { file: string; rule: string; message: string }[] };
      expect(report.issues).toContainEqual(expect.objectContaining({ file: 'shops.csv', rule: 'file-refused', message: expect.stringContaining(sentence) }));
      expect(readFileSync(path.join(reportDir, 'data-quality.md'), 'utf8')).toContain(sentence);
    });
  });

  it(`refuses a sheet of more than ${MAX_SHEET_LINES.toLocaleString('en')} lines, and checks the other files`, () => {
    withDataFolder((dataDir) => {
      writeFileSync(path.join(dataDir, 'shops.csv'), `name,location\n${'x,Pasig\n'.repeat(MAX_SHEET_LINES)}`);
      const result = runPipeline({ dataDir });
      const shops = result.files.find((file) => file.file === 'shops.csv');
      expect(shops).toMatchObject({ rows: 0, errors: 1 });
      expect(result.issues.filter((issue) => issue.file === 'shops.csv').map(issueLine)).toEqual([
        'shops.csv: data/shops.csv has 1,048,577 lines, more than the 1,048,576 a sheet may have (as many rows as Excel holds), so it is not checked. Check that this is the right file; a list of this site is far smaller.',
      ]);
      expect(result.files.find((file) => file.file === 'brands.csv')?.rows).toBeGreaterThan(0);
    });
  });

  it('counts lines as an editor sees them: LF, CRLF, CR only, a last line without a break, UTF-16', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(countLines(bytes(''))).toBe(0);
    expect(countLines(bytes('a'))).toBe(1);
    expect(countLines(bytes('a\nb\n'))).toBe(2);
    expect(countLines(bytes('a\r\nb'))).toBe(2);
    expect(countLines(bytes('a\rb\rc\r'))).toBe(3);
    expect(countLines(Buffer.from('\ufeffa\nb\n', 'utf16le'))).toBe(2);
    expect(sheetSizeProblem('shops.csv', bytes('name\n'.repeat(MAX_SHEET_LINES)))).toBeNull();
  });
});
