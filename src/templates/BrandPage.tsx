import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ListingPage } from '../components/ListingPage/ListingPage';
import { ListingHead } from '../components/ListingPage/listing-head';
import { brandCategoryPath, listingPath } from '../config/addresses';
import { shopPlace, toShopCard, toTile } from '../lib/card-data';
import { compareNames } from '../lib/list-filter';
import { provinceOf } from '../lib/provinces';
import { OpenLabel, OpenLabelsScript } from '../components/OpenLabel/OpenLabel';
import * as pageStyles from '../components/ListingPage/ListingPage.css';
import { brandJsonLd } from '../lib/structured-data';

/** A brand's page (src/gatsby/create-pages.ts): its key, its name (as shops.csv's brands column names it) and its category's slug. */
export interface BrandPageContext {
  key: string;
  name: string;
  category: string;
}

/** The shops that carry a brand, by province (Metro Manila for its cities; A to Z, the shops A to Z within), each with its open-now label. */
function WhereToBuy({ brand, shops }: { brand: string; shops: Queries.BrandPageQuery['shops']['nodes'] }) {
  if (shops.length === 0) return null;
  const byProvince = new Map<string, ReturnType<typeof toShopCard>[]>();
  for (const node of shops) {
    const shop = toShopCard(node);
    const province = provinceOf(shop) ?? shop.region;
    byProvince.set(province, [...(byProvince.get(province) ?? []), shop]);
  }
  return (
    <section className={pageStyles.section} aria-labelledby="where-to-buy">
      <h2 id="where-to-buy" className={pageStyles.sectionHeading}>
        Where to buy {brand}
      </h2>
      {[...byProvince]
        .sort(([a], [b]) => compareNames(a, b))
        .map(([province, inProvince]) => (
          <React.Fragment key={province}>
            <h3>{province}</h3>
            <ul className={pageStyles.neighbours}>
              {inProvince.map((shop) => (
                <li key={shop.key}>
                  <a href={listingPath('shops', shop.key)}>{shop.name}</a>, {shopPlace(shop)} <OpenLabel hours={shop.hours ?? null} />
                </li>
              ))}
            </ul>
          </React.Fragment>
        ))}
      {shops.some((shop) => shop.weeklyHours) ? <OpenLabelsScript /> : null}
    </section>
  );
}

type Brand = NonNullable<Queries.BrandPageQuery['brand']>;

const trailOf = (brand: Brand) => [
  { name: 'Home', path: '/' },
  { name: 'Brands', path: '/brands/' },
  { name: `${brand.category.name} Brands`, path: brandCategoryPath(brand.categorySlug) },
  { name: brand.name, path: listingPath('brands', brand.key, { category: brand.categorySlug }) },
];

export default function BrandPage({ data }: PageProps<Queries.BrandPageQuery, BrandPageContext>) {
  const brand = data.brand;
  if (!brand) return null;
  const tile = toTile(brand, 'brands', brand.categorySlug);
  return (
    <ListingPage
      trail={trailOf(brand)}
      name={brand.name}
      logo={{ image: brand.pageLogo?.childImageSharp?.gatsbyImageData ?? null, fallback: 'icon' }}
      state={tile}
      facts={[{ name: 'Category', value: <a href={brandCategoryPath(brand.categorySlug)}>{brand.category.name}</a> }]}
      links={brand.link ? [{ text: 'Visit the brand', href: brand.link }] : []}
      save={{ kind: 'brand', id: brand.key, name: brand.name }}
      report={{ list: 'brands', key: brand.key }}
      others={{
        heading: `Other ${brand.category.name.toLowerCase()} brands`,
        items: data.others.nodes.map((other) => ({ name: other.name, path: listingPath('brands', other.key, { category: brand.categorySlug }) })),
      }}
    >
      <WhereToBuy brand={brand.name} shops={data.shops.nodes} />
    </ListingPage>
  );
}

export function Head({ data, location }: HeadProps<Queries.BrandPageQuery, BrandPageContext>) {
  const brand = data.brand;
  if (!brand) return null;
  const logo = brand.pageLogo?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return (
    <ListingHead
      title={`${brand.name} – ${brand.category.name.toLowerCase()} brand`}
      description={`${brand.name}, a ${brand.category.name.toLowerCase()} brand for cyclists in the Philippines: its site, and other ${brand.category.name.toLowerCase()} brands on Padyak Hub.`}
      pathname={location.pathname}
      trail={trailOf(brand)}
      entity={(url) => brandJsonLd({ name: brand.name, link: brand.link, logo: logo ? new URL(logo, url).href : null }, url)}
    />
  );
}

export const query = graphql`
  query BrandPage($key: String!, $name: String!, $category: String!) {
    brand(key: { eq: $key }) {
      ...BrandTileFields
      categorySlug
      category {
        name
      }
      pageLogo: logo {
        ...ListingPageLogo
      }
    }
    shops: allShop(filter: { brands: { eq: $name } }, sort: { nameOrder: ASC }) {
      nodes {
        ...ShopCardFields
      }
    }
    others: allBrand(filter: { categorySlug: { eq: $category }, key: { ne: $key } }, sort: { nameOrder: ASC }, limit: 12) {
      nodes {
        key
        name
      }
    }
  }
`;
