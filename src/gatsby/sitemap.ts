/**
 * gatsby-plugin-sitemap's options (read in node_modules/gatsby-plugin-sitemap, version 6: `query`,
 * `excludes`, `resolvePages`, `serialize`). A listing's page says in its context when the listing
 * was last checked and whether it has closed (`listingPage`):
 *
 * - its `lastmod` is its checked month ('2026-11' → '2026-11-01'), and a listing never checked has
 *   none: never the build's time, which would tell search engines every page changed every day;
 * - a closed listing's page is left out (it stays for old links, with noindex);
 * - every other page is as before: no lastmod.
 *
 * The plugin itself adds no lastmod (its default serialize gives changefreq and priority only, and
 * the sitemap package writes a lastmod only when an entry has one), so these are the only ones.
 */
import { NOT_SAVED_PATH } from '../config/addresses';

/** What a listing's page holds in its context for the sitemap. */
export interface ListingPageContext {
  /** The month the listing was last checked ('2026-11'), or null: never. */
  checked: string | null;
  closed: boolean;
}

/** A page as the query below reads it. */
export interface SitemapPage {
  path: string;
  /** The page's context: a listing page's has `listingPage`; other pages hold other things. */
  pageContext?: ({ listingPage?: ListingPageContext | null } & Record<string, unknown>) | null;
}

export interface SitemapEntry {
  url: string;
  changefreq: string;
  priority: number;
  lastmod?: string;
}

/** The pages and the site's address, with each page's context. */
export const SITEMAP_QUERY = `{
  site {
    siteMetadata {
      siteUrl
    }
  }
  allSitePage {
    nodes {
      path
      pageContext
    }
  }
}`;

/** Pages that are not to be found by search: the 404 page, and a listing's report page (a form for visitors). */
/** Pages no search engine should be sent to: the not-found page, the report forms, and the offline note for a listing page not saved. */
export const SITEMAP_EXCLUDES = ['/404/', '/404.html', '/dev-404-page/', '/suggest/report/**', NOT_SAVED_PATH];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Every page but a closed listing's. */
export function resolveSitemapPages(data: { allSitePage?: { nodes?: readonly SitemapPage[] | null } | null }): SitemapPage[] {
  const nodes = data.allSitePage?.nodes;
  if (!nodes) throw new Error('The sitemap query found no allSitePage.nodes.');
  return nodes.filter((page) => page.pageContext?.listingPage?.closed !== true);
}

/** A page's entry: the plugin's own (changefreq daily, priority 0.7), with a listing's checked month as its lastmod. */
export function serializeSitemapPage(page: SitemapPage): SitemapEntry {
  const entry: SitemapEntry = { url: page.path, changefreq: 'daily', priority: 0.7 };
  const checked = page.pageContext?.listingPage?.checked;
  if (checked && MONTH.test(checked)) entry.lastmod = `${checked}-01`;
  return entry;
}

/** The plugin's options as gatsby-config.ts passes them. */
export const sitemapOptions = {
  query: SITEMAP_QUERY,
  excludes: SITEMAP_EXCLUDES,
  resolvePages: resolveSitemapPages,
  serialize: serializeSitemapPage,
};
