import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { allRoutes } from '../support/e2e/site-routes';
import { publicDir } from '../support/build-output';
import { authUrl, submitCredentials, uniqueEmail } from '../support/e2e/auth-server';
import { hostBuildForSuite } from '../support/headers-static-server';

/**
 * The production build served the way Netlify or Cloudflare Pages serve it: with
 * public/_headers applied. A page the policy would break shows up here as a
 * `securitypolicyviolation` event or a CSP console error (the console guard of
 * tests/support/e2e/test.ts fails the test on those too).
 */
const host = hostBuildForSuite(test);

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Records every CSP violation of the page, in every document it loads, from the first byte on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      fromConsole.push({ directive: 'console', blocked: '', sample: message.text(), page: page.url() });
    }
  });
  await page.addInitScript(() => {
    const found: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
    return [...events, ...fromConsole];
  };
}

/** Let the page hydrate, fetch its lazy chunks and images. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState('networkidle');
}

test('every route loads with the headers applied and breaks no rule of the policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const found: Violation[] = [];
  for (const route of allRoutes()) {
    const response = await page.goto(`${host.url}${route.path}`);
    expect(response?.status(), route.path).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy'], route.path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], route.path).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    found.push(...(await violations()));
  }
  expect(found).toEqual([]);
});

test.describe('an unknown path', () => {
  // The host answers it with 404 and the 404 page, which sends the visitor home.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('reaches the home page without breaking the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`${host.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page).toHaveURL(`${host.url}/`);
    await settle(page);
    expect(await violations()).toEqual([]);
  });
});

test('the policy holds through in-app navigation and signing up in the account dialog', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${host.url}/`);
  await settle(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shops' }).click();
  await expect(page).toHaveURL(`${host.url}/shops/`);
  await settle(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(`${host.url}/brands/`);
  await settle(page);

  // Signing up talks to the Supabase project (here the loopback stand-in the test build points at).
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(authUrl)) authCalls.push(request.url());
  });
  const dialog = await submitCredentials(page, 'Sign up', uniqueEmail('csp'));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();
  expect(authCalls.length, 'requests to the auth server').toBeGreaterThan(0);
  await settle(page);
  expect(await violations()).toEqual([]);
});

test.describe('a script the build did not write', () => {
  // The blocked script is reported on the console; that report is what this test wants.
  test.use({ allowedConsoleErrors: /Content Security Policy/ });

  test('is refused, so the policy is in force and zero violations elsewhere means something', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${host.url}/shops`);
    await settle(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).map(({ directive }) => directive)).toContain('script-src-elem');
  });
});

test('every script and stylesheet a page loads is cached for good, its page data is revalidated', async ({ page }) => {
  const responses: { url: string; type: string; cache: string }[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(host.url)) return;
    responses.push({ url: response.url(), type: response.request().resourceType(), cache: response.headers()['cache-control'] ?? '' });
  });
  await page.goto(`${host.url}/shops`);
  await settle(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(`${host.url}/brands/`);
  await settle(page);
  const assets = responses.filter(({ type }) => type === 'script' || type === 'stylesheet');
  expect(assets.length).toBeGreaterThan(0);
  for (const { url, cache } of assets) expect({ url, cache }).toEqual({ url, cache: 'public, max-age=31536000, immutable' });
  const pageData = responses.filter(({ url }) => url.includes('/page-data/'));
  expect(pageData.length).toBeGreaterThan(0);
  for (const { url, cache } of pageData) expect({ url, cache }).toEqual({ url, cache: 'public, max-age=0, must-revalidate' });
});

test('_headers stays within what Cloudflare Pages accepts: 100 rules, 2,000 characters a line', () => {
  const lines = readFileSync(path.join(publicDir, '_headers'), 'utf8').split('\n');
  expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  expect(lines.filter((line) => line.length > 2000)).toEqual([]);
});

test('the build publishes no source maps and no script points to one', () => {
  const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const pointing = files.filter((file) => file.endsWith('.js')).filter((file) => /sourceMappingURL=/.test(readFileSync(path.join(publicDir, file), 'utf8')));
  expect(pointing).toEqual([]);
});
