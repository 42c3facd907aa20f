/**
 * The one place for facts about the site itself. gatsby-config.ts copies this
 * into siteMetadata; components read it back through useSiteMetadata().
 */
export const site = {
  title: 'Padyak Hub',
  tagline: 'Your hub for all things cycling',
  description: 'Welcome to Padyak Hub. Your hub for all things cycling.',
  // The production address; override with SITE_URL when deploying elsewhere.
  siteUrl: (process.env.SITE_URL ?? 'https://padyakhub.ph').replace(/\/$/, ''),
  // The project's own Instagram account: owners message it to be listed.
  instagramUrl: 'https://www.instagram.com/padyakhub/',
  instagramHandle: '@padyakhub',
  themeColor: '#166534',
  backgroundColor: '#f8faf7',
} as const;

export type SiteMetadata = {
  title: string;
  tagline: string;
  description: string;
  siteUrl: string;
  instagramUrl: string;
  instagramHandle: string;
};
