import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { siteData } from '../support/e2e/data';

/**
 * An editor may type a name with no spaces at all (300 characters of it). The site
 * builds only real data, so the test gives the built, hydrated page such a name:
 * it replaces the names on the first cards and then measures the layout the
 * browser makes of the production CSS.
 */
const LONG_NAME = `Padyak${'x'.repeat(288)}Cycles`;

interface CardShape {
  /** How to find the cards of the page. */
  card: string;
  /** The name inside a card (its text is replaced). */
  title: string;
  /** What carries the name for assistive technology. */
  role: 'heading' | 'link';
}

const shopCards: CardShape = { card: 'main article', title: 'h2', role: 'heading' };
const tiles: CardShape = { card: 'main article', title: 'h2', role: 'heading' };
const linkCards: CardShape = { card: 'main li > a', title: 'h2', role: 'heading' };
// An event card is a poster link named by the name under it, then the date, place and calendar links.
const eventCards: CardShape = { card: 'main li article', title: 'a [id]', role: 'link' };
const linkTiles: CardShape = { card: 'main li > a', title: 'span:last-child', role: 'link' };

interface Measured {
  overflowX: number;
  titleOutside: number;
  overlapsControl: boolean;
  pageOverflowX: number;
}

/** Gives the first cards the long name and reports how each lays out. */
async function measureWithLongNames(page: Page, shape: CardShape, count: number): Promise<Measured[]> {
  return page.evaluate(
    async ({ shape, count, name }) => {
      const cards = [...document.querySelectorAll<HTMLElement>(shape.card)].slice(0, count);
      if (cards.length === 0) throw new Error(`no card matches ${shape.card}`);
      const results = [];
      for (const card of cards) {
        const title = card.querySelector<HTMLElement>(shape.title);
        if (!title) throw new Error(`no ${shape.title} in a card`);
        // The name's own element: the link inside a tile's heading, or the heading itself.
        (title.querySelector<HTMLElement>('a') ?? title).textContent = name;
        card.scrollIntoView({ block: 'center' });
        // Two frames: cards off screen skip layout (content-visibility) until they come near.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const cardBox = card.getBoundingClientRect();
        const controls = [...card.querySelectorAll('button')].map((control) => control.getBoundingClientRect());
        // The lines of the name as drawn (a heading's box includes padding kept free for the button).
        const range = document.createRange();
        range.selectNodeContents(title);
        const lines = [...range.getClientRects()];
        results.push({
          overflowX: card.scrollWidth - card.clientWidth,
          titleOutside: Math.max(0, ...lines.map((line) => Math.max(line.right - cardBox.right, cardBox.left - line.left))),
          overlapsControl: controls.some((box) =>
            lines.some((line) => box.left < line.right - 0.5 && line.left < box.right - 0.5 && box.top < line.bottom - 0.5 && line.top < box.bottom - 0.5),
          ),
          pageOverflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        });
      }
      return results;
    },
    { shape, count, name: LONG_NAME },
  );
}

async function expectLongNamesFit(page: Page, shape: CardShape, count = 3) {
  const measured = await measureWithLongNames(page, shape, count);
  for (const [index, card] of measured.entries()) {
    expect({ card: index, ...card }).toEqual({ card: index, overflowX: 0, titleOutside: 0, overlapsControl: false, pageOverflowX: 0 });
  }
}

const data = siteData();

for (const { path, shape, what } of [
  { path: '/shops/', shape: shopCards, what: 'shop cards' },
  { path: '/brands/bikes/', shape: tiles, what: 'brand tiles' },
  { path: '/content-creators/', shape: tiles, what: 'directory tiles' },
  { path: '/events/', shape: eventCards, what: 'event cards' },
  { path: '/bike-destinations/', shape: linkCards, what: 'destination cards' },
  { path: '/brands/', shape: linkTiles, what: 'brand category tiles' },
]) {
  test(`a 300-character name without spaces wraps inside the ${what} of ${path}`, async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectLongNamesFit(page, shape);
    }
    // Wrapped, not cut: the whole name stays the accessible name.
    await expect(page.getByRole(shape.role, { name: LONG_NAME, exact: true }).first()).toBeVisible();
  });
}

test('a 300-character name wraps on the cards of the saved list', async ({ page }) => {
  const shop = data.shops[0]!;
  const brand = data.brands.find((item) => item.category === 'bikes')!;
  for (const [path, name] of [
    ['/shops/', shop.name],
    ['/brands/bikes/', brand.name],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: `Save ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from saved` })).toBeVisible();
  }
  await page.goto('/saved/');
  await expect(page.getByRole('list', { name: 'Saved' }).getByRole('heading')).toHaveCount(2);
  await expectLongNamesFit(page, { card: 'main article', title: 'h2', role: 'heading' }, 2);
  await expect(page.getByRole('heading', { name: LONG_NAME, exact: true })).toHaveCount(2);
});
