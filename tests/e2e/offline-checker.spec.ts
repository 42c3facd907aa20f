import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { hostBuildForSuite } from '../support/headers-static-server';
import { publicDir } from '../support/build-output';
import { storedFiles, storedScriptsHolding, waitForWorker } from '../support/e2e/service-worker';
import { editorsCopy } from '../../src/content/editors';
import { SHEET_CHECK_FILES, type SheetCheckFiles } from '../../src/gatsby/sheet-check-files';

/**
 * The sheet checks (the pipeline's rules, about 0.5 MB) are not stored on the first visit: the
 * service worker stores them the first time they are used (src/gatsby/write-service-worker.ts). /editors
 * checks a sheet offline after one use online, including the chunk its Web Worker loads itself.
 * Each test starts with a fresh browser context, so the worker installs from nothing.
 */
const ROOT = path.resolve(__dirname, '../..');
const BRANDS = readFileSync(path.join(ROOT, 'tests/fixtures/messy/brands.csv'), 'utf8');
/** A rule's id: text only the pipeline's rules hold. */
const RULES_TEXT = '"cell-whitespace"';

test.describe.configure({ timeout: 120_000 });
const host = hostBuildForSuite(test);

async function checkPastedSheet(page: Page): Promise<void> {
  await page.getByLabel('Or paste the CSV text').fill(BRANDS);
  await page.getByRole('button', { name: 'Check the pasted text' }).click();
}

const findingsShown = (page: Page) =>
  page
    .getByRole('region', { name: 'Findings table', exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

test('/editors checks a sheet offline after one use online; the first visit does not store the checks', async ({ page, context }) => {
  await page.goto(`${host.url}/editors`);
  await waitForHydration(page);
  await waitForWorker(page);
  // The precache is complete, and holds no file with the rules.
  expect(Object.values(await storedFiles(page)).flat().length).toBeGreaterThan(50);
  expect(await storedScriptsHolding(page, RULES_TEXT)).toEqual([]);

  await checkPastedSheet(page);
  await expect(page.getByRole('heading', { name: 'Summary of brands.csv' })).toBeVisible();
  const online = await findingsShown(page);
  expect(online.length).toBeGreaterThan(0);
  // Used once: the Web Worker's script and the chunk of rules it loads are stored, and only they.
  const built = JSON.parse(readFileSync(path.join(publicDir, SHEET_CHECK_FILES), 'utf8')) as SheetCheckFiles;
  const workerFiles = built['src/lib/sheet-check.worker.ts'].map((file) => `/${file}`);
  expect(workerFiles).toHaveLength(2);
  expect((await storedFiles(page))['sheet-check']?.sort()).toEqual([...workerFiles].sort());
  expect(await storedScriptsHolding(page, RULES_TEXT)).toEqual([expect.stringMatching(/\.js$/)]);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await checkPastedSheet(page);
  await expect(page.getByRole('heading', { name: 'Summary of brands.csv' })).toBeVisible();
  expect(await findingsShown(page)).toEqual(online);
});

test.describe('offline before the checker was ever used', () => {
  // Offline, the checker's script cannot be fetched; Chromium logs the refused request.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

  test('/editors says so, and checks the sheet once the device is back online', async ({ page, context }) => {
    await page.goto(`${host.url}/editors`);
    await waitForWorker(page);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await checkPastedSheet(page);
    await expect(page.getByRole('alert')).toHaveText(editorsCopy.checkerOffline);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Check the pasted text' }).click();
    await expect(page.getByRole('heading', { name: 'Summary of brands.csv' })).toBeVisible();
    expect((await findingsShown(page)).length).toBeGreaterThan(0);
  });
});
