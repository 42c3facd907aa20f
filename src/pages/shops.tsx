import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { ListInvite } from '../components/ListInvite/ListInvite';
import { PageLinks } from '../components/PageLinks/PageLinks';
import { ProvinceMap } from '../components/ProvinceMap/ProvinceMap';
import { ShopDirectory } from '../components/ShopDirectory/ShopDirectory';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { toShopCard } from '../lib/card-data';
import { SHOPS_PER_PAGE, shopPageCount } from '../lib/shop-pages';
import { listPagesJsonLd, serializeJsonLd } from '../lib/structured-data';
import { CheckedLabelsScript } from '../components/ListingState/ListingState';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import { listingPath, shopPagePath } from '../config/addresses';

const route = routeInfo('/shops/');

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

export default function ShopsPage({ data, pageContext }: PageProps<Queries.ShopsPageQuery, ShopsPageContext>) {
  const shops = React.useMemo(() => data.allShop.nodes.map(toShopCard), [data]);
  const total = data.everyShop.totalCount;
  const page = pageContext.page ?? 1;
  const pages = shopPageCount(total);
  const map = data.shopMap;
  // ?province= may name any province with shops; "Near me" compares the phone's position with their centroids, on the phone.
  const provinces = React.useMemo(
    () => ({
      names: data.provinces?.provinces.map((province) => province.name) ?? [],
      near: (data.provinces?.provinces ?? []).flatMap(({ name, lon, lat }) => (lon === null || lat === null ? [] : [{ name, lon, lat }])),
    }),
    [data],
  );
  return (
    <>
      <PageHeading title={titleOf(page, pages)} lead="Bike shops across the Philippines. Search by shop name or city, or pick a province on the map." />
      {map && page === 1 ? <ProvinceMap map={map} /> : null}
      <ShopDirectory shops={shops} total={total} places={data.allShopPlace.nodes} provinces={provinces} firstOfList={page === 1} />
      {pages > 1 ? <PageLinks label="Pages of the shop list" current={page} count={pages} pathOf={shopPagePath} /> : null}
      <ListInvite list="shops" />
      <CheckedLabelsScript when={shops.some((shop) => shop.checked)} />
    </>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ShopsPageQuery, ShopsPageContext>) {
  const site = useSiteMetadata();
  const page = pageContext.page ?? 1;
  const pages = shopPageCount(data.everyShop.totalCount);
  const shops = data.allShop.nodes;
  const title = titleOf(page, pages);
  const urls = shops.map((shop) => `${site.siteUrl}${listingPath('shops', shop.key)}`);
  const structured = listPagesJsonLd(urls, `${site.siteUrl}${shopPagePath(page)}`, title, (page - 1) * SHOPS_PER_PAGE + 1);
  return (
    <Seo title={title} description={descriptionOf(page, pages, shops)} pathname={location.pathname}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} />
    </Seo>
  );
}

// $skip, $limit and $withMap come from create-pages for page 2 and on (the map is on page 1 only); /shops uses the defaults (keep 200 = SHOPS_PER_PAGE).
export const query = graphql`
  query ShopsPage($skip: Int = 0, $limit: Int = 200, $withMap: Boolean = true) {
    allShop(sort: { nameOrder: ASC }, skip: $skip, limit: $limit) {
      nodes {
        ...ShopCardFields
      }
    }
    everyShop: allShop {
      totalCount
    }
    allShopPlace(sort: [{ provinceOrder: ASC }, { nameOrder: ASC }]) {
      nodes {
        name
        province
      }
    }
    shopMap @include(if: $withMap) {
      ...ShopMapFields
    }
    provinces: shopMap {
      provinces {
        name
        lon
        lat
      }
    }
  }
`;
