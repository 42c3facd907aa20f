import { graphql, useStaticQuery } from 'gatsby';
import type { SiteMetadata } from '../config/site';

/** The site's name, tagline, address and Instagram page, from gatsby-config's siteMetadata. */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          tagline
          description
          siteUrl
          instagramUrl
          instagramHandle
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  if (!meta?.title || !meta.tagline || !meta.description || !meta.siteUrl || !meta.instagramUrl || !meta.instagramHandle) {
    throw new Error('siteMetadata in gatsby-config.ts is incomplete');
  }
  return {
    title: meta.title,
    tagline: meta.tagline,
    description: meta.description,
    siteUrl: meta.siteUrl,
    instagramUrl: meta.instagramUrl,
    instagramHandle: meta.instagramHandle,
  };
}
