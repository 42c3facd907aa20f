import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Actions, GatsbyNode, Reporter } from 'gatsby';
import { routes } from '../config/routes';
import { DIRECTORIES } from '../pipeline/types';
import { placeholderPages } from '../content/placeholders';
import { infoPages } from '../content/info-pages';
import { SHOPS_PER_PAGE, shopPageCount } from '../lib/shop-pages';
import { brandCategoryPath, listingPath, provincePagePath, reportPath, shopPagePath, suggestPath } from '../config/addresses';
import { provinceMapPath, writeProvinceMaps, type MapForFiles } from './province-map-files';
import { publicDirOf } from './build-output';
import { SUGGEST_SHEETS } from '../pipeline/check/forms';
import { reportFormCopy, suggestLists } from '../content/suggest';
import { REPORT_REASONS } from '../pipeline/entities/form-address';
import { reportCheckColumn } from '../lib/suggest-check';
import { DATA_DIR } from './source-nodes';
import { formsSetupIn } from './suggest-forms';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** A route with its own file in src/pages is built by Gatsby from that file. */
function hasOwnPageFile(routePath: string): boolean {
  const base = routePath === '/' ? 'index' : routePath.slice(1, -1);
  return ['.tsx', '/index.tsx'].some((suffix) => existsSync(path.resolve(`src/pages/${base}${suffix}`)));
}

interface ListedSource {
  allShop: { nodes: { key: string; name: string; location: string; link: string | null }[] };
  allBrand: { nodes: { key: string; name: string; categorySlug: string; link: string | null }[] };
  allListing: { nodes: { key: string; name: string; directory: string; link: string | null }[] };
  allEvent: { nodes: { key: string; name: string; link: string | null }[] };
}

/** What a list already has, as rows of its sheet: the suggest form checks a new row against them for duplicates. */
function listedRows(data: ListedSource, list: string): { key: string; cells: Record<string, string> }[] {
  const row = (key: string, cells: Record<string, string | null>) => ({
    key,
    cells: Object.fromEntries(Object.entries(cells).map(([column, value]) => [column, value ?? ''])),
  });
  if (list === 'shops') return data.allShop.nodes.map((shop) => row(shop.key, { name: shop.name, location: shop.location, link: shop.link }));
  if (list === 'brands') return data.allBrand.nodes.map((brand) => row(brand.key, { category: brand.categorySlug, name: brand.name, link: brand.link }));
  // An event's poster is a file of the data folder: any name does, the check only needs one.
  if (list === 'events') return data.allEvent.nodes.map((event) => row(event.key, { name: event.name, image: 'images/listed.png', link: event.link }));
  return data.allListing.nodes.filter((listing) => listing.directory === list).map((listing) => row(listing.key, { name: listing.name, link: listing.link }));
}

type Named = { key: string; name: string; link: string | null; checked?: string | null };

/** What the pages built from data need: the brand categories, every listing's row, the shop map's provinces. */
interface PageSource {
  allBrandCategory: { nodes: { slug: string; name: string }[] };
  allShop: { totalCount: number; nodes: (Named & { location: string; nameOrder: number; brands: string[] })[] };
  allBrand: { nodes: (Named & { categorySlug: string })[] };
  allListing: { nodes: (Named & { directory: string })[] };
  allEvent: { nodes: Named[] };
  allClosedListing: { nodes: { list: string; key: string; name: string; place: string | null; categorySlug: string | null; checked: string | null }[] };
  shopMap: (Omit<MapForFiles, 'provinces'> & { provinces: { name: string; slug: string; count: number; d: string; places: { name: string }[] }[] }) | null;
}

const PAGE_SOURCE_QUERY = `
    {
      allBrandCategory {
        nodes {
          slug
          name
        }
      }
      allShop {
        totalCount
        nodes {
          key
          name
          nameOrder
          location
          link
          checked
          brands
        }
      }
      allBrand {
        nodes {
          key
          name
          categorySlug
          link
          checked
        }
      }
      allListing {
        nodes {
          key
          name
          directory
          link
          checked
        }
      }
      allClosedListing {
        nodes {
          list
          key
          name
          place
          categorySlug
          checked
        }
      }
      allEvent {
        nodes {
          key
          name
          link
        }
      }
      shopMap {
        width
        height
        land
        provinces {
          name
          slug
          count
          d
          places {
            name
          }
        }
        inset {
          x
          y
          width
          height
          land
          cities {
            d
          }
        }
      }
    }
  `;

/** The configured routes without their own file in src/pages: a directory, an info page or a placeholder each. */
function createRoutePages(actions: Actions, reporter: Reporter): void {
  const directories = new Set<string>(DIRECTORIES);
  for (const route of routes) {
    // Built below, with one page per list.
    if (hasOwnPageFile(route.path) || route.path === '/suggest/') continue;
    const slug = route.path.slice(1, -1);
    const context = { title: route.title, description: route.description };
    if (directories.has(slug)) {
      actions.createPage({ path: route.path, component: template('DirectoryPage'), context: { ...context, directory: slug } });
    } else if (slug in infoPages) {
      actions.createPage({ path: route.path, component: template('InfoPage'), context: { ...context, slug } });
    } else if (slug in placeholderPages) {
      actions.createPage({ path: route.path, component: template('PlaceholderPage'), context: { ...context, slug } });
    } else {
      reporter.panicOnBuild(`Route ${route.path} has no page: add src/pages/${slug}.tsx or give it content.`);
    }
  }
}

/** One page per brand category, /brands/<slug>/. */
function createBrandCategoryPages(actions: Actions, data: PageSource): void {
  for (const { slug } of data.allBrandCategory.nodes) {
    actions.createPage({ path: brandCategoryPath(slug), component: template('BrandListPage'), context: { slug } });
  }
}

/** /suggest and one suggest form per list, its fields the columns of the list's sheet; a report page per listing. */
function createSuggestPages(actions: Actions, reporter: Reporter, data: PageSource): void {
  const suggestRoute = routes.find((route) => route.path === '/suggest/');
  const { suggest, report } = formsSetupIn(DATA_DIR);
  const categories = data.allBrandCategory.nodes.map(({ slug, name }) => ({ slug, name }));
  const common = { description: suggestRoute?.description ?? '', categories, form: suggest, report };
  actions.createPage({
    path: '/suggest/',
    component: template('SuggestPage'),
    context: { ...common, title: suggestRoute?.title ?? '', list: null, fields: [], listed: [], listedInIndex: false },
  });
  for (const sheet of SUGGEST_SHEETS) {
    const label = suggestLists[sheet.list];
    if (!label) reporter.panicOnBuild(`The list ${sheet.list} has no words for /suggest: add it to src/content/suggest.ts.`);
    const listed = listedRows(data, sheet.list);
    const fields = sheet.columns.filter((column) => column.name !== 'source').map((column) => ({ name: column.name, required: column.required }));
    // A shops list longer than a page is checked against the shop index (precached already) rather
    // than a second copy of every shop in this page's data: at 10,000 shops that copy was 1.3 MB.
    const listedInIndex = sheet.list === 'shops' && data.allShop.totalCount > SHOPS_PER_PAGE;
    actions.createPage({
      path: suggestPath(sheet.list),
      component: template('SuggestPage'),
      context: { ...common, title: `Suggest ${label}`, list: sheet.list, fields, listed: listedInIndex ? [] : listed, listedInIndex },
    });
    if (report) createReportPages(actions, { list: sheet.list, label, listed, form: report });
  }
}

interface ReportedList {
  list: (typeof SUGGEST_SHEETS)[number]['list'];
  label: string | undefined;
  listed: { key: string; cells: Record<string, string> }[];
  form: NonNullable<ReturnType<typeof formsSetupIn>['report']>;
}

/**
 * One report page per listing, filled in with it in the HTML: a static page cannot read
 * ?list=…&key=… without a script, and the report must work with JavaScript off.
 */
function createReportPages(actions: Actions, { list, label, listed, form }: ReportedList): void {
  // A reason whose details are a cell this list lacks (a brand has no location) is not offered.
  const reasons = REPORT_REASONS.flatMap(({ value, check }) => {
    const column = check ? reportCheckColumn(list, check) : null;
    return check && !column ? [] : [{ value, column }];
  });
  for (const { key, cells } of listed) {
    const name = cells.name ?? key;
    actions.createPage({
      path: reportPath(list, key),
      component: template('ReportPage'),
      context: {
        title: reportFormCopy.title(name),
        description: reportFormCopy.description(name),
        list,
        listLabel: label,
        key,
        name,
        cells,
        reasons,
        form,
      },
    });
  }
}

/** A long shops list is split into pages of SHOPS_PER_PAGE (src/lib/shop-pages.ts); /shops is page 1. */
function createShopListPages(actions: Actions, data: PageSource): void {
  for (let page = 2; page <= shopPageCount(data.allShop.totalCount); page++) {
    actions.createPage({
      path: shopPagePath(page),
      component: path.resolve('src/pages/shops.tsx'),
      context: { page, skip: (page - 1) * SHOPS_PER_PAGE, limit: SHOPS_PER_PAGE, withMap: false },
    });
  }
}

/**
 * A page per province with shops (Metro Manila is one, with its cities), split like /shops when long.
 * Its shops are those whose location is one of the province's: a shop placed only in a region or
 * province ('Metro Manila', 'Cebu') is on that page, never guessed into a city.
 */
function createProvincePages(actions: Actions, data: PageSource): void {
  for (const province of data.shopMap?.provinces ?? []) {
    const locations = province.places.map((place) => place.name);
    for (let page = 1; page <= shopPageCount(province.count); page++) {
      actions.createPage({
        path: provincePagePath(province.slug, page),
        component: template('ProvinceShopsPage'),
        context: { name: province.name, slug: province.slug, locations, page, skip: (page - 1) * SHOPS_PER_PAGE, limit: SHOPS_PER_PAGE },
      });
    }
  }
}

/** The build switch the listing-pages benchmark turns off to time the same build without the listing pages. */
export const LISTING_PAGES_SWITCH = 'PADYAK_LISTING_PAGES';

/** What the sitemap reads of a listing's page (src/gatsby/sitemap.ts): its lastmod is the month it was checked; a closed one is left out. */
const listingPage = (checked: string | null | undefined, closed = false) => ({ listingPage: { checked: checked ?? null, closed } });

/** A list's title as its route has it ('Cycling Groups'). */
const listTitleOf = (list: string) => routes.find((route) => route.path === `/${list}/`)?.title ?? list;

/** How many other shops of its province a shop's page links. */
export const OTHER_SHOPS_SHOWN = 10;

/** The other shops a shop's page links: the first OTHER_SHOPS_SHOWN of its province's, A to Z, without itself. */
export function otherShops<Shop extends { key: string }>(province: readonly Shop[], key: string): Shop[] {
  return province
    .slice(0, OTHER_SHOPS_SHOWN + 1)
    .filter((shop) => shop.key !== key)
    .slice(0, OTHER_SHOPS_SHOWN);
}

/**
 * A page for every listing, at the address its key gives (listingPath; docs/decisions.md, "A
 * listing's address"), and every province's small map, which a shop's page shows as an image.
 */
function createListingPages(actions: Actions, data: PageSource, publicDir: string): void {
  const map = data.shopMap;
  if (map) writeProvinceMaps(publicDir, map);
  const provinceOf = new Map(
    (map?.provinces ?? []).flatMap((province) =>
      province.places.map((place) => [
        place.name,
        { province, info: { name: province.name, slug: province.slug, map: provinceMapPath(province.slug), width: map?.width ?? 0, height: map?.height ?? 0 } },
      ]),
    ),
  );
  // Each province's shops A to Z, once: a page's other shops are the first of them. (A query per page
  // for them, filtering and sorting all the shops, was two thirds of the build at 10,000 shops.)
  const shopsOfProvince = new Map<string, { key: string; name: string }[]>();
  for (const shop of [...data.allShop.nodes].sort((a, b) => a.nameOrder - b.nameOrder)) {
    const slug = provinceOf.get(shop.location)?.info.slug;
    if (!slug) continue;
    const shops = shopsOfProvince.get(slug) ?? [];
    shops.push({ key: shop.key, name: shop.name });
    shopsOfProvince.set(slug, shops);
  }
  // A brand a shop carries links to its page (the first of its categories, for a brand in several).
  const brandPages = new Map<string, { name: string; path: string }>();
  for (const brand of data.allBrand.nodes) {
    if (!brandPages.has(brand.name)) brandPages.set(brand.name, { name: brand.name, path: listingPath('brands', brand.key, { category: brand.categorySlug }) });
  }
  for (const shop of data.allShop.nodes) {
    const province = provinceOf.get(shop.location)?.info ?? null;
    const others = province ? otherShops(shopsOfProvince.get(province.slug) ?? [], shop.key) : [];
    const brands = shop.brands.flatMap((name) => brandPages.get(name) ?? []);
    actions.createPage({
      path: listingPath('shops', shop.key),
      component: template('ShopPage'),
      context: { key: shop.key, others, province, brands, ...listingPage(shop.checked) },
    });
  }
  for (const brand of data.allBrand.nodes) {
    actions.createPage({
      path: listingPath('brands', brand.key, { category: brand.categorySlug }),
      component: template('BrandPage'),
      // `name`: the shops that carry it name it so (shops.csv's brands column).
      context: { key: brand.key, name: brand.name, category: brand.categorySlug, ...listingPage(brand.checked) },
    });
  }
  for (const listing of data.allListing.nodes) {
    actions.createPage({
      path: listingPath(listing.directory, listing.key),
      component: template('CommunityListingPage'),
      context: { key: listing.key, directory: listing.directory, listTitle: listTitleOf(listing.directory), ...listingPage(listing.checked) },
    });
  }
  for (const event of data.allEvent.nodes) {
    actions.createPage({ path: listingPath('events', event.key), component: template('EventPage'), context: { key: event.key, ...listingPage(null) } });
  }
  const categoryName = new Map(data.allBrandCategory.nodes.map((category) => [category.slug, category.name]));
  for (const closed of data.allClosedListing.nodes) {
    const category = closed.categorySlug ?? undefined;
    const path = listingPath(closed.list, closed.key, { category });
    const list =
      closed.list === 'brands' && category
        ? { listPath: brandCategoryPath(category), listTitle: `${categoryName.get(category) ?? ''} Brands` }
        : { listPath: `/${closed.list}/`, listTitle: listTitleOf(closed.list) };
    actions.createPage({
      path,
      component: template('ClosedListingPage'),
      context: { path, name: closed.name, place: closed.place, checked: closed.checked, ...list, ...listingPage(closed.checked, true) },
    });
  }
}

/**
 * Routes built from shared templates: a route is added by data and a line of
 * configuration (src/config/routes.ts plus its content), not by copying a page.
 * One function per page family, in the order they were always created.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter, store }) => {
  createRoutePages(actions, reporter);
  const result = await graphql<PageSource>(PAGE_SOURCE_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the brand categories', result.errors as Error[] | undefined);
    return;
  }
  createBrandCategoryPages(actions, result.data);
  createSuggestPages(actions, reporter, result.data);
  createShopListPages(actions, result.data);
  createProvincePages(actions, result.data);
  // Off only for the benchmark's baseline (bench/suites/listing-pages.ts): a site built so links pages it lacks.
  if (process.env[LISTING_PAGES_SWITCH] !== 'off') createListingPages(actions, result.data, publicDirOf(store));
};
