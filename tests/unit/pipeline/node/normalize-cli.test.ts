/** scripts/normalize.ts as editors and CI run it: exit status, console summary, report files. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../../..');

function runNormalize(fixture: string) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', path.join(ROOT, 'tests/fixtures', fixture), '--report', reportDir],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const markdown = readFileSync(path.join(reportDir, 'data-quality.md'), 'utf8');
  const json = JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as {
    files: { file: string; errors: number }[];
    issues: unknown[];
    outcomes: unknown[];
  };
  rmSync(reportDir, { recursive: true, force: true });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, markdown, json };
}

describe('scripts/normalize.ts', () => {
  const messy = runNormalize('messy');
  const clean = runNormalize('clean');
  const broken = runNormalize('broken-files');

  it('exits 1 when any error exists and 0 when none does', () => {
    expect(messy.status).toBe(1);
    expect(broken.status).toBe(1);
    expect(clean.status).toBe(0);
  });

  it('prints a short summary: one line per file, the first findings with their rule ids, the totals and where the report is, with no stack trace', () => {
    const lines = messy.stdout.trim().split('\n');
    // 13 files, 20 of the 26 errors and findings to review, a line for the other 6, totals, report.
    expect(lines.filter((line) => /^[✓✗] \S+\.(csv|json) /.test(line))).toHaveLength(13);
    expect(lines.filter((line) => /^(error |review) \[[a-z-]+\] /.test(line))).toHaveLength(20);
    expect(lines).toContain('… and 6 more errors and findings to review in the report.');
    expect(lines).toHaveLength(13 + 20 + 1 + 2);
    expect(lines.find((line) => line.includes('shops.csv row 15'))).toMatch(/^error {2}\[link-invalid\] shops\.csv row 15, column link: 'javascript:alert\(1\)'/);
    expect(clean.stdout).not.toMatch(/^(error |review) \[/m);
    expect(lines.find((line) => line.includes('shops.csv'))).toMatch(/✗ shops\.csv\s+24 rows, 8 kept, 10 fixed, 1 merged, 5 rejected/);
    expect(lines.at(-2)).toMatch(/^Total: \d+ rows, \d+ errors/);
    expect(lines.at(-1)).toContain('data-quality.md');
    expect(`${broken.stdout}${broken.stderr}`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });

  it('writes a Markdown report that starts with the summary table and then lists rows by file', () => {
    const tableStart = messy.markdown.indexOf('| file | rows | kept | fixed | merged | rejected | errors | needs review |');
    const firstSection = messy.markdown.indexOf('## ');
    expect(tableStart).toBeGreaterThan(0);
    expect(tableStart).toBeLessThan(firstSection);
    expect(messy.markdown).toContain('| shops.csv | 24 | 8 | 10 | 1 | 5 | 5 |');
    expect(messy.markdown).toContain('### Row 6 — merged into row 5');
    expect(messy.markdown).toContain(
      "- **auto-fixed** 3:location [location-read-as]: shops.csv row 3, column location: 'Quezon city' was read as 'Quezon City' (Metro Manila).",
    );
    expect(messy.markdown).toMatch(/- \*\*error\*\* 15:link \[link-invalid\]: shops\.csv row 15, column link: 'javascript:alert\(1\)'/);
    expect(messy.markdown).toMatch(/- \*\*needs review\*\* 9:logo \[logo-unusable\]/);
  });

  it('writes the same findings as JSON for machines', () => {
    const shops = messy.json.files.find((file) => file.file === 'shops.csv');
    expect(shops?.errors).toBe(5);
    const javascriptLink = (messy.json.issues as { rule: string; row: number | null; file: string }[]).find((issue) => issue.file === 'shops.csv' && issue.row === 15);
    expect(javascriptLink?.rule).toBe('link-invalid');
    expect(messy.json.outcomes.length).toBeGreaterThan(24);
  });

  it('exits 2 on a mistyped option, naming it and showing the usage, and checks nothing', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--dat', 'data'], { cwd: ROOT, encoding: 'utf8' });
    expect(child.status).toBe(2);
    expect(child.stderr).toBe("Unknown option '--dat'.\nUsage: tsx scripts/normalize.ts [--data DIR] [--report DIR] [--format text|github]\n");
    expect(child.stdout).toBe('');
  });
});
