import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../../src/config/routes';

interface CategoryRow {
  slug: string;
  name: string;
}

/** Brand category routes come from the same data file the build reads. */
export function brandCategoryRoutes(): { path: string; title: string }[] {
  const file = path.resolve(__dirname, '../../../data/brand-categories.json');
  if (!existsSync(file)) return [];
  const categories = JSON.parse(readFileSync(file, 'utf8')) as CategoryRow[];
  return categories.map((category) => ({ path: `/brands/${category.slug}/`, title: `${category.name} Brands` }));
}

/** Every route of the spec's route list with the page part of its title. */
export function allRoutes(): { path: string; title: string }[] {
  return [...routes.map(({ path: routePath, title }) => ({ path: routePath, title })), ...brandCategoryRoutes()];
}
