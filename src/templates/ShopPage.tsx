import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ListingPage } from '../components/ListingPage/ListingPage';
import { ListingHead } from '../components/ListingPage/listing-head';
import { OpenLabelsScript, useHolidays } from '../components/OpenLabel/OpenLabel';
import { WeeklyHoursTable } from '../components/OpenLabel/WeeklyHoursTable';
import { listingPath, mapSearchUrl, provincePagePath } from '../config/addresses';
import { shopsCopy } from '../content/directories';
import { shopPlace, toShopCard, vocabularyLabels } from '../lib/card-data';
import { PAYMENTS, SERVICES } from '../pipeline/entities/shop-vocabularies';
import { shopJsonLd } from '../lib/structured-data';

/** A shop's page (src/gatsby/create-pages.ts): its key, its province when the map knows it, and the province's other shops it links (A to Z). */
export interface ShopPageContext {
  key: string;
  others: { key: string; name: string }[];
  /** The brands it carries that have a page (shops.csv's brands column), in the cell's order. */
  brands: { name: string; path: string }[];
  province: { name: string; slug: string; map: string; width: number; height: number } | null;
}

const trailOf = (shop: { name: string; key: string }, province: ShopPageContext['province']) => [
  { name: 'Home', path: '/' },
  { name: 'Bike Shops', path: '/shops/' },
  ...(province ? [{ name: province.name, path: provincePagePath(province.slug) }] : []),
  { name: shop.name, path: listingPath('shops', shop.key) },
];

export default function ShopPage({ data, pageContext }: PageProps<Queries.ShopPageQuery, ShopPageContext>) {
  const holidays = useHolidays();
  const node = data.shop;
  if (!node) return null;
  const shop = toShopCard(node);
  const { province } = pageContext;
  return (
    <ListingPage
      trail={trailOf(shop, province)}
      name={shop.name}
      logo={{ image: node.pageLogo?.childImageSharp?.gatsbyImageData ?? null, fallback: 'icon' }}
      state={shop}
      facts={[
        { name: 'Where', value: shopPlace(shop) },
        { name: 'Region', value: shop.region },
        { name: 'Hours', value: shop.hours ? <WeeklyHoursTable hours={shop.hours} holidays={holidays} /> : shopsCopy.hoursNotKnown },
        ...(shop.services?.length ? [{ name: 'Services', value: vocabularyLabels(SERVICES, shop.services).join(', ') }] : []),
        ...(shop.payment?.length ? [{ name: 'Payment', value: vocabularyLabels(PAYMENTS, shop.payment).join(', ') }] : []),
        ...(pageContext.brands.length
          ? [
              {
                name: 'Brands',
                value: (
                  <>
                    {pageContext.brands.map((brand, at) => (
                      <React.Fragment key={brand.path}>
                        {at > 0 ? ', ' : null}
                        <a href={brand.path}>{brand.name}</a>
                      </React.Fragment>
                    ))}
                  </>
                ),
              },
            ]
          : []),
      ]}
      links={[
        ...(shop.link ? [{ text: shopsCopy.visitShop, href: shop.link }] : []),
        { text: shopsCopy.findOnMap, href: mapSearchUrl(shop.name, shop.location), outline: true },
      ]}
      map={province ? { src: province.map, province: province.name, width: province.width, height: province.height } : null}
      save={{ kind: 'shop', id: shop.key, name: shop.name }}
      report={{ list: 'shops', key: shop.key }}
      others={
        province
          ? { heading: `Other bike shops in ${province.name}`, items: pageContext.others.map((other) => ({ name: other.name, path: listingPath('shops', other.key) })) }
          : null
      }
    >
      {shop.hours ? <OpenLabelsScript /> : null}
    </ListingPage>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ShopPageQuery, ShopPageContext>) {
  const node = data.shop;
  if (!node) return null;
  const shop = toShopCard(node);
  const place = shopPlace(shop);
  return (
    <ListingHead
      title={`${shop.name} – bike shop in ${place}`}
      description={`${shop.name} is a bike shop in ${place}, Philippines. Its page, the shop on the map, and other bike shops nearby on Padyak Hub.`}
      pathname={location.pathname}
      trail={trailOf(shop, pageContext.province)}
      entity={(url) => shopJsonLd({ ...shop, payment: vocabularyLabels(PAYMENTS, shop.payment) }, url)}
    />
  );
}

export const query = graphql`
  query ShopPage($key: String!) {
    shop(key: { eq: $key }) {
      ...ShopCardFields
      pageLogo: logo {
        ...ListingPageLogo
      }
    }
  }
`;
