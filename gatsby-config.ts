import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';
import { site } from './src/config/site';
import { sitemapOptions } from './src/gatsby/sitemap';
import { cacheFolderTrusted, untrustedCacheEntry } from './src/pipeline/node/data-files';
import { REMOTE_CACHE_DIR } from './src/pipeline/detect/remote-cache';

const dataDir = path.resolve(process.env.PADYAK_DATA_DIR ?? 'data');
// Remote images as `npm run data:fetch` stored them; the folder exists once something was fetched.
const remoteCacheDir = path.join(dataDir, REMOTE_CACHE_DIR);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    tagline: site.tagline,
    description: site.description,
    siteUrl: site.siteUrl,
    instagramUrl: site.instagramUrl,
    instagramHandle: site.instagramHandle,
  },
  // Types for every page query are generated into src/gatsby-types.d.ts.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // Every page's address ends in a slash (/shops/): the build writes shops/index.html, which
  // Netlify and Cloudflare Pages serve at /shops/ and redirect /shops to. docs/decisions.md,
  // "Addresses end in a slash".
  trailingSlash: 'always',
  plugins: [
    { resolve: 'gatsby-plugin-vanilla-extract', options: { identifiers: 'short' } },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'none', quality: 70 } },
    },
    'gatsby-transformer-sharp',
    // Editors' images: logos and the pictures we draw (slides, posters, maps).
    { resolve: 'gatsby-source-filesystem', options: { name: 'logos', path: path.join(dataDir, 'logos') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.join(dataDir, 'images') } },
    // Only as data:fetch writes it: ordinary folders (a linked cache folder is not listed at all)
    // and no entry that is a link, so the build never walks or copies anything outside data/.
    // The data check reports each such copy at the rows that use it.
    ...(cacheFolderTrusted(dataDir, REMOTE_CACHE_DIR)
      ? [
          {
            resolve: 'gatsby-source-filesystem',
            options: { name: 'fetched-images', path: remoteCacheDir, ignore: ['**/*.json', '**/.*', '**/*.tmp', untrustedCacheEntry] },
          },
        ]
      : []),
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.title,
        short_name: site.title,
        description: site.description,
        start_url: '/',
        lang: 'en',
        display: 'standalone',
        theme_color: site.themeColor,
        background_color: site.backgroundColor,
        icon: 'static/brand/icon.png',
        icon_options: { purpose: 'any maskable' },
        // No cache-busting digest: the icon seldom changes and stable names keep HTML small.
        cache_busting_mode: 'none',
        // No apple-touch-icon links: iOS reads the manifest's icons since 11.3, and the eight links cost every page ~560 bytes (a listing's page has a 12 KB budget).
        legacy: false,
      },
    },
    // A listing page's lastmod is its checked month (none when never checked); a closed listing's page and the report pages are left out (src/gatsby/sitemap.ts).
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions },
  ],
};

export default config;
