/**
 * File-system surprises in the data folder (issue 10, defects 3 to 6), through the command an
 * editor runs: `npm run data:check` (scripts/normalize.ts) on a data folder built for the test.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ReportedIssue, RowOutcome } from '../../../../src/pipeline';

const ROOT = path.join(__dirname, '../../../..');

interface Report {
  issues: ReportedIssue[];
  outcomes: RowOutcome[];
}

function runCheck(dataDir: string) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  let report: Report = { issues: [], outcomes: [] };
  try {
    report = JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as Report;
  } catch {
    // no report: the assertions on status and output say why
  }
  rmSync(reportDir, { recursive: true, force: true });
  return { status: child.status, output: `${child.stdout}${child.stderr}`, report };
}

const issuesOf = (report: Report, file: string, row?: number) => report.issues.filter((issue) => issue.file === file && (row === undefined || issue.row === row));

describe('data:check on a data folder full of surprises', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-hostile-'));
  const dataDir = path.join(work, 'data');
  const outside = path.join(work, 'outside');
  let result: ReturnType<typeof runCheck>;

  beforeAll(async () => {
    mkdirSync(path.join(dataDir, 'logos'), { recursive: true });
    mkdirSync(path.join(dataDir, 'images'), { recursive: true });
    mkdirSync(outside);
    copyFileSync(path.join(ROOT, 'tests/fixtures/clean/brand-categories.json'), path.join(dataDir, 'brand-categories.json'));
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2f7d5b' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(dataDir, 'logos/real.png'), png);
    writeFileSync(path.join(dataDir, 'logos/junk.png'), Buffer.concat([png.subarray(0, 8), Buffer.from('this is not the rest of a PNG file')]));
    writeFileSync(path.join(dataDir, 'logos/cut.png'), png.subarray(0, png.length - 20));
    writeFileSync(path.join(dataDir, 'logos/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');
    writeFileSync(path.join(dataDir, 'logos/bytes.txt'), png);
    writeFileSync(path.join(dataDir, 'logos/page.html'), png);
    writeFileSync(path.join(outside, 'secret.png'), png);
    symlinkSync(path.join(outside, 'secret.png'), path.join(dataDir, 'logos/linked.png'));
    mkdirSync(path.join(dataDir, 'logos/folder.png'));
    writeFileSync(path.join(dataDir, 'images/poster.png'), png);

    // defect 6: a folder where a sheet should be
    mkdirSync(path.join(dataDir, 'shops.csv'));
    // defect 4: brands with every kind of logo
    const logos = ['real.png', 'junk.png', 'cut.png', 'mark.svg', 'bytes.txt', 'page.html', 'linked.png', 'folder.png'];
    writeFileSync(
      path.join(dataDir, 'brands.csv'),
      `category,name,link,logo\n${logos.map((logo, index) => `helmet,Brand ${index},https://example.com/${index},${logo}`).join('\n')}\n`,
    );
    // defect 5: UTF-16 (Excel "Unicode text") and Windows-1252 (Excel "CSV" on Windows)
    writeFileSync(
      path.join(dataDir, 'content-creators.csv'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,link\r\nPadyak Piñas,https://example.com/p\r\n', 'utf16le')]),
    );
    writeFileSync(path.join(dataDir, 'cycling-groups.csv'), Buffer.from('name,link\r\nAhon Piñas,https://example.com/a\r\n', 'latin1'));
    // defect 5: a quote opened on line 3 of a 50-line file
    const lines = ['name,link'];
    for (let line = 2; line <= 50; line++) lines.push(line === 3 ? '"Open Quote Studio,https://example.com/3' : `Studio ${line},https://example.com/${line}`);
    writeFileSync(path.join(dataDir, 'indoor-cycling-studio.csv'), `${lines.join('\n')}\n`);
    // defect 3: a sheet that links outside the data folder, and one that links nowhere
    writeFileSync(path.join(outside, 'events.csv'), 'name,image,link\nOutside Event,images/poster.png,https://example.com/e\n');
    symlinkSync(path.join(outside, 'events.csv'), path.join(dataDir, 'events.csv'));
    symlinkSync(path.join(work, 'nowhere.csv'), path.join(dataDir, 'destinations.csv'));
    // defect 6: a named pipe, which would block a plain read forever
    spawnSync('mkfifo', [path.join(dataDir, 'bike-fitters.csv')]);
    result = runCheck(dataDir);
  }, 60_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('finishes with exit 1 (input errors) and a report, never a crash or a stack trace', () => {
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(/stopped unexpectedly|EISDIR|\n\s+at .+:\d+:\d+/);
    expect(result.output).toMatch(/Report: /);
  });

  it('reports a folder named shops.csv as an input error', () => {
    expect(issuesOf(result.report, 'shops.csv').map((issue) => issue.message)).toEqual([expect.stringMatching(/^shops\.csv: .*is a folder, not a file/)]);
  });

  it('reports a named pipe as an input error', () => {
    expect(
      issuesOf(result.report, 'bike-fitters.csv')
        .map((issue) => issue.message)
        .join('\n'),
    ).toMatch(/not a regular file/);
  });

  it('refuses a sheet that links outside the data folder, and a link to nothing', () => {
    expect(
      issuesOf(result.report, 'events.csv')
        .map((issue) => issue.message)
        .join('\n'),
    ).toMatch(/points outside the data folder/);
    expect(result.report.outcomes.filter((outcome) => outcome.file === 'events.csv')).toHaveLength(0);
    expect(
      issuesOf(result.report, 'destinations.csv')
        .map((issue) => issue.message)
        .join('\n'),
    ).toMatch(/points to a file that does not exist/);
  });

  it('decodes every local logo: only a real image with an image extension is kept', () => {
    const kept = result.report.outcomes.filter((outcome) => outcome.file === 'brands.csv' && outcome.status === 'kept').map((outcome) => outcome.row);
    expect(kept).toEqual([2]);
    const message = (row: number) =>
      issuesOf(result.report, 'brands.csv', row)
        .filter((issue) => issue.column === 'logo')
        .map((issue) => issue.message)
        .join('\n');
    expect(message(3)).toMatch(/data\/logos\/junk\.png cannot be read as an image/);
    expect(message(4)).toMatch(/data\/logos\/cut\.png cannot be read as an image/);
    expect(message(5)).toMatch(/SVG.*save it as PNG/);
    expect(message(6)).toMatch(/'\.txt' is not an image file name/);
    expect(message(7)).toMatch(/'\.html' is not an image file name/);
    expect(message(8)).toMatch(/points outside the data folder/);
    expect(message(9)).toMatch(/is a folder, not a file/);
  });

  it('reads UTF-16 and Windows-1252 sheets and reports the conversion as an auto-fix', () => {
    for (const [file, name, from] of [
      ['content-creators.csv', 'Padyak Piñas', 'UTF-16'],
      ['cycling-groups.csv', 'Ahon Piñas', 'Windows-1252'],
    ] as const) {
      expect(result.report.outcomes.filter((outcome) => outcome.file === file)).toEqual([{ file, row: 2, status: 'kept' }]);
      expect(issuesOf(result.report, file)).toEqual([expect.objectContaining({ severity: 'fixed', row: null, message: expect.stringContaining(from) })]);
      expect(result.output).not.toContain(name.replace('ñ', '\ufffd'));
    }
  });

  it('names the line where an unclosed quote opened, and rejects every row of that file with the reason', () => {
    const file = 'indoor-cycling-studio.csv';
    expect(
      issuesOf(result.report, file)
        .map((issue) => issue.message)
        .join('\n'),
    ).toMatch(/line 3\b/);
    const outcomes = result.report.outcomes.filter((outcome) => outcome.file === file);
    expect(outcomes.map((outcome) => outcome.row)).toEqual(Array.from({ length: 49 }, (_, index) => index + 2));
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && /file as a whole cannot be read/.test(outcome.reason ?? ''))).toBe(true);
  });
});
