import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as nodeTest, type Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { PASSWORD, anonKey, authRoutes, authUrl, createAccount, openAccountDialog, uniqueEmail } from '../support/e2e/auth-server';
import { assertBuilt, firstLoadScripts, publicDir } from '../support/build-output';
import { allRoutes } from '../support/e2e/site-routes';

/**
 * Password recovery end to end against the loopback GoTrue stand-in: the
 * request, the emailed link (read from the stand-in's inbox, as from a local
 * mail catcher), the new password, and each way it can fail.
 */

const CONFIRMATION = 'If an account exists for that address, we sent a link';
const NEW_PASSWORD = 'climb-antipolo-9x';
/** Strings only the recovery code carries: the test below looks for them in every first-load script. */
const RECOVERY_MARKERS = ['Choose a new password', CONFIRMATION];

/** Ask for a link straight on the server, back to the page's site (set-up for tests about the way back). */
async function requestLinkFor(email: string, page: Page): Promise<string> {
  const { origin } = new URL(page.url());
  const response = await fetch(`${authUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(`${origin}/`)}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.ok, `recovery request for ${email}`).toBe(true);
  return latestLinkFor(email);
}

async function latestLinkFor(email: string): Promise<string> {
  const response = await fetch(`${authUrl}/inbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { link: string }[] };
  const link = messages.at(-1)?.link;
  expect(link, `an email to ${email}`).toBeTruthy();
  return link as string;
}

/** Open the emailed link: the stand-in redirects to the site with the recovery session in the fragment. */
async function arriveFromLink(page: Page, link: string) {
  await page.goto(link);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const violations = results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(violations, `axe violations in the dialog (${state})`).toEqual([]);
}

test.describe('asking for a reset link', () => {
  // GoTrue's 429 for a second email within a minute is logged by the browser; the visitor sees the same words.
  test.use({ allowedConsoleErrors: /status of 429 \(Too Many Requests\)/ });

  test('"Forgot password?" asks for the email, sends it with this site\'s address, and confirms in the same words for anyone', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await createAccount(email);
    const recoverCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/auth/v1/recover')) recoverCalls.push(request.url());
    });
    await page.goto('/shops/');
    const dialog = await openAccountDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const field = dialog.getByLabel('Email');
    await expect(field).toBeFocused();

    await field.fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const status = dialog.getByRole('status').filter({ hasText: CONFIRMATION });
    await expect(status).toBeVisible();
    const saidForAccount = await status.textContent();
    const origin = new URL(page.url()).origin;
    expect(recoverCalls).toEqual([`${authUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(`${origin}/`)}`]);

    // No account, and a second request within GoTrue's minute (429 for real accounts only): the same words.
    for (const address of [uniqueEmail('nobody'), email]) {
      await field.fill(address);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status').filter({ hasText: CONFIRMATION })).toHaveText(saidForAccount ?? '');
    }
    expect(recoverCalls).toHaveLength(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page, 'reset requested');
  });

  test('a missing email gets a clear message and no request', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/')) calls.push(request.url());
    });
    await page.goto('/');
    const dialog = await openAccountDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Password reset Failed');
    await expect(alert).toContainText('Enter the email address you signed up with.');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('works from the keyboard alone, and focus follows the forms', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await expect(account).toBeEnabled();
    await account.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    const forgot = dialog.getByRole('button', { name: 'Forgot password?' });
    for (let step = 0; step < 6 && !(await forgot.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(forgot).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();

    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // Back to sign in
    await expect(dialog.getByRole('button', { name: 'Back to sign in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    // The visible focus ring is there on a keyboard-focused control.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('coming back from the link', () => {
  test('opens "Choose a new password", takes the tokens out of the address, and the new password works on the next sign-in', async ({ page }) => {
    const email = uniqueEmail('recover');
    await createAccount(email);
    await page.goto('/about/');
    const link = await requestLinkFor(email, page);
    const historyBefore = await page.evaluate(() => history.length);
    const dialog = await arriveFromLink(page, link);

    await expect(dialog.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const field = dialog.getByLabel('New password');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toHaveAccessibleDescription('At least 6 characters.');
    await expect(dialog.getByText(email)).toBeVisible();

    // The recovery tokens are gone from the address bar and from the history entry Back would show.
    await expect.poll(() => page.url()).toBe(new URL('/', page.url()).href);
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1); // the link's own page, nothing more
    await expectNoAxeViolations(page, 'choose a new password');

    await field.fill(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeFocused();

    // Still signed in; then out, and back in with the new password.
    const again = await openAccountDialog(page);
    await expect(again.getByText(email)).toBeVisible();
    await again.getByRole('button', { name: 'Sign out' }).click();
    await expect(again).toBeHidden();
    const signIn = await openAccountDialog(page);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
  });

  test('Back after the link does not bring the tokens back', async ({ page }) => {
    const email = uniqueEmail('back');
    await createAccount(email);
    await page.goto('/about/');
    const dialog = await arriveFromLink(page, await requestLinkFor(email, page));
    await expect(dialog.getByLabel('New password')).toBeVisible();
    await expect.poll(() => page.url()).not.toContain('#');
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect.poll(() => page.url()).toContain('/about/');
    expect(page.url()).not.toMatch(/access_token|refresh_token/);
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: /status of [45]\d\d|ERR_CONNECTION_REFUSED|ERR_FAILED|Failed to fetch/ });

    test("too short, then the same as the old password: each a toast with the server's words, and the form stays", async ({ page }) => {
      const email = uniqueEmail('rules');
      await createAccount(email, PASSWORD);
      await page.goto('/');
      const dialog = await arriveFromLink(page, await requestLinkFor(email, page));
      const field = dialog.getByLabel('New password');

      await field.fill('abc');
      await dialog.getByRole('button', { name: 'Save new password' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Password change Failed');
      await expect(alert).toContainText('Password should be at least 6 characters.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The rule under the field is now the server's own.
      await expect(field).toHaveAccessibleDescription('Password should be at least 6 characters.');

      await field.fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Save new password' }).click();
      await expect(alert).toContainText('New password should be different from the old password.');
      await expect(dialog.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save new password' })).not.toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page, 'after a refusal');
    });

    test('an expired or used link says so plainly and offers a new one', async ({ page }) => {
      const email = uniqueEmail('spent');
      await createAccount(email);
      await page.goto('/');
      const link = await requestLinkFor(email, page);
      await arriveFromLink(page, link); // the link works once…
      await page.evaluate(() => localStorage.clear()); // (another device, say)
      await page.goto('/about/');
      const dialog = await arriveFromLink(page, link); // …then GoTrue redirects with #error=…&error_code=otp_expired

      await expect(page.getByRole('alert')).toContainText('Email link Failed');
      await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
      await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      // Said in the form too (the toast goes away), and read out as the dialog's description.
      await expect(dialog).toHaveAccessibleDescription('This link has expired or was already used. Ask for a new one below.');
      await expect.poll(() => page.url()).not.toContain('#');
      expect(page.url()).not.toContain('otp_expired');
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await expectNoAxeViolations(page, 'spent link');

      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();
    });

    test('a link whose session has ended on the server: signed out here too, with the form for a new link', async ({ page }) => {
      const email = uniqueEmail('ended');
      await createAccount(email);
      await page.goto('/');
      const dialog = await arriveFromLink(page, await requestLinkFor(email, page));
      // What GoTrue answers once the session behind the token is gone (signed out elsewhere, or expired).
      await page.route(`${authUrl}/auth/v1/user`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 403,
              contentType: 'application/json',
              body: JSON.stringify({ code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' }),
            })
          : route.fallback(),
      );
      await dialog.getByLabel('New password').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toContainText('Password change Failed');
      await expect(page.getByRole('alert')).toContainText('Your reset link has run out. Ask for a new one below.');
      await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toHaveAttribute('title', 'Account');
    });

    test('the auth server down while saving: a toast, and the form stays usable', async ({ page }) => {
      const email = uniqueEmail('down');
      await createAccount(email);
      await page.goto('/');
      const dialog = await arriveFromLink(page, await requestLinkFor(email, page));
      await page.route(authRoutes, (route) => route.abort('connectionrefused'));
      await dialog.getByLabel('New password').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toContainText('Password change Failed');
      await expect(dialog.getByLabel('New password')).toBeEditable();
      await expect(dialog.getByRole('button', { name: 'Save new password' })).not.toHaveAttribute('aria-disabled', 'true');

      // A 5xx with an HTML body has no message a person can read.
      await page.unroute(authRoutes);
      await page.route(authRoutes, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' }));
      await dialog.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toContainText('Something went wrong');
    });

    test('the auth server down when asking for a link: a toast, not the confirmation', async ({ page }) => {
      await page.route(authRoutes, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const dialog = await openAccountDialog(page);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await dialog.getByLabel('Email').fill(uniqueEmail('offline'));
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('alert')).toContainText('Password reset Failed');
      await expect(dialog.getByText(CONFIRMATION)).toHaveCount(0);
    });
  });
});

nodeTest.describe('the build', () => {
  nodeTest('no page carries the recovery code in its first-load JavaScript; a lazy chunk does', () => {
    assertBuilt();
    const offenders = allRoutes().flatMap(({ path: route }) =>
      firstLoadScripts(route)
        .filter(({ file }) => RECOVERY_MARKERS.some((marker) => readFileSync(path.join(publicDir, file), 'utf8').includes(marker)))
        .map(({ file }) => `${route}: ${file}`),
    );
    expect(offenders, 'recovery code in first-load JavaScript').toEqual([]);
    // …and they are in the build, in the chunk the account button fetches: the check above looked for something real.
    const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const dialogChunks = (stats.namedChunkGroups['account-dialog']?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
    const carrying = dialogChunks.filter((file) => RECOVERY_MARKERS.every((marker) => readFileSync(path.join(publicDir, file), 'utf8').includes(marker)));
    expect(carrying, 'the account-dialog chunk carries the recovery forms').toHaveLength(1);
  });
});
