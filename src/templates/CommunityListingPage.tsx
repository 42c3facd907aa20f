import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ListingPage } from '../components/ListingPage/ListingPage';
import { ListingHead } from '../components/ListingPage/listing-head';
import { listingPath } from '../config/addresses';
import { directoryCopy } from '../content/directories';
import { suggestLists } from '../content/suggest';
import { toTile } from '../lib/card-data';
import { organizationJsonLd } from '../lib/structured-data';
import type { DirectorySlug } from '../pipeline/types';

/** A community listing's page (src/gatsby/create-pages.ts): its key, its list, and the list's title. */
export interface CommunityListingContext {
  key: string;
  directory: DirectorySlug;
  listTitle: string;
}

/** 'cycling-groups' → 'cycling group', the words the suggest form uses without their article. */
const kindOf = (directory: string) => (suggestLists[directory] ?? '').replace(/^an? /, '');

const trailOf = (listing: { name: string; key: string }, { directory, listTitle }: CommunityListingContext) => [
  { name: 'Home', path: '/' },
  { name: listTitle, path: `/${directory}/` },
  { name: listing.name, path: listingPath(directory, listing.key) },
];

export default function CommunityListingPage({ data, pageContext }: PageProps<Queries.CommunityListingPageQuery, CommunityListingContext>) {
  const listing = data.listing;
  if (!listing) return null;
  const { directory } = pageContext;
  const tile = toTile(listing, directory);
  return (
    <ListingPage
      trail={trailOf(listing, pageContext)}
      name={listing.name}
      logo={{ image: listing.pageLogo?.childImageSharp?.gatsbyImageData ?? null, fallback: directoryCopy[directory].missingLogo }}
      state={tile}
      facts={[{ name: 'Listed in', value: <a href={`/${directory}/`}>{pageContext.listTitle}</a> }]}
      links={[{ text: 'Visit their page', href: listing.link }]}
      save={{ kind: 'listing', id: listing.key, name: listing.name }}
      report={{ list: directory, key: listing.key }}
      others={{ heading: `More in ${pageContext.listTitle}`, items: data.others.nodes.map((other) => ({ name: other.name, path: listingPath(directory, other.key) })) }}
    />
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.CommunityListingPageQuery, CommunityListingContext>) {
  const listing = data.listing;
  if (!listing) return null;
  const kind = kindOf(pageContext.directory);
  const logo = listing.pageLogo?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return (
    <ListingHead
      title={`${listing.name} – ${kind}`}
      description={`${listing.name}, a ${kind} in the Philippines, on Padyak Hub: their page, and more in ${pageContext.listTitle}.`}
      pathname={location.pathname}
      trail={trailOf(listing, pageContext)}
      entity={(url) => organizationJsonLd({ name: listing.name, link: listing.link, logo: logo ? new URL(logo, url).href : null }, url)}
    />
  );
}

export const query = graphql`
  query CommunityListingPage($key: String!, $directory: String!) {
    listing(key: { eq: $key }) {
      ...ListingTileFields
      pageLogo: logo {
        ...ListingPageLogo
      }
    }
    others: allListing(filter: { directory: { eq: $directory }, key: { ne: $key } }, sort: { nameOrder: ASC }, limit: 12) {
      nodes {
        key
        name
      }
    }
  }
`;
