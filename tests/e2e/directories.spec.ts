import type { Browser, Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { byName, siteData } from '../support/e2e/data';
import { provinceOf } from '../../src/lib/provinces';

const data = siteData();

async function cardNames(list: Locator): Promise<string[]> {
  // textContent, not innerText: off-screen cards skip rendering (content-visibility) but are in the page.
  return (await list.locator(':scope > li h2').allTextContents()).map((text) => text.trim());
}

async function expectExternal(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
  // http: links are allowed only where the data check let them through (a 'review' note).
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
}

/** Wait until React has taken over the static HTML (the search box reacts only then). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('shops', () => {
  const shopNames = data.shops.map((shop) => shop.name).sort(byName);
  const cities = [...new Set(data.shops.map((shop) => shop.location))].sort(byName);

  test('lists every shop A to Z with its place and a link, and the footer', async ({ page }) => {
    await gotoHydrated(page, '/shops/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike Shops');
    const list = page.getByRole('list', { name: 'Bike shops' });
    expect(await cardNames(list)).toEqual(shopNames);
    await expect(page.getByText('We will add more bike shops, stay tuned!')).toBeVisible();
    for (const shop of data.shops) {
      const card = list.locator(':scope > li').filter({ has: page.getByRole('heading', { name: shop.name, exact: true }) });
      await expect(card.getByText(shop.location, { exact: false }).first()).toBeVisible();
      const link = card.getByRole('link', { name: shop.link ? /Visit Shop/ : /Find on Map/ });
      await expectExternal(link);
    }
  });

  test('the city dropdown offers All Cities and each canonical place once, sorted, grouped by province', async ({ page }) => {
    await gotoHydrated(page, '/shops/');
    const options = await page.getByRole('combobox', { name: 'City' }).locator('option').allInnerTexts();
    // Provinces A to Z (Metro Manila for its cities), each with its places A to Z.
    const provinceOfPlace = new Map(data.shops.map((shop) => [shop.location, provinceOf(shop) ?? shop.region]));
    const grouped = [...cities].sort((a, b) => byName(provinceOfPlace.get(a) ?? '', provinceOfPlace.get(b) ?? '') || byName(a, b));
    expect(options).toEqual(['All Cities', ...grouped]);
    expect(new Set(options).size).toBe(options.length);
  });

  test('search matches name and place, ignoring case and accents; no match shows the empty state', async ({ page }) => {
    await gotoHydrated(page, '/shops/');
    const list = page.getByRole('list', { name: 'Bike shops' });
    const search = page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…');
    const first = data.shops[0]!;
    await search.fill(first.name.toUpperCase());
    expect(await cardNames(list)).toContain(first.name);

    const place = cities[0]!;
    await search.fill(
      place
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    const expected = data.shops.filter((shop) => [shop.name, shop.location, shop.province, shop.region].some((f) => f?.includes(place)));
    expect((await cardNames(list)).sort(byName)).toEqual(expected.map((shop) => shop.name).sort(byName));

    await search.fill('zzzz no such shop');
    await expect(page.getByText('No Shops Found')).toBeVisible();
    await expect(page.getByText('Try a shop, a city, or what you need: repair, parts, piyesa, ayos. Or clear the filters.')).toBeVisible();
    await expect(page.getByText('We will add more bike shops, stay tuned!')).toHaveCount(0);
  });

  test('the city filter keeps exactly that place, and the sort toggle reverses the order', async ({ page }) => {
    await gotoHydrated(page, '/shops/');
    const list = page.getByRole('list', { name: 'Bike shops' });
    const busiest = cities.map((city) => [city, data.shops.filter((shop) => shop.location === city).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
    await page.getByRole('combobox', { name: 'City' }).selectOption(busiest);
    const inCity = data.shops
      .filter((shop) => shop.location === busiest)
      .map((shop) => shop.name)
      .sort(byName);
    expect(await cardNames(list)).toEqual(inCity);

    await page.getByRole('combobox', { name: 'City' }).selectOption('all');
    await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
    await expect(page.getByRole('button', { name: 'Z–A: names sorted Z to A' })).toBeVisible();
    expect(await cardNames(list)).toEqual([...shopNames].reverse());
  });

  test('the view lives in the URL: it survives a reload and the back button steps through it', async ({ page }) => {
    await gotoHydrated(page, '/shops/');
    const list = page.getByRole('list', { name: 'Bike shops' });
    const city = cities[0]!;
    await page.getByRole('combobox', { name: 'City' }).selectOption(city);
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '(%20|\\+)')}`));
    await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
    await expect(page).toHaveURL(/sort=desc/);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(city);
    await expect(page.getByRole('button', { name: 'Z–A: names sorted Z to A' })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=desc/);
    await expect(page.getByRole('button', { name: 'A–Z: names sorted A to Z' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(city);
    await page.goBack();
    await expect(page).toHaveURL(/\/shops\/$/);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('all');
    await expect.poll(() => cardNames(list)).toEqual(shopNames);
  });

  test('a shared link with a search opens on that view', async ({ page }) => {
    const first = data.shops[0]!;
    await gotoHydrated(page, `/shops?q=${encodeURIComponent(first.name)}`);
    await expect(page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…')).toHaveValue(first.name);
    expect(await cardNames(page.getByRole('list', { name: 'Bike shops' }))).toContain(first.name);
  });

  test('without JavaScript every shop is in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shops/');
    for (const name of shopNames) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('brand lists', () => {
  const categories = data.brandCategories.filter((category) => !category.comingSoon);

  for (const category of categories) {
    test(`${category.name}: heading, description, every brand A to Z`, async ({ page }) => {
      await page.goto(`/brands/${category.slug}`);
      await expect(page).toHaveTitle(`${category.name} Brands - Padyak Hub`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} Brands`);
      await expect(page.getByText(category.description)).toBeVisible();
      const expected = data.brands
        .filter((brand) => brand.category === category.slug)
        .map((brand) => brand.name)
        .sort(byName);
      expect(await cardNames(page.getByRole('list', { name: `${category.name} Brands` }))).toEqual(expected);
    });
  }

  test('search, empty state, sort and external links on a brand list', async ({ page }) => {
    await gotoHydrated(page, '/brands/helmet/');
    const list = page.getByRole('list', { name: 'Helmet Brands' });
    const helmets = data.brands
      .filter((brand) => brand.category === 'helmet')
      .map((brand) => brand.name)
      .sort(byName);
    await page.getByPlaceholder('Search brand name').fill(helmets[1]!.slice(0, 3).toLowerCase());
    expect(await cardNames(list)).toContain(helmets[1]);
    await page.getByPlaceholder('Search brand name').fill('no brand like this');
    await expect(page.getByText('No Brands Found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search.')).toBeVisible();
    await page.getByPlaceholder('Search brand name').fill('');
    await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
    expect(await cardNames(list)).toEqual([...helmets].reverse());

    // The name opens the brand's page here; its own site opens in a new tab from "Visit".
    const linked = data.brands.find((brand) => brand.category === 'helmet' && brand.link)!;
    await expect(list.getByRole('link', { name: linked.name, exact: true })).toHaveAttribute('href', `/brands/helmet/${linked.slug}/`);
    await expectExternal(list.getByRole('link', { name: `Visit ${linked.name}`, exact: true }));
  });

  test('the bike brands grid has 3, 4 and 5 columns by width; others 2 to 4', async ({ page }) => {
    const columnCount = async (path: string, name: string) => {
      await page.goto(path);
      return page.getByRole('list', { name }).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
    };
    for (const [width, bikes, helmets] of [
      [390, 3, 2],
      [800, 4, 3],
      [1280, 5, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columnCount('/brands/bikes/', 'Bikes Brands'), `bikes at ${width}px`).toBe(bikes);
      expect(await columnCount('/brands/helmet/', 'Helmet Brands'), `helmets at ${width}px`).toBe(helmets);
    }
  });

  test('bike racks says Coming Soon!', async ({ page }) => {
    await page.goto('/brands/bike-racks/');
    await expect(page.getByText('Coming Soon!')).toBeVisible();
    await expect(page.getByText('We will add more products soon in the future, visit us again on our next update.')).toBeVisible();
  });

  test('the brands screen has a tile for each of the 18 categories', async ({ page }) => {
    await page.goto('/brands/');
    const tiles = page.getByRole('list', { name: 'Brand categories' }).getByRole('link');
    await expect(tiles).toHaveCount(18);
    await tiles.filter({ hasText: 'Helmet' }).click();
    await expect(page).toHaveURL('/brands/helmet/');
  });
});

test.describe('logos are never hotlinked', () => {
  // Issue 10 defect 9: a remote logo that failed before hydration stayed a broken image. Tiles now
  // show only images the build made; a logo not fetched yet is the fallback, rendered on the server.
  test.use({ javaScriptEnabled: false });

  test('without JavaScript, every tile without a logo shows its fallback from the first paint, and no image points off site', async ({ page }) => {
    await page.goto('/brands/bikes/');
    const list = page.getByRole('list', { name: 'Bikes Brands' });
    const bikes = data.brands.filter((brand) => brand.category === 'bikes');
    const shown = (brand: (typeof bikes)[number]) => brand.logo !== null && (brand.logo.kind === 'local' || brand.logo.cached !== undefined);
    await expect(list.locator(':scope > li')).toHaveCount(bikes.length);
    await expect(list.locator('[data-logo-fallback="icon"]')).toHaveCount(bikes.filter((brand) => !shown(brand)).length);
    await expect(list.locator('[data-logo-fallback]').first()).toBeVisible();
    const sources = await page
      .locator('img, source')
      .evaluateAll((nodes) => nodes.flatMap((node) => ['src', 'srcset', 'data-src', 'data-srcset'].map((name) => node.getAttribute(name) ?? '')));
    expect(sources.filter((source) => /(^|[\s,])(https?:)?\/\//.test(source))).toEqual([]);
  });
});

test.describe('community and service lists', () => {
  const copy = {
    'content-creators': ['Search content creator', 'No Creators Found', 'We will add more content creators and cycling influencers soon, stay tuned!'],
    'cycling-groups': ['Search group name', 'No Groups Found', 'We will add more groups soon, stay tuned!'],
    'cycling-photographers': ['Search photographer', 'No Photographers Found', 'We will add more photographers soon, stay tuned!'],
    'indoor-cycling-studio': ['Search studio name', 'No Studios Found', null],
    'bike-repaint': ['Search repaint service', 'No Services Found', null],
    'bike-fitters': ['Search bike fitter', 'No Fitters Found', null],
    'bike-skin-service': ['Search bike skin service', 'No Services Found', null],
  } as const;

  for (const [directory, [placeholder, emptyTitle, footer]] of Object.entries(copy)) {
    test(`/${directory}: every listing, search, empty state${footer ? ', footer' : ''}`, async ({ page }) => {
      await gotoHydrated(page, `/${directory}`);
      const listings = data.listings.filter((listing) => listing.directory === directory);
      if (listings.length === 0) {
        await expect(page.getByText(emptyTitle)).toBeVisible();
        return;
      }
      const list = page.getByRole('main').getByRole('list');
      expect(await cardNames(list)).toEqual(listings.map((listing) => listing.name).sort(byName));
      for (const listing of listings) {
        await expect(list.getByRole('link', { name: listing.name, exact: true })).toHaveAttribute('href', `/${directory}/${listing.slug}/`);
        const link = list.getByRole('link', { name: `Visit ${listing.name}`, exact: true });
        await expectExternal(link);
        await expect(link).toHaveAttribute('href', listing.link);
      }
      if (footer) await expect(page.getByText(footer)).toBeVisible();
      await page.getByPlaceholder(placeholder).fill('nothing matches this');
      await expect(page.getByText(emptyTitle)).toBeVisible();
      await expect(page.getByText('Try adjusting your search.')).toBeVisible();
    });
  }
});

test.describe('a directory that is only read', () => {
  for (const path of ['/shops/', '/brands/bikes/', '/content-creators/']) {
    test(`${path} builds no collator until the visitor searches (the lists arrive A to Z from the build)`, async ({ page }) => {
      // Chromium takes 12-44 ms to build a page's first Intl.Collator: a long task on a phone.
      await page.addInitScript(() => {
        const counted = window as unknown as { collatorsBuilt: number };
        counted.collatorsBuilt = 0;
        Intl.Collator = new Proxy(Intl.Collator, {
          construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
            counted.collatorsBuilt += 1;
            return new target(...args);
          },
        });
      });
      await gotoHydrated(page, path);
      const built = () => page.evaluate(() => (window as unknown as { collatorsBuilt: number }).collatorsBuilt);
      expect(await built()).toBe(0);
      await page.getByRole('searchbox').fill('a');
      await expect.poll(built).toBeGreaterThan(0);
    });
  }
});

test.describe('search without JavaScript', () => {
  // Issue 29 item 11: with JavaScript off the toolbar was a form that sent the query and brought the
  // same page back, as if searched. It now says that search needs JavaScript and that all are listed.
  test.use({ javaScriptEnabled: false });
  const lists = [
    { path: '/shops/', list: 'Bike shops', count: data.shops.length, controls: 'Search, the city filter and sorting need' },
    { path: '/brands/bikes/', list: 'Bikes Brands', count: data.brands.filter((brand) => brand.category === 'bikes').length, controls: 'Search and sorting need' },
    {
      path: '/content-creators/',
      list: 'Content Creators',
      count: data.listings.filter((listing) => listing.directory === 'content-creators').length,
      controls: 'Search and sorting need',
    },
  ];

  for (const { path, list, count, controls } of lists) {
    test(`${path}: the search form says search needs JavaScript and that all ${count} are listed, before and after it is sent`, async ({ page, browser }) => {
      const note = `${controls} JavaScript, which is off in this browser. All ${count} are listed below, A to Z.`;
      await page.goto(path);
      const search = page.getByRole('search');
      await expect(search.getByText(note, { exact: true })).toBeVisible();
      // Sending the form anyway brings back the whole list with the same sentence, not a "search result".
      const box = search.getByRole('searchbox');
      await box.fill('zzzz no such entry');
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]q=zzzz/);
      await expect(page.getByRole('search').getByText(note, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: list, exact: true }).locator(':scope > li')).toHaveCount(count);

      expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
    });
  }
});

/**
 * axe over a page as a visitor without JavaScript sees it. axe cannot run where scripts are off, so
 * the DOM Chromium built with scripts off (every <noscript> shown) is opened again, at the same
 * address, where axe can run: its scripts left out and each <noscript> a <div>, as it renders there.
 */
async function axeViolationsWithoutScripts(browser: Browser, scriptless: Page): Promise<string[]> {
  const html = (await scriptless.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript\b/gi, '<div data-noscript')
    .replace(/<\/noscript>/gi, '</div>');
  // Playwright Test's newContext takes the suite's options: scripts are turned back on here.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const url = scriptless.url();
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(url);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    await context.close();
  }
}

test.describe('search with JavaScript', () => {
  test('the no-JavaScript sentence is never shown, before or after the app starts', async ({ page }) => {
    await page.goto('/shops/');
    await expect(page.getByText('which is off in this browser')).toBeHidden();
    await waitForHydration(page);
    await expect(page.getByText('which is off in this browser')).toBeHidden();
    await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').fill(data.shops[0]!.name);
    await expect(page.getByText('which is off in this browser')).toBeHidden();
  });
});
