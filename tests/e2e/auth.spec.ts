import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { htmlElements } from '../../src/lib/html-read';
import { test, expect } from '../support/e2e/test';
import {
  PASSWORD,
  anonKey,
  authRoutes,
  authUrl,
  createAccount,
  expectSignedInAs,
  openAccountDialog,
  signIn,
  submitCredentials,
  uniqueEmail,
} from '../support/e2e/auth-server';

const publicDir = path.resolve(__dirname, '../../public');

/** Strings only supabase-js carries (the chunk's file name alone appears in webpack's runtime). */
const SUPABASE_MARKERS = ['GoTrueClient', 'supabase-js-web'];
const hasSupabase = (file: string) => {
  const text = readFileSync(path.join(publicDir, file), 'utf8');
  return SUPABASE_MARKERS.some((marker) => text.includes(marker));
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe('the build', () => {
  test("supabase-js is in a lazy chunk, never in a page's first-load JavaScript", () => {
    const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const jsOf = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
    const pageGroups = Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith('component---'));
    expect(pageGroups.length).toBeGreaterThan(5);
    for (const group of pageGroups) {
      for (const file of [...jsOf('app'), ...jsOf('polyfill'), ...jsOf(group)]) {
        expect(hasSupabase(file), `${file} (first load of ${group})`).toBe(false);
      }
    }
    // …and every script a built page references directly.
    const pages = filesUnder(publicDir).filter((file) => file.endsWith('.html'));
    for (const html of pages) {
      const scripts = htmlElements(readFileSync(html, 'utf8'), ['script'])
        .map((script) => script.attributes.src ?? '')
        .filter((src) => /^\/[^/].*\.js$/.test(src))
        .map((src) => src.slice(1));
      for (const file of scripts) expect(hasSupabase(file), `${file} in ${path.relative(publicDir, html)}`).toBe(false);
    }
    // The library is in the build, in the chunk import() names: the checks above looked for something real.
    const lazy = jsOf('supabase-auth');
    expect(lazy.length, 'the supabase-auth chunk').toBeGreaterThan(0);
    expect(lazy.some(hasSupabase)).toBe(true);
  });

  test('holds the public anonymous key and nothing like a service-role or secret key', () => {
    const texts = filesUnder(publicDir)
      .filter((file) => /\.(js|html|json|txt|map|webmanifest)$/.test(file))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const roles = new Set<string>();
    for (const { file, text } of texts) {
      // Supabase's newer secret keys have a prefix of their own.
      expect(text.match(/sb_secret_[A-Za-z0-9_-]{10,}/)?.[0] ?? null, file).toBeNull();
      for (const [jwt] of text.matchAll(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)) {
        const payload = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as { role?: string };
        roles.add(String(payload.role));
        expect(payload.role, `a JWT in ${path.relative(publicDir, file)}`).not.toBe('service_role');
      }
    }
    expect(
      texts.some(({ text }) => text.includes(anonKey)),
      'the anon key of build:test is in the bundle',
    ).toBe(true);
    expect([...roles]).toEqual(['anon']);
  });
});

test.describe('loading the auth library', () => {
  test('pages load without it; opening the account dialog fetches it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/shops/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('supabase-auth') || url.startsWith(authUrl))).toEqual([]);
    await openAccountDialog(page);
    await expect.poll(() => requested.some((url) => /supabase-auth-[0-9a-f]+\.js/.test(url))).toBe(true);
  });
});

test.describe('account dialog', () => {
  test('has labelled fields and named buttons, keeps Tab inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await expect(account).toBeEnabled(); // it waits, disabled, until the page is interactive
    await account.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();

    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(inside, `focus after key ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('has no axe violations, signed out and signed in', async ({ page }) => {
    const check = async (state: string) => {
      const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      const violations = results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
      expect(violations, `axe violations in the dialog (${state})`).toEqual([]);
    };
    const email = uniqueEmail('axe');
    await createAccount(email);
    await page.goto('/');
    await openAccountDialog(page);
    await check('signed out');
    await page.keyboard.press('Escape');
    await signIn(page, email);
    await openAccountDialog(page);
    await check('signed in');
  });

  test('sign up signs the visitor in; the dialog then shows the email and Sign out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    const dialog = await submitCredentials(page, 'Sign up', email);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();
    await expectSignedInAs(page, email);
  });

  test('sign in, sign out, and the session survives a reload', async ({ page }) => {
    const email = uniqueEmail('signin');
    await createAccount(email);
    await page.goto('/about/');
    await signIn(page, email);
    await page.reload();
    await expectSignedInAs(page, email);

    const dialog = await openAccountDialog(page);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
    await page.reload();
    const again = await openAccountDialog(page);
    await expect(again.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(again.getByText(email)).toHaveCount(0);
  });

  test.describe('failures', () => {
    // The browser logs the failed requests these tests provoke on purpose.
    // One pattern: Playwright would read a two-element array as a [value, options] pair.
    test.use({
      allowedConsoleErrors:
        /status of [45]\d\d|ERR_CONNECTION_REFUSED|ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|ChunkLoadError|Loading chunk|The above error occurred/,
    });

    test('a wrong password shows "Sign in Failed" with the server\'s message, and the form stays usable', async ({ page }) => {
      const email = uniqueEmail('typo');
      await createAccount(email);
      await page.goto('/');
      const dialog = await submitCredentials(page, 'Sign in', email, 'not-the-password');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Sign in Failed');
      await expect(alert).toContainText('Invalid login credentials');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await expect(alert).toHaveCount(0);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('a missing field is refused before any request', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/v1/')) calls.push(request.url());
      });
      await page.goto('/');
      const dialog = await submitCredentials(page, 'Sign up', 'someone@example.com', '');
      await expect(page.getByRole('alert')).toContainText('Sign up Failed');
      await expect(page.getByRole('alert')).toContainText('You must provide either an email or phone number and a password');
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual([]);
    });

    test('the auth server being down ends in a toast, not a spinner', async ({ page }) => {
      await page.route(authRoutes, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const dialog = await submitCredentials(page, 'Sign in', uniqueEmail('offline'), PASSWORD);
      await expect(page.getByRole('alert')).toContainText('Sign in Failed');
      await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
      await expect(dialog.getByLabel('Email')).toBeEditable();
    });

    test('a 5xx from the auth server ends in a toast saying "Something went wrong"', async ({ page }) => {
      await page.route(authRoutes, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' }));
      await page.goto('/');
      await submitCredentials(page, 'Sign up', uniqueEmail('busy'), PASSWORD);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Sign up Failed');
      await expect(alert).toContainText('Something went wrong');
    });

    test("if the dialog's code cannot be fetched, the page stays and says so; the next tap works", async ({ page }) => {
      await page.route(/account-dialog-[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
      await account.click();
      await expect(page.getByRole('alert')).toContainText('Could not load sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.unroute(/account-dialog-[0-9a-f]+\.js$/);
      await account.click();
      await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
    });

    test('signing out while the server is down keeps the visitor signed in and says so', async ({ page }) => {
      const email = uniqueEmail('stuck');
      await createAccount(email);
      await page.goto('/');
      await signIn(page, email);
      await page.route(authRoutes, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Database error"}' }));
      const dialog = await openAccountDialog(page);
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('alert')).toContainText('Sign out Failed');
      await expect(page.getByRole('alert')).toContainText('Database error');
      await expect(dialog.getByText(email)).toBeVisible();
    });
  });
});
