import { expect, type Page } from '@playwright/test';
import { FAKE_ANON_KEY, FAKE_AUTH_PORT } from '../fake-supabase-auth';

/**
 * The fake Supabase auth server is started by playwright.config.ts (a second
 * webServer); the build under test points at it (package.json `build:test`).
 */
export const authPort = Number(process.env.E2E_AUTH_PORT ?? FAKE_AUTH_PORT);
export const authUrl = `http://127.0.0.1:${authPort}`;
export const authRoutes = `${authUrl}/auth/v1/**`;
export const anonKey = FAKE_ANON_KEY;
export const PASSWORD = 'pedal-power-2025';

/** A fresh address per test: the server is shared by parallel workers and kept across runs. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Create an account straight on the server (set-up for tests about something else). */
export async function createAccount(email: string, password = PASSWORD): Promise<void> {
  const response = await fetch(`${authUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok, `sign-up of ${email} on the fake server`).toBe(true);
}

export async function openAccountDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fill the account dialog and press 'Sign in' or 'Sign up'. */
export async function submitCredentials(page: Page, action: 'Sign in' | 'Sign up', email: string, password = PASSWORD) {
  const dialog = await openAccountDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return dialog;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  const dialog = await submitCredentials(page, 'Sign in', email, password);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
}

export async function expectSignedInAs(page: Page, email: string) {
  const dialog = await openAccountDialog(page);
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
