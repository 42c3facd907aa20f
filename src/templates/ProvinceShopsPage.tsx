import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { PageLinks } from '../components/PageLinks/PageLinks';
import { ProvinceMap } from '../components/ProvinceMap/ProvinceMap';
import { ShopDirectory } from '../components/ShopDirectory/ShopDirectory';
import { StaticIsland } from '../components/StaticIsland/StaticIsland';
import { Seo } from '../components/Seo/Seo';
import { toShopCard } from '../lib/card-data';
import { shopCount } from '../lib/provinces';
import { SHOPS_PER_PAGE, shopPageCount } from '../lib/shop-pages';
import { breadcrumbJsonLd, listPagesJsonLd, serializeJsonLd } from '../lib/structured-data';
import { CheckedLabelsScript } from '../components/ListingState/ListingState';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import * as styles from './templates.css';
import { listingPath, provincePagePath } from '../config/addresses';

/** One province's page (src/gatsby/create-pages.ts): its name, slug and shops' locations; page 2 and on of a long one. */
export interface ProvinceShopsContext {
  name: string;
  slug: string;
  locations: string[];
  page?: number;
}

const titleOf = (name: string, page: number, pages: number) => (page > 1 ? `Bike Shops in ${name}, page ${page} of ${pages}` : `Bike Shops in ${name}`);

/** 'Makati (1), Taguig (2) and Metro Manila, no city given (3)'. */
function placesSentence(name: string, places: readonly { name: string; count: number }[]): string {
  const parts = places.map((place) => (place.name === name ? `${name} with no city given (${place.count})` : `${place.name} (${place.count})`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
}

export default function ProvinceShopsPage({ data, pageContext }: PageProps<Queries.ProvinceShopsPageQuery, ProvinceShopsContext>) {
  const { name, slug } = pageContext;
  const shops = React.useMemo(() => data.allShop.nodes.map(toShopCard), [data]);
  const total = data.everyShop.totalCount;
  const page = pageContext.page ?? 1;
  const pages = shopPageCount(total);
  const province = data.shopMap?.provinces.find((entry) => entry.slug === slug);
  const places = province?.places ?? [];
  return (
    <>
      <Breadcrumbs
        steps={[
          { name: 'Home', path: '/' },
          { name: 'Bike Shops', path: '/shops/' },
          { name, path: provincePagePath(slug) },
        ]}
      />
      <PageHeading title={titleOf(name, page, pages)} lead={`${shopCount(total)} in ${name}.`} />
      <div className={styles.provinceIntro}>
        {data.shopMap ? <ProvinceMap map={data.shopMap} highlight={slug} /> : null}
        <StaticIsland as="p" key={slug}>
          {places.length > 0 ? `Where: ${placesSentence(name, places)}.` : null}
        </StaticIsland>
      </div>
      <ShopDirectory shops={shops} total={total} places={data.allShopPlace.nodes} inProvince={name} />
      {pages > 1 ? <PageLinks label={`Pages of the shops in ${name}`} current={page} count={pages} pathOf={(n) => provincePagePath(slug, n)} /> : null}
      <CheckedLabelsScript when={shops.some((shop) => shop.checked)} />
    </>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ProvinceShopsPageQuery, ProvinceShopsContext>) {
  const site = useSiteMetadata();
  const { name, slug } = pageContext;
  const page = pageContext.page ?? 1;
  const total = data.everyShop.totalCount;
  const pages = shopPageCount(total);
  const title = titleOf(name, page, pages);
  const shops = data.allShop.nodes;
  const places = data.allShopPlace.nodes.map((place) => place.name);
  const description = `Bike shops in ${name}, Philippines: ${shopCount(total)} in ${places.join(', ')}, with their links. Search by name or city.`;
  const urls = shops.map((shop) => `${site.siteUrl}${listingPath('shops', shop.key)}`);
  const list = listPagesJsonLd(urls, `${site.siteUrl}${provincePagePath(slug, page)}`, title, (page - 1) * SHOPS_PER_PAGE + 1);
  const trail = breadcrumbJsonLd([
    { name: 'Home', url: `${site.siteUrl}/` },
    { name: 'Bike Shops', url: `${site.siteUrl}/shops/` },
    { name, url: `${site.siteUrl}${provincePagePath(slug)}` },
  ]);
  return (
    <Seo title={title} description={description} pathname={location.pathname}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(list) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(trail) }} />
    </Seo>
  );
}

export const query = graphql`
  query ProvinceShopsPage($locations: [String!]!, $skip: Int = 0, $limit: Int = 200) {
    allShop(filter: { location: { in: $locations } }, sort: { nameOrder: ASC }, skip: $skip, limit: $limit) {
      nodes {
        ...ShopCardFields
      }
    }
    everyShop: allShop(filter: { location: { in: $locations } }) {
      totalCount
    }
    allShopPlace(filter: { name: { in: $locations } }, sort: [{ provinceOrder: ASC }, { nameOrder: ASC }]) {
      nodes {
        name
        province
      }
    }
    shopMap {
      ...ShopMapFields
      provinces {
        slug
        places {
          name
          count
        }
      }
    }
  }
`;
