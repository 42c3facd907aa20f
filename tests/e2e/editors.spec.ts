import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';

/**
 * /editors on the production build. The oracle is the CLI itself: `data:check` writes its JSON
 * report for the same messy fixture, and the page must show the same findings for a file.
 */
const ROOT = path.resolve(__dirname, '../..');
const MESSY = path.join(ROOT, 'tests/fixtures/messy');
const SEVERITY_LABEL = { error: 'error', review: 'needs review', fixed: 'auto-fixed' } as const;

interface Issue {
  severity: keyof typeof SEVERITY_LABEL;
  file: string;
  row: number | null;
  column: string | null;
  found: string | null;
  message: string;
}
interface Report {
  files: { file: string; rows: number; kept: number; fixed: number; merged: number; rejected: number; errors: number; reviews: number }[];
  issues: Issue[];
  outcomes: { file: string; row: number; status: string }[];
  worklist: { file: string; entries: { name: string; row: number; checked: string | null }[] }[];
}

/** Runs `npm run data:check` (the script behind it) on a data folder and reads its JSON report. */
function cliReport(dataDir: string): Report {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-editors-report-'));
  try {
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], { cwd: ROOT, encoding: 'utf8' });
    return JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as Report;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

/** A finding as the page's table shows it: row, column, severity, message. */
const asShown = (issue: Issue) => [issue.row === null ? '—' : String(issue.row), issue.column ?? '—', SEVERITY_LABEL[issue.severity], issue.message];
/** Findings about files in data/logos, which a browser cannot open (the page lists those files instead). */
const isLocalFileFinding = (issue: Issue) => issue.column === 'logo' && !!issue.found && !/^[a-z]+:|\/\//i.test(issue.found);

async function openChecker(page: Page) {
  await page.goto('/editors/');
  await waitForHydration(page);
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

async function shownFindings(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'Findings table', exact: true }).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

// Each test checks sheets and runs the CLI; on a loaded machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 });

let report: Report;
test.beforeAll(() => {
  report = cliReport(MESSY);
});

test('a messy shops sheet shows the findings of the CLI report, and lists the logo files it cannot open', async ({ page }) => {
  await openChecker(page);
  await chooseFile(page, 'shops.csv', readFileSync(path.join(MESSY, 'shops.csv')));
  await expect(page.getByRole('heading', { name: 'Summary of shops.csv' })).toBeVisible();
  const cliShops = report.issues.filter((issue) => issue.file === 'shops.csv');
  expect(await shownFindings(page)).toEqual(cliShops.filter((issue) => !isLocalFileFinding(issue)).map(asShown));
  // The logo files behind the findings left out above are named as not checked, never as missing.
  for (const issue of cliShops.filter(isLocalFileFinding)) await expect(page.getByText(`data/logos/${issue.found}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/not checked here/)).toBeVisible();
  await expect(page.getByText(/this site’s own copies/)).toBeVisible();
});

test('a messy brands sheet gives the same summary, findings and row outcomes as the CLI, filterable by severity', async ({ page }) => {
  await openChecker(page);
  await chooseFile(page, 'brands.csv', readFileSync(path.join(MESSY, 'brands.csv')));
  const summary = report.files.find((file) => file.file === 'brands.csv');
  if (!summary) throw new Error('the CLI report has no brands.csv');
  const stats = page.locator('dl > div');
  for (const [label, value] of Object.entries({
    rows: summary.rows,
    kept: summary.kept,
    fixed: summary.fixed,
    merged: summary.merged,
    rejected: summary.rejected,
    errors: summary.errors,
    'needs review': summary.reviews,
  })) {
    await expect(stats.filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')).toHaveText(String(value));
  }
  const cliBrands = report.issues.filter((issue) => issue.file === 'brands.csv');
  expect(await shownFindings(page)).toEqual(cliBrands.map(asShown));
  const outcomes = await page
    .getByRole('region', { name: "Each row's outcome" })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)));
  expect(outcomes).toEqual(report.outcomes.filter((outcome) => outcome.file === 'brands.csv').map((outcome) => [String(outcome.row), outcome.status]));

  await page.getByRole('radio', { name: /^Needs review/ }).check();
  // The worker holds the findings and answers the filter a moment later.
  await expect.poll(() => shownFindings(page)).toEqual(cliBrands.filter((issue) => issue.severity === 'review').map(asShown));
});

test('the downloaded fixed sheet keeps its columns and checks with nothing left to auto-fix', async ({ page }) => {
  await openChecker(page);
  const original = readFileSync(path.join(MESSY, 'shops.csv'), 'utf8');
  await chooseFile(page, 'shops.csv', Buffer.from(original));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the fixed sheet' }).click()]);
  expect(download.suggestedFilename()).toBe('shops.csv');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-editors-fixed-'));
  try {
    cpSync(MESSY, dataDir, { recursive: true });
    await download.saveAs(path.join(dataDir, 'shops.csv'));
    const fixed = readFileSync(path.join(dataDir, 'shops.csv'), 'utf8');
    expect(fixed.split(/\r?\n/)[0]?.replace(/"/g, '')).toBe(original.split(/\r?\n/)[0]);
    const again = cliReport(dataDir);
    expect(again.issues.filter((issue) => issue.file === 'shops.csv' && issue.severity === 'fixed')).toEqual([]);
    // What needs a person is still there for a person.
    expect(again.files.find((file) => file.file === 'shops.csv')?.errors).toBe(report.files.find((file) => file.file === 'shops.csv')?.errors);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a Windows-1252 sheet's fixed copy downloads as UTF-8 with a byte-order mark, every other byte of its text kept", async ({ page }) => {
  await openChecker(page);
  const text = 'name,location\r\nPeña Cycles ,Pasig\r\nCafé Bikes,Makati\r\n';
  await chooseFile(page, 'shops.csv', Buffer.from(text, 'latin1'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the fixed sheet' }).click()]);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-editors-bom-'));
  try {
    await download.saveAs(path.join(folder, 'shops.csv'));
    // EF BB BF first, so Excel opens Peña as Peña; the one fixed cell lost its trailing space.
    const expected = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace('Peña Cycles ,', 'Peña Cycles,'), 'utf8')]);
    expect(readFileSync(path.join(folder, 'shops.csv')).toString('hex')).toBe(expected.toString('hex'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('pasted CSV text is checked, its list detected from the header row', async ({ page }) => {
  await openChecker(page);
  await page.getByLabel('Or paste the CSV text').fill(readFileSync(path.join(MESSY, 'brands.csv'), 'utf8'));
  await page.getByRole('button', { name: 'Check the pasted text' }).click();
  await expect(page.getByRole('heading', { name: 'Summary of brands.csv' })).toBeVisible();
  await expect(page.getByText(/detected from the header row/)).toBeVisible();
  expect(await shownFindings(page)).toEqual(report.issues.filter((issue) => issue.file === 'brands.csv').map(asShown));
});

test('each wrong file gets its own message', async ({ page }) => {
  await openChecker(page);
  const alert = page.getByRole('alert');
  const cases: [string, Buffer, RegExp][] = [
    ['logo.png', readFileSync(path.join(MESSY, 'logos/giant.png')), /picture, not a spreadsheet/],
    ['shops.csv', Buffer.alloc(0), /file is empty/],
    ['shops.csv', Buffer.from('\ufeffname,location\nSample Shop,Pasig\n', 'utf16le'), /UTF-16.*converted/],
    ['shops.csv', Buffer.from('name,location\nLas Pi\u00f1as Bikes,Las Pinas\n', 'latin1'), /Windows-1252.*converted/],
    ['shops.csv', readFileSync(path.join(MESSY, 'brands.csv')), /looks like the brands\.csv sheet, not shops\.csv/],
  ];
  for (const [name, buffer, message] of cases) {
    await chooseFile(page, name, buffer);
    await expect(alert).toHaveText(message);
    await expect(page.getByRole('heading', { name: 'For Editors' })).toBeVisible();
  }
});

test('the keyboard reaches every control, the list select re-checks, and the results have no axe violations', async ({ page }) => {
  await openChecker(page);
  await chooseFile(page, 'shops.csv', readFileSync(path.join(MESSY, 'shops.csv')));
  await expect(page.getByRole('heading', { name: 'Summary of shops.csv' })).toBeVisible();
  await page.getByLabel('Or paste the CSV text').fill('name,link\n');

  const reached = new Set<string>();
  await page.locator('h1').click();
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null;
      return (element.getAttribute('aria-label') ?? labelled ?? element.closest('label')?.textContent ?? element.textContent ?? '').trim();
    });
    reached.add(name);
  }
  for (const control of ['CSV file', 'Or paste the CSV text', 'Check the pasted text', 'List', 'Download the fixed sheet', 'Findings table', "Each row's outcome"]) {
    expect([...reached], `Tab reaches '${control}'`).toContainEqual(expect.stringContaining(control));
  }
  expect(
    [...reached].some((name) => /^All \(\d+\)$/.test(name)),
    'Tab reaches the severity filter',
  ).toBe(true);

  // Arrow keys move through the severity filter, as in any radio group.
  await page.getByRole('radio', { name: /^All/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Errors/ })).toBeChecked();
  // The worker sends the filtered findings a moment after the radio turns: wait for the table.
  await expect.poll(async () => new Set((await shownFindings(page)).map((cells) => cells[2]))).toEqual(new Set(['error']));

  await page.getByLabel('List', { exact: true }).selectOption('brands');
  await expect(page.getByRole('alert')).toHaveText(/looks like the shops\.csv sheet, not brands\.csv/);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('a 200,000-row sheet shows the rows read as it is checked, then its report, 100 rows at a time', async ({ page }) => {
  await openChecker(page);
  const lines = ['name,location'];
  for (let index = 0; index < 200_000; index++) lines.push(`Sample Shop ${index},${index % 3 ? 'Pasig' : 'Quezon Cty'}`);
  await chooseFile(page, 'shops.csv', Buffer.from(`${lines.join('\n')}\n`));
  // A progress bar that counts rows read, and the stage said in a status region.
  const bar = page.getByRole('progressbar', { name: 'Checking the sheet' });
  await expect(bar).toHaveAttribute('max', '200000');
  await expect(page.getByRole('status').filter({ hasText: 'Checking about 200,000 rows…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary of shops.csv' })).toBeVisible({ timeout: 100_000 });
  await expect(bar).toHaveCount(0);
  await expect(
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^rows$/ }) })
      .locator('dd'),
  ).toHaveText('200000');
  const rows = page.getByRole('region', { name: "Each row's outcome" }).locator('tbody tr');
  await expect(rows).toHaveCount(100);
  await page.getByRole('button', { name: 'Show more rows (199,900 left)' }).click();
  await expect(rows).toHaveCount(200);
  await page.getByRole('radio', { name: /^Needs review/ }).check();
  await expect.poll(async () => new Set((await shownFindings(page)).map((cells) => cells[2]))).toEqual(new Set(['needs review']));
});

test('a file over 50 MiB is refused with a sentence in exact figures, a web page or JSON is named as such, a NUL byte rejects only its row, and a huge header is shortened', async ({
  page,
}) => {
  await openChecker(page);
  const alert = page.getByRole('alert');
  // Playwright takes no buffer over 50 MB: a sparse file in a temporary folder instead.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-editors-large-'));
  try {
    const large = path.join(folder, 'shops.csv');
    writeFileSync(large, 'name,location\nSample Shop,Pasig\n');
    truncateSync(large, 50 * 1024 * 1024 + 1);
    await page.getByLabel('CSV file').setInputFiles(large);
    await expect(alert).toHaveText(
      'shops.csv is 52,428,801 bytes, more than the limit of 52,428,800 bytes (50 MiB) for a sheet, so it is not checked (checking it would run out of memory). Check that this is the right file; a list of this site is far smaller.',
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // A web page or JSON saved as shops.csv is said to be what it is, not a sheet missing its columns.
  await chooseFile(page, 'shops.csv', Buffer.from('<!DOCTYPE html>\n<html><head><title>Sample</title></head><body></body></html>\n'));
  await expect(alert).toContainText("This file cannot be checked: this is a web page (HTML), not a CSV sheet (it starts with '<!DOCTYPE html>')");
  await expect(alert).not.toContainText('column');
  await chooseFile(page, 'shops.csv', Buffer.from('[{"name": "Sample Shop", "location": "Pasig"}]\n'));
  await expect(alert).toContainText('This file cannot be checked: this is JSON, not a CSV sheet');

  await chooseFile(page, 'shops.csv', Buffer.from('name,location\nSample Shop A,Pasig\nSample\u0000Shop B,Pasig\n'));
  await expect(page.getByRole('heading', { name: 'Summary of shops.csv' })).toBeVisible();
  const outcomes = page.getByRole('region', { name: "Each row's outcome" }).locator('tbody tr');
  await expect(outcomes).toHaveCount(2);
  await expect(outcomes.nth(0).locator('td').nth(1)).toHaveText('kept');
  await expect(outcomes.nth(1).locator('td').nth(1)).toHaveText('rejected');

  await chooseFile(page, 'notes.csv', Buffer.from(`${'x'.repeat(2_000_000)},b\n1,2\n`));
  await expect(alert).toContainText('… (shortened here: 2,000,000 characters in all)');
  expect((await alert.textContent())?.length).toBeLessThan(1000);
});

test("lists, per list, the listings due a check as the data check's worklist does: the overdue oldest first, then the never checked", async ({ page }) => {
  // The site is built from data/; the report of the same folder is the oracle.
  const { worklist } = cliReport(path.join(ROOT, 'data'));
  await openChecker(page);
  const section = page.getByRole('region', { name: 'Listings due a check', exact: true });
  await expect(section.getByRole('heading', { level: 2, name: 'Listings due a check' })).toBeVisible();
  const lists = section.getByRole('region');
  await expect(lists).toHaveCount(worklist.length);
  for (const [index, list] of worklist.entries()) {
    const shown = lists.nth(index);
    const never = list.entries.filter((entry) => entry.checked === null).length;
    await expect(shown.getByRole('heading', { level: 3 })).toContainText(`(${list.file}): `);
    if (never > 0) await expect(shown.getByRole('heading', { level: 3 })).toContainText(`${never} never checked`);
    const expected = list.entries.slice(0, 20).map((entry) => `Row ${entry.row}: ${entry.name}, ${entry.checked === null ? 'never checked' : 'checked '}`);
    const items = await shown.getByRole('listitem').allTextContents();
    expect(items.map((item) => item.replace(/checked [A-Z][a-z]{2} \d{4}$/, 'checked '))).toEqual(expected);
    if (list.entries.length > 20) await expect(shown).toContainText(`… and ${list.entries.length - 20} more`);
  }
});
