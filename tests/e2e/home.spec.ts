import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { motionCodeRan } from '../support/e2e/motion';

interface SlideRow {
  link: string | null;
  fit: 'cover' | 'contain';
}

// The slides the editors maintain: which ones link out follows the data.
const slides = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/slides.json'), 'utf8')) as SlideRow[];
const count = slides.length;

const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slideImage = (page: Page, n: number) => carousel(page).getByRole('img', { name: `Slider image ${n}`, exact: true });
const announcement = (page: Page) => carousel(page).getByText(/^Slide \d+ of \d+$/);

/** The slide on show is the one announced, and its picture is the only one left once the move ends. */
async function expectSlide(page: Page, n: number) {
  await expect(announcement(page)).toHaveText(`Slide ${n} of ${count}`);
  await expect(slideImage(page, n)).toBeVisible();
  await expect(carousel(page).getByRole('img', { name: /^Slider image \d+$/ })).toHaveCount(1);
}

/**
 * A horizontal drag of `dx` px centred on the slide (start and end stay over the picture,
 * clear of the arrow buttons), in `steps` pointer moves `pause` ms apart. framer-motion
 * reads velocity from frame timestamps, so a flick spread over ~¼ s measures the same
 * on a busy machine as on an idle one (a gesture inside one long frame measures 0).
 */
async function drag(page: Page, target: Locator, dx: number, steps: number, pause = 0) {
  // Start from a slide at rest, as a visitor would.
  await expect(target).toHaveCSS('transform', 'none');
  const box = await target.boundingBox();
  if (!box) throw new Error('the slider has no box');
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    if (pause && i > 1) await page.waitForTimeout(pause);
    await page.mouse.move(x + (dx * i) / steps, y);
    // Each move in a frame of its own: on a loaded machine several moves can otherwise land in
    // one frame and share its timestamp, and the flick would measure a speed of 0. Not after the
    // last move: waiting for a frame there would hold the finger still before it lifts.
    if (i < steps) await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
  // Released while still moving, as a flick is.
  await page.mouse.up();
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto('/');
  // Controls work once React has hydrated the static page.
  if (javaScriptEnabled) await waitForHydration(page);
});

test('shows the tagline as the page heading, with the home title and description', async ({ page }) => {
  await expect(page).toHaveTitle('Home - Padyak Hub');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Welcome to Padyak Hub. Your hub for all things cycling.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your hub for all things cycling');
  await expect(page.locator('h1')).toHaveCount(1);
});

test(`the slider has ${count} slides and starts on the first`, async ({ page }) => {
  expect(count).toBe(5);
  await expectSlide(page, 1);
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
});

test('next and previous change the slide and wrap around both ways', async ({ page }) => {
  const next = page.getByRole('button', { name: 'Next slide' });
  const previous = page.getByRole('button', { name: 'Previous slide' });
  await previous.click();
  await expectSlide(page, count);
  await next.click();
  await expectSlide(page, 1);
  for (let n = 2; n <= count; n += 1) {
    await next.click();
    await expectSlide(page, n);
  }
  await next.click();
  await expectSlide(page, 1);
});

test('every slide has its alt text; linked slides open in a new tab, the others are not links', async ({ page }) => {
  const next = page.getByRole('button', { name: 'Next slide' });
  for (const [index, slide] of slides.entries()) {
    const n = index + 1;
    await expectSlide(page, n);
    const image = slideImage(page, n);
    const link = carousel(page).getByRole('link');
    if (slide.link) {
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', slide.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.getByRole('img', { name: `Slider image ${n}` })).toBeVisible();
    } else {
      await expect(link).toHaveCount(0);
    }
    await expect(image).toHaveCSS('object-fit', slide.fit);
    if (n < count) await next.click();
  }
  // The data the spec describes: slides 1-2 link out and cover, 3-5 are pictures that fit inside.
  expect(slides.map((slide) => [Boolean(slide.link), slide.fit])).toEqual([
    [true, 'cover'],
    [true, 'cover'],
    [false, 'contain'],
    [false, 'contain'],
    [false, 'contain'],
  ]);
});

test('the first slide is the page’s eager, high-priority image; the box is 16:9', async ({ page }) => {
  const first = slideImage(page, 1);
  await expect(first).not.toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const box = await carousel(page).locator('[aria-roledescription="slide"]').boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
});

test('the first slide’s picture shows as it arrives, not hidden until it has fully loaded', async ({ page }) => {
  // A slow network: the picture's bytes are still on their way (routing also turns the cache off).
  await page.route(/\/static\/.*slide-1\.\w+$/, () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Its element is there and not see-through: whatever has arrived is painted, over the placeholder's colour.
  await expect(slideImage(page, 1)).toHaveCSS('opacity', '1');
});

test('the slider keeps its size while slides change', async ({ page }) => {
  const heading = page.getByRole('link', { name: 'Events' });
  const before = await heading.boundingBox();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(page, 2);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(page, 3);
  expect(await heading.boundingBox()).toEqual(before);
});

test('a fast drag past the threshold turns the page; a short slow drag does not', async ({ page }) => {
  // framer-motion's drag gestures load after hydration.
  await expect(carousel(page)).toHaveAttribute('data-swipe-ready', 'true');
  // The slide-in code arrives on the first interaction; let it arrive and run before the first
  // gesture, so the drags' speeds are the test's own, not slowed by a chunk running mid-drag.
  const motionRan = motionCodeRan(page);
  await page.keyboard.press('Shift');
  await motionRan;
  const viewport = carousel(page).locator('[aria-roledescription="slide"]');
  // Swipe left: the next slide.
  await drag(page, viewport, -200, 10, 25);
  await expectSlide(page, 2);
  // Swipe right: back to the previous slide.
  await drag(page, viewport, 200, 10, 25);
  await expectSlide(page, 1);
  // Swipe right from the first slide wraps to the last.
  await drag(page, viewport, 200, 10, 25);
  await expectSlide(page, count);
  // 12 px over about 400 ms: |offset × velocity| stays far below 10000.
  await drag(page, viewport, -12, 6, 80);
  await expectSlide(page, count);
});

test('a swipe over a linked slide does not open its link', async ({ page }) => {
  await expect(carousel(page)).toHaveAttribute('data-swipe-ready', 'true');
  // Record every click on a link that the page let through (not default-prevented).
  await page.evaluate(() => {
    const record = window as unknown as { linkClicks: { followed: boolean }[] };
    record.linkClicks = [];
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) record.linkClicks.push({ followed: !event.defaultPrevented });
    });
  });
  await drag(page, carousel(page).locator('[aria-roledescription="slide"]'), -200, 10, 25);
  await expectSlide(page, 2);
  const clicks = await page.evaluate(() => (window as unknown as { linkClicks: { followed: boolean }[] }).linkClicks);
  expect(clicks.filter((click) => click.followed)).toEqual([]);
  expect(page.url()).toMatch(/\/$/);
});

test('arrow keys change the slide while the slider has focus', async ({ page }) => {
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 1); // focus is not in the slider yet: nothing moves
  await carousel(page).focus();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 1);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, count);
  await expect(carousel(page)).toBeFocused();
});

test('keyboard focus stays in the slider when the focused linked slide leaves', async ({ page }) => {
  await carousel(page).getByRole('link').focus();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await expect(carousel(page)).toBeFocused();
});

test('the slider keeps the slide element of the static HTML when its motion code arrives', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { staticSlide: Element | null }).staticSlide = document.querySelector('[aria-roledescription="slide"]');
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  const motionRan = motionCodeRan(page);
  await carousel(page).hover(); // reaching for the slider fetches its motion
  await motionRan;
  const adopted = await page.evaluate(() => {
    const staticSlide = (window as unknown as { staticSlide: Element | null }).staticSlide;
    return Boolean(staticSlide?.isConnected) && staticSlide === document.querySelector('[aria-roledescription="slide"]');
  });
  expect(adopted, 'the slide from the HTML is still the slide on the page').toBe(true);
  await expectSlide(page, 1);
});

// 8f58563 loaded the slider's motion lazily and swapped the slide's element when it arrived:
// a first key press during that fetch could show the next slide and then the first again.
test('the first key press after load moves exactly one slide, and the slide shown never swaps back', async ({ page }) => {
  // Hold the motion code back so the key press lands while it is still on its way.
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('data-framer-appear-id')) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { slideLog: string[] }).slideLog = log;
    const root = document.querySelector('[aria-roledescription="carousel"]') as Element;
    const pictures = (node: Node) =>
      node instanceof Element ? [...(node.matches('img') ? [node] : []), ...node.querySelectorAll('img')].map((image) => image.getAttribute('alt')) : [];
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => pictures(node).forEach((alt) => log.push(`+${alt}`)));
        record.removedNodes.forEach((node) => pictures(node).forEach((alt) => log.push(`-${alt}`)));
        const live = record.target instanceof Element ? record.target.closest('[aria-live]') : record.target.parentElement?.closest('[aria-live]');
        if (live) log.push(`announced ${live.textContent}`);
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  const motionRan = motionCodeRan(page);
  await carousel(page).focus();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await motionRan;
  await page.waitForLoadState('networkidle');
  await expectSlide(page, 2);
  const log = await page.evaluate(() => (window as unknown as { slideLog: string[] }).slideLog);
  // Pictures that arrived (GatsbyImage's unnamed sizer images aside): the second slide's, once (a remount would add it again).
  expect(
    log.filter((entry) => entry.startsWith('+Slider image')),
    log.join(', '),
  ).toEqual(['+Slider image 2']);
  expect([...new Set(log.filter((entry) => entry.startsWith('announced')))], log.join(', ')).toEqual(['announced Slide 2 of 5']);
});

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the buttons and arrow keys still change slides', async ({ page }) => {
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 2);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 1);
    await carousel(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, count);
  });
});

for (const [label, target] of [
  ['Events', '/events/'],
  ['VLOGS', '/vlogs/'],
  ['Bike Routes', '/bike-destinations/'],
] as const) {
  test(`the ${label} button opens ${target}`, async ({ page }) => {
    const button = page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: label, exact: true });
    await expect(button).not.toHaveAttribute('target', '_blank');
    await button.click();
    await expect(page).toHaveURL(target);
  });
}

test('invites shop and brand owners to message the Instagram page', async ({ page }) => {
  const invite = page.getByRole('region', { name: 'Own a bike shop or a brand?' });
  await expect(invite).toContainText('listed');
  await expect(invite).toContainText('promoted');
  const link = invite.getByRole('link', { name: /Instagram/ });
  await expect(link).toContainText('@padyakhub');
  await expect(link).toHaveAttribute('href', 'https://www.instagram.com/padyakhub/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first slide is visible in the static HTML', async ({ page }) => {
    const slide = page.locator('[aria-roledescription="slide"]');
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveCSS('opacity', '1');
    // gatsby-plugin-image shows its <noscript> copy of the picture when scripts are off.
    const shown = page.locator('img[alt="Slider image 1"]');
    const opacities = await shown.evaluateAll((images) =>
      images.map((image) => {
        let opacity = 1;
        for (let node: Element | null = image; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      }),
    );
    expect(Math.max(...opacities)).toBe(1);
  });
});
