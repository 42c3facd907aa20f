import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CategoryIcon } from '../components/CategoryIcon/CategoryIcon';
import { LinkGrid } from '../components/LinkGrid/LinkGrid';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { brandCategoryPath } from '../config/addresses';

const route = routeInfo('/brands/');

/** The 18 brand categories, each tile with its name, icon, color and path. */
export default function BrandsPage({ data }: PageProps<Queries.BrandsPageQuery>) {
  const tiles = data.allBrandCategory.nodes.map((category) => ({
    to: brandCategoryPath(category.slug),
    label: category.name,
    color: category.color,
    icon: <CategoryIcon name={category.icon} />,
  }));
  return (
    <>
      <PageHeading title={route.title} lead="Browse brands by category." />
      <LinkGrid tiles={tiles} label="Brand categories" />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query BrandsPage {
    allBrandCategory(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        color
      }
    }
  }
`;
