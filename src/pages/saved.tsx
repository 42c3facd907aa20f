import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { SavedList, type SavedCatalog } from '../components/SavedList/SavedList';
import { Seo } from '../components/Seo/Seo';
import { routeInfo, routes } from '../config/routes';
import { toShopCard, toTile } from '../lib/card-data';
import { fetchEveryShop } from '../lib/shop-index-fetch';

const route = routeInfo('/saved/');

const directoryTitle = (slug: string) => routes.find((entry) => entry.path === `/${slug}/`)?.title ?? slug;

export default function SavedPage({ data }: PageProps<Queries.SavedPageQuery>) {
  const catalog = React.useMemo<SavedCatalog>(
    () => ({
      shops: new Map(data.allShop.nodes.map((node) => [node.key, toShopCard(node)])),
      everyShop: data.everyShop.totalCount > data.allShop.nodes.length ? fetchEveryShop : undefined,
      brands: new Map(data.allBrand.nodes.map((node) => [node.key, { ...toTile(node, 'brands', node.categorySlug), category: node.category.name }])),
      listings: new Map(data.allListing.nodes.map((node) => [node.key, { ...toTile(node, node.directory), directory: directoryTitle(node.directory) }])),
    }),
    [data],
  );
  return (
    <>
      <PageHeading title={route.title} lead="Shops, brands and listings you saved to come back to." />
      <SavedList catalog={catalog} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo title={route.title} description={route.description} pathname={location.pathname}>
      {/* Every visitor's list is their own: nothing here for a search engine. */}
      <meta name="robots" content="noindex" />
    </Seo>
  );
}

// A shops list longer than a page (SHOPS_PER_PAGE, the default of $limit) embeds only its first page:
// the rest come from the shop index, already precached, when a saved shop is not among them. Every
// shop here as well was 2 MB of the precache at 10,000 shops.
export const query = graphql`
  query SavedPage($limit: Int = 200) {
    allShop(sort: { nameOrder: ASC }, limit: $limit) {
      nodes {
        ...ShopCardFields
      }
    }
    everyShop: allShop {
      totalCount
    }
    allBrand(sort: { nameOrder: ASC }) {
      nodes {
        ...BrandTileFields
        categorySlug
        category {
          name
        }
      }
    }
    allListing(sort: { nameOrder: ASC }) {
      nodes {
        ...ListingTileFields
        directory
      }
    }
  }
`;
