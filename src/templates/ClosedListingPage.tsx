import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { ListingPage } from '../components/ListingPage/ListingPage';
import { ListingHead } from '../components/ListingPage/listing-head';

/** A closed listing's page (src/gatsby/create-pages.ts): all it says comes with it. */
export interface ClosedListingContext {
  path: string;
  name: string;
  /** Where it was ('Iloilo City, Iloilo') or its category, when the data says. */
  place: string | null;
  checked: string | null;
  /** The list it was in, to find the others. */
  listPath: string;
  listTitle: string;
}

const trailOf = ({ name, path, listPath, listTitle }: ClosedListingContext) => [
  { name: 'Home', path: '/' },
  { name: listTitle, path: listPath },
  { name, path },
];

/**
 * A closed listing keeps its page, as people follow old links: it says it has closed and points
 * to its list. It is in no list, count, map, search or sitemap, its page asks search engines not
 * to index it, and it carries no business markup (telling them a closed shop is open is worse
 * than telling them nothing).
 */
export default function ClosedListingPage({ pageContext }: PageProps<object, ClosedListingContext>) {
  const { name, place, checked, listPath, listTitle } = pageContext;
  return (
    <ListingPage trail={trailOf(pageContext)} name={name} state={{ checked }} facts={place ? [{ name: 'Was', value: place }] : []} links={[]}>
      <p>
        <strong>{name} has closed.</strong> It is no longer listed on Padyak Hub. <a href={listPath}>See {listTitle}</a>.
      </p>
    </ListingPage>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ClosedListingContext>) {
  const { name, listTitle } = pageContext;
  return (
    <ListingHead
      title={`${name} (closed)`}
      description={`${name} has closed. See ${listTitle} on Padyak Hub.`}
      pathname={location.pathname}
      trail={trailOf(pageContext)}
      noindex
    />
  );
}
