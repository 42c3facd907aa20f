import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { StaticIsland } from '../components/StaticIsland/StaticIsland';
import { LIST_LINK_ATTRIBUTE } from '../config/addresses';
import { notSavedCopy } from '../content/not-saved';
import * as templateStyles from '../templates/templates.css';

/**
 * What a listing's page that was never opened on this device shows offline (listing pages are not
 * precached; docs/decisions.md, "Offline, with fresh content online"). The service worker answers
 * such a page with this page's saved copy, which runs no script (so the address stays the
 * listing's), and sets the marked link to the listing's list; here, as built, it links home.
 */
export default function NotSavedPage() {
  const listLink = { [LIST_LINK_ATTRIBUTE]: '', href: '/' };
  return (
    <>
      <PageHeading title={notSavedCopy.title} lead={notSavedCopy.lead} />
      <StaticIsland as="p" className={templateStyles.prose}>
        {/* A plain link: the worker finds it by its attribute and sets its address. */}
        <a {...listLink}>{notSavedCopy.listLink}</a>
        {notSavedCopy.listLinkAfter}
      </StaticIsland>
    </>
  );
}

// Never a page to find in a search: noindex, and out of the sitemap (gatsby-config.ts).
export function Head({ location }: HeadProps) {
  return (
    <Seo title={notSavedCopy.title} description={notSavedCopy.description} pathname={location.pathname}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
