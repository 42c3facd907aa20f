import path from 'node:path';
import { existsSync } from 'node:fs';
import type { GatsbyNode } from 'gatsby';
import { routes } from '../config/routes';
import { DIRECTORIES } from '../pipeline/types';
import { placeholderPages } from '../content/placeholders';
import { infoPages } from '../content/info-pages';
import { SHOPS_PER_PAGE, shopPageCount, shopPagePath } from '../lib/shop-pages';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** A route with its own file in src/pages is built by Gatsby from that file. */
function hasOwnPageFile(routePath: string): boolean {
  const base = routePath === '/' ? 'index' : routePath.slice(1);
  return ['.tsx', '/index.tsx'].some((suffix) => existsSync(path.resolve(`src/pages/${base}${suffix}`)));
}

/**
 * Routes built from shared templates: a route is added by data and a line of
 * configuration (src/config/routes.ts plus its content), not by copying a page.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const directories = new Set<string>(DIRECTORIES);
  for (const route of routes) {
    if (hasOwnPageFile(route.path)) continue;
    const slug = route.path.slice(1);
    const context = { title: route.title, description: route.description };
    if (directories.has(slug)) {
      actions.createPage({ path: route.path, component: template('DirectoryPage'), context: { ...context, directory: slug } });
    } else if (slug in infoPages) {
      actions.createPage({ path: route.path, component: template('InfoPage'), context: { ...context, slug } });
    } else if (slug in placeholderPages) {
      actions.createPage({ path: route.path, component: template('PlaceholderPage'), context: { ...context, slug } });
    } else {
      reporter.panicOnBuild(`Route ${route.path} has no page: add src/pages${route.path}.tsx or give it content.`);
    }
  }

  const result = await graphql<{ allBrandCategory: { nodes: { slug: string }[] }; allShop: { totalCount: number } }>(`
    {
      allBrandCategory {
        nodes {
          slug
        }
      }
      allShop {
        totalCount
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the brand categories', result.errors as Error[] | undefined);
    return;
  }
  for (const { slug } of result.data.allBrandCategory.nodes) {
    actions.createPage({ path: `/brands/${slug}`, component: template('BrandListPage'), context: { slug } });
  }

  // A long shops list is split into pages of SHOPS_PER_PAGE (src/lib/shop-pages.ts); /shops is page 1.
  for (let page = 2; page <= shopPageCount(result.data.allShop.totalCount); page++) {
    actions.createPage({
      path: shopPagePath(page),
      component: path.resolve('src/pages/shops.tsx'),
      context: { page, skip: (page - 1) * SHOPS_PER_PAGE, limit: SHOPS_PER_PAGE },
    });
  }
};
