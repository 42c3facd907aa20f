/** The sitemap: a listing's page has its checked month as lastmod (none when never checked), a closed one is left out, other pages as before. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Joi } from 'gatsby-plugin-utils';
import { onPostBuild, pluginOptionsSchema } from 'gatsby-plugin-sitemap/gatsby-node';
import { resolveSitemapPages, serializeSitemapPage, sitemapOptions, type SitemapPage } from '../../../src/gatsby/sitemap';

const pages: SitemapPage[] = [
  { path: '/shops/sample-checked-shop/', pageContext: { listingPage: { checked: '2026-11', closed: false } } },
  { path: '/shops/sample-never-checked-shop/', pageContext: { listingPage: { checked: null, closed: false } } },
  { path: '/shops/sample-closed-shop/', pageContext: { listingPage: { checked: '2025-01', closed: true } } },
  { path: '/shops/', pageContext: { list: 'shops' } },
  { path: '/about/', pageContext: {} },
  { path: '/suggest/report/shops/sample-checked-shop/', pageContext: { list: 'shops' } },
];

describe('the sitemap functions', () => {
  it('gives a listing page its checked month as lastmod, and none when it was never checked', () => {
    expect(serializeSitemapPage(pages[0]!)).toEqual({ url: '/shops/sample-checked-shop/', changefreq: 'daily', priority: 0.7, lastmod: '2026-11-01' });
    expect(serializeSitemapPage(pages[1]!)).toEqual({ url: '/shops/sample-never-checked-shop/', changefreq: 'daily', priority: 0.7 });
  });

  it('leaves an ordinary page as the plugin writes it, without lastmod', () => {
    expect(serializeSitemapPage(pages[3]!)).toEqual({ url: '/shops/', changefreq: 'daily', priority: 0.7 });
    expect(serializeSitemapPage({ path: '/', pageContext: null })).toEqual({ url: '/', changefreq: 'daily', priority: 0.7 });
  });

  it('leaves out a closed listing page and keeps every other', () => {
    expect(resolveSitemapPages({ allSitePage: { nodes: pages } }).map((page) => page.path)).toEqual(
      pages.filter((page) => page.path !== '/shops/sample-closed-shop/').map((page) => page.path),
    );
  });
});

describe('gatsby-plugin-sitemap with these options', () => {
  let folder: string;
  let cwd: string;
  let xml: string;
  let index: string;
  beforeAll(async () => {
    cwd = process.cwd();
    folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-sitemap-'));
    process.chdir(folder);
    // The options as Gatsby hands them to the plugin: validated, with the plugin's defaults for the rest.
    const options = await pluginOptionsSchema({ Joi }).validateAsync(sitemapOptions, { externals: false });
    const queries: string[] = [];
    const graphql = async (query: string) => {
      queries.push(query);
      return { data: { site: { siteMetadata: { siteUrl: 'https://padyak.example' } }, allSitePage: { nodes: pages } } };
    };
    const reporter = {
      verbose: () => undefined,
      panic: (message: string, error?: Error) => {
        throw new Error(`${message} ${error?.message ?? ''}`);
      },
    };
    await onPostBuild({ graphql, reporter, basePath: '', pathPrefix: '' }, options);
    expect(queries).toEqual([sitemapOptions.query]);
    xml = readFileSync(path.join(folder, 'public', 'sitemap-0.xml'), 'utf8');
    index = readFileSync(path.join(folder, 'public', 'sitemap-index.xml'), 'utf8');
  });
  afterAll(() => {
    process.chdir(cwd);
    rmSync(folder, { recursive: true, force: true });
  });

  const entry = (url: string) => new RegExp(`<url><loc>${url.replace(/[.]/g, '\\.')}</loc>(.*?)</url>`).exec(xml)?.[1];

  it('writes the checked month as the lastmod of a listing page', () => {
    expect(entry('https://padyak.example/shops/sample-checked-shop/')).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
  });

  it('writes no lastmod at all for a listing never checked, nor for any other page, nor in the index', () => {
    expect(entry('https://padyak.example/shops/sample-never-checked-shop/')).toBeDefined();
    expect(entry('https://padyak.example/shops/')).toBeDefined();
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    expect(index).not.toContain('<lastmod>');
  });

  it('leaves out a closed listing page and the report pages', () => {
    expect(xml).not.toContain('sample-closed-shop');
    expect(xml).not.toContain('/suggest/report/');
    expect(entry('https://padyak.example/about/')).toBeDefined();
  });
});
