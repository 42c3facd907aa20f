import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { GatsbyNode } from 'gatsby';
import { routes } from '../config/routes';

/** Routes that have their own file in src/pages; every other route is built from a template here. */
const PAGES_WITH_OWN_FILE = new Set<string>(['/']);

export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  const placeholder = path.resolve('src/templates/PlaceholderPage.tsx');
  for (const route of routes) {
    if (PAGES_WITH_OWN_FILE.has(route.path)) continue;
    actions.createPage({
      path: route.path,
      component: placeholder,
      context: { title: route.title, description: route.description, message: 'Coming soon' },
    });
  }
  // Temporary until the data pipeline sources BrandCategory nodes.
  const categories = JSON.parse(readFileSync(path.resolve('data/brand-categories.json'), 'utf8')) as {
    slug: string;
    name: string;
    description: string;
  }[];
  for (const category of categories) {
    actions.createPage({
      path: `/brands/${category.slug}`,
      component: placeholder,
      context: { title: `${category.name} Brands`, description: category.description, message: 'Coming soon' },
    });
  }
};
