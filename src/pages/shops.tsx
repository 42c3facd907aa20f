import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DirectoryView } from '../components/DirectoryView/DirectoryView';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { ShopCard, type ShopCardData } from '../components/ShopCard/ShopCard';
import { Seo } from '../components/Seo/Seo';
import { SaveToggle } from '../components/SaveToggle/SaveToggle';
import { routeInfo } from '../config/routes';
import { shopsCopy } from '../content/directories';
import { toShopCard } from '../lib/card-data';

const route = routeInfo('/shops');
const columns = { base: 1, md: 2, lg: 3 };
const searchFields = (shop: ShopCardData) => [shop.location, shop.province, shop.region];
const city = { label: shopsCopy.cityLabel, allLabel: shopsCopy.allCities, placeOf: (shop: ShopCardData) => shop.location };

export default function ShopsPage({ data }: PageProps<Queries.ShopsPageQuery>) {
  const shops = React.useMemo(() => data.allShop.nodes.map(toShopCard), [data]);
  return (
    <>
      <PageHeading title={route.title} lead="Bike shops across the Philippines. Search by shop name or city." />
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
        renderItem={(shop) => <ShopCard shop={shop} action={<SaveToggle item={{ kind: 'shop', id: shop.key, name: shop.name }} />} />}
      />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ShopsPage {
    allShop(sort: { name: ASC }) {
      nodes {
        key
        name
        location
        province
        region
        link
        source
        logo {
          ...ShopCardLogo
        }
      }
    }
  }
`;
