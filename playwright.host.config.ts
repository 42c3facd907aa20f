import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The host suite (tests/host): the production build served by Cloudflare's own runtime,
 * `wrangler pages dev public` (workerd, run offline), so what the host does with the site's
 * `_headers`, its paths and its 404 page is tested as a visitor meets it. Run by `npm test` after
 * the main browser tests (playwright.config.ts, which serves the same build with the test host that
 * follows the same rules). Wrangler is told to send nothing anywhere: no metrics, no update check.
 */

/**
 * The Workers compatibility date the site is served with: one the runtime bundled with the
 * installed wrangler supports (an older runtime refuses a later date). Kept here only.
 */
export const COMPATIBILITY_DATE = '2026-11-01';

const port = Number(process.env.E2E_HOST_PORT ?? Number(process.env.E2E_PORT ?? 9100) + 1);

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/host',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'cloudflare-pages', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: `npx wrangler pages dev public --port ${port} --ip 127.0.0.1 --compatibility-date ${COMPATIBILITY_DATE} --log-level warn --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // The banner is where wrangler asks the npm registry for a newer version.
      WRANGLER_HIDE_BANNER: 'true',
      DO_NOT_TRACK: '1',
      // The local runtime's stand-in for the visitor's location data (Request.cf), not fetched from Cloudflare.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // Its own logs stay out of the home folder.
      WRANGLER_LOG_PATH: 'reports/wrangler-logs',
    },
  },
});
