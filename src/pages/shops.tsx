import * as React from 'react';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { DirectoryView } from '../components/DirectoryView/DirectoryView';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { PageLinks } from '../components/PageLinks/PageLinks';
import { ShopCard } from '../components/ShopCard/ShopCard';
import { Seo } from '../components/Seo/Seo';
import { SaveToggle } from '../components/SaveToggle/SaveToggle';
import { routeInfo } from '../config/routes';
import { shopsCopy } from '../content/directories';
import { toShopCard, type ShopCardData } from '../lib/card-data';
import { SHOP_INDEX_PATH, SHOPS_PER_PAGE, parseShopIndex, shopPageCount, shopPagePath } from '../lib/shop-pages';
import { serializeJsonLd, shopListJsonLd } from '../lib/structured-data';
import { useSiteMetadata } from '../hooks/use-site-metadata';

const route = routeInfo('/shops');
const columns = { base: 1, md: 2, lg: 3 };
const searchFields = (shop: ShopCardData) => [shop.location, shop.province, shop.region];

/** Page 2 and on of a long list (src/gatsby/create-pages.ts); /shops itself has no context. */
interface ShopsPageContext {
  page?: number;
}

/** '/shops' → 'Bike Shops'; '/shops/page/2' → 'Bike Shops, page 2 of 50'. */
function titleOf(page: number, pages: number): string {
  return page > 1 ? `${route.title}, page ${page} of ${pages}` : route.title;
}

function descriptionOf(page: number, pages: number, shops: readonly { name: string }[]): string {
  if (page <= 1) return route.description;
  return `Bike shops in the Philippines, A to Z, page ${page} of ${pages}: ${shops[0]?.name ?? ''} to ${shops.at(-1)?.name ?? ''}.`;
}

let wholeList: Promise<ShopCardData[]> | null = null;
/** Every shop, from the index the build writes; one request per visit. */
function loadEveryShop(): Promise<ShopCardData[]> {
  wholeList ??= fetch(withPrefix(SHOP_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`${SHOP_INDEX_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseShopIndex)
    .catch((error: unknown) => {
      wholeList = null; // the next search tries again
      throw error;
    });
  return wholeList;
}

export default function ShopsPage({ data, pageContext }: PageProps<Queries.ShopsPageQuery, ShopsPageContext>) {
  const shops = React.useMemo(() => data.allShop.nodes.map(toShopCard), [data]);
  const total = data.everyShop.totalCount;
  const page = pageContext.page ?? 1;
  const pages = shopPageCount(total);
  const city = React.useMemo(
    () => ({
      label: shopsCopy.cityLabel,
      allLabel: shopsCopy.allCities,
      placeOf: (shop: ShopCardData) => shop.location,
      places: data.allShopPlace.nodes.map((place) => place.name),
    }),
    [data],
  );
  // Only a list longer than this page needs the index; today's whole list is in the page.
  const whole = React.useMemo(() => (total > shops.length ? { total, load: loadEveryShop } : undefined), [total, shops.length]);
  return (
    <>
      <PageHeading title={titleOf(page, pages)} lead="Bike shops across the Philippines. Search by shop name or city." />
      <DirectoryView
        items={shops}
        searchPlaceholder={shopsCopy.searchPlaceholder}
        emptyTitle={shopsCopy.emptyTitle}
        emptyHint={shopsCopy.emptyHint}
        footer={shopsCopy.footer}
        columns={columns}
        searchFields={searchFields}
        city={city}
        listLabel="Bike shops"
        whole={whole}
        renderItem={(shop) => <ShopCard shop={shop} action={<SaveToggle item={{ kind: 'shop', id: shop.key, name: shop.name }} />} />}
      />
      {pages > 1 ? <PageLinks label="Pages of the shop list" current={page} count={pages} pathOf={shopPagePath} /> : null}
    </>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ShopsPageQuery, ShopsPageContext>) {
  const site = useSiteMetadata();
  const page = pageContext.page ?? 1;
  const pages = shopPageCount(data.everyShop.totalCount);
  const shops = data.allShop.nodes;
  const title = titleOf(page, pages);
  const structured = shopListJsonLd(shops, `${site.siteUrl}${shopPagePath(page)}`, title, (page - 1) * SHOPS_PER_PAGE + 1);
  return (
    <Seo title={title} description={descriptionOf(page, pages, shops)} pathname={location.pathname}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} />
    </Seo>
  );
}

// $skip and $limit come from create-pages for page 2 and on; /shops uses the defaults (keep 200 = SHOPS_PER_PAGE).
export const query = graphql`
  query ShopsPage($skip: Int = 0, $limit: Int = 200) {
    allShop(sort: { nameOrder: ASC }, skip: $skip, limit: $limit) {
      nodes {
        ...ShopCardFields
      }
    }
    everyShop: allShop {
      totalCount
    }
    allShopPlace(sort: { nameOrder: ASC }) {
      nodes {
        name
      }
    }
  }
`;
