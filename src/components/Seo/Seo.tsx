import * as React from 'react';
import { useSiteMetadata } from '../../hooks/use-site-metadata';

interface SeoProps {
  /** The page part of '{Page} - Padyak Hub'. */
  title: string;
  description: string;
  pathname: string;
  children?: React.ReactNode;
}

/** Everything a page puts in <head>: used by every page's Gatsby `Head` export. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = `${title} - ${site.title}`;
  const url = `${site.siteUrl}${pathname === '/' ? '' : pathname}`;
  const image = `${site.siteUrl}/icons/icon-512x512.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url || site.siteUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url || site.siteUrl} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  );
}
