import * as React from 'react';
import { Seo } from '../Seo/Seo';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { breadcrumbJsonLd, serializeJsonLd } from '../../lib/structured-data';

interface ListingHeadProps {
  title: string;
  description: string;
  pathname: string;
  trail: readonly { name: string; path: string }[];
  /** The listing's own markup (BikeStore, Brand…), given its page's full address; none for a closed listing. */
  entity?: ((pageUrl: string) => object) | null;
  /** A closed listing's page: kept for old links, out of search engines' index. */
  noindex?: boolean;
}

/** A listing page's <head>: title, description, canonical, its breadcrumb and its own structured data. */
export function ListingHead({ title, description, pathname, trail, entity, noindex }: ListingHeadProps) {
  const site = useSiteMetadata();
  const crumbs = breadcrumbJsonLd(trail.map((step) => ({ name: step.name, url: `${site.siteUrl}${step.path}` })));
  const own = entity ? entity(`${site.siteUrl}${trail.at(-1)?.path ?? pathname}`) : null;
  return (
    <Seo title={title} description={description} pathname={pathname}>
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(crumbs) }} />
      {own ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(own) }} /> : null}
    </Seo>
  );
}
