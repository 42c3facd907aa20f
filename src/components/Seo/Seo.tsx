import * as React from 'react';
import { pageAddress } from '../../config/addresses';
import { useSiteMetadata } from '../../hooks/use-site-metadata';

interface SeoProps {
  /** The page part of '{Page} - Padyak Hub'. */
  title: string;
  description: string;
  /** The page's path; null for the not-found page, which no address stands for: no canonical link. */
  pathname: string | null;
  children?: React.ReactNode;
}

/** Everything a page puts in <head>: used by every page's Gatsby `Head` export. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = `${title} - ${site.title}`;
  // The page's own address, ending in a slash as every link names it (a visit to /shops is redirected to /shops/).
  const url = pathname === null ? null : `${site.siteUrl}${pathname === '/' ? '/' : pageAddress(pathname)}`;
  const image = `${site.siteUrl}/icons/icon-512x512.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  );
}
