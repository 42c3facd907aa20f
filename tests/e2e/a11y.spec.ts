import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { allRoutes } from '../support/e2e/site-routes';

/**
 * axe-core over every route of the production build, after React has taken over
 * the page (the state a visitor uses). Any violation fails: a screen reader user,
 * a keyboard user or someone on a dim phone would meet it.
 */
for (const { path } of allRoutes()) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
    expect(violations, `axe violations on ${path}`).toEqual([]);
  });
}
