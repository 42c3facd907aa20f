import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Browser tests run against the production build (`npm run build` first), served as
 * Netlify and Cloudflare Pages serve it: its `_headers` applied, `404.html` for an
 * unknown path, `/shops/` served and `/shops` redirected to it
 * (tests/support/headers-static-server.ts). They run in the system Chromium where it
 * exists: Playwright's own browser download cannot work on machines without general
 * network access. The same build on Cloudflare's own runtime: playwright.host.config.ts.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const port = Number(process.env.E2E_PORT ?? 9100);
// Must match GATSBY_SUPABASE_URL of the build under test (package.json `build:test`).
const authPort = Number(process.env.E2E_AUTH_PORT ?? 54321);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: `npx tsx tests/support/static-host-cli.ts --port ${port} --dir public`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The loopback stand-in for Supabase auth that `npm run build:test` points the site at.
    {
      command: `npx tsx tests/support/fake-supabase-auth.ts --port ${authPort}`,
      url: `http://127.0.0.1:${authPort}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
