import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the page logs a console error or throws.
 * A test that provokes failures on purpose (a blocked logo) sets
 * `test.use({ allowedConsoleErrors: /pattern|other/ })`: one RegExp, because Playwright
 * would read an array of them as a [value, options] pair.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
