/** brands.csv: one brand a row, under one of the categories of brand-categories.json. */
import type { Brand } from '../types';
import { FileLog } from '../log';
import type { ReadContext } from '../read-cells';
import { brandCategoryReadAs } from '../rules/brand-category-read-as';
import { brandCategoryRequired } from '../rules/brand-category-required';
import { brandCategoryUnknown } from '../rules/brand-category-unknown';
import { brandLinkMissing } from '../rules/brand-link-missing';
import { brandLogoNeeded } from '../rules/brand-logo-needed';
import { slugify } from '../text';
import { LOGO_HEADER_ALIASES, logoColumn, nameColumn, optionalLinkColumn, type FetchedColumn } from './columns';
import { defineSheet, readSheetRows, REJECTED, type CellAt, type Column } from './define-sheet';

const CATEGORY_RULES = [brandCategoryRequired, brandCategoryUnknown, brandCategoryReadAs];

/** The category's slug; every rule it breaks is reported, and an error rejects the row. */
const categoryColumn: Column<string> = {
  required: true,
  rules: CATEGORY_RULES,
  read: (cell, { log, row, column, what, context }) => {
    let category: string | typeof REJECTED = slugify(cell);
    for (const rule of CATEGORY_RULES) {
      const finding = rule.check(cell, { column, what, categorySlugs: context.categorySlugs });
      if (finding === null) continue;
      log.report(rule, { row, column }, finding);
      if (rule.severity === 'error') category = REJECTED;
    }
    return category;
  },
};

const usable = (at: CellAt, ...columns: string[]) => columns.every((column) => at.before[column] !== REJECTED);

/** An optional link; a named brand without one is flagged, as its tile is not clickable. */
const link = optionalLinkColumn();
const linkColumn: FetchedColumn<string | null, 'link'> = {
  ...link,
  rules: [...link.rules, brandLinkMissing],
  read: (cell, at) => {
    const value = link.read(cell, at);
    if (value !== REJECTED && usable(at, 'name'))
      at.log.report(brandLinkMissing, { row: at.row, column: at.column }, brandLinkMissing.check({ name: at.before.name as string, link: value }));
    return value;
  },
};

/** An optional logo; the categories shown by their logo flag a usable row without one. */
const logo = logoColumn();
const logoColumnOfBrands: FetchedColumn<Brand['logo'], 'logo'> = {
  ...logo,
  rules: [...logo.rules, brandLogoNeeded],
  read: (cell, at) => {
    const value = logo.read(cell, at);
    // Read last: a row rejected by its other cells is not asked for a logo.
    if (value !== REJECTED && usable(at, 'name', 'category', 'link')) {
      const { name, category } = at.before as { name: string; category: string };
      at.log.report(brandLogoNeeded, { row: at.row, column: at.column }, brandLogoNeeded.check({ name, category, logo: value, cell }));
    }
    return value;
  },
};

export const brandsSheet = defineSheet({
  file: 'brands.csv',
  what: 'brand',
  required: true,
  columns: { category: categoryColumn, name: nameColumn(), link: linkColumn, logo: logoColumnOfBrands },
  aliases: LOGO_HEADER_ALIASES,
  label: 'category',
  toEntity: ({ name, category, link, logo }, row): Brand => {
    const slug = slugify(name);
    return { id: `${category}-${slug}`, name, slug, category, link, logo, sourceRow: row };
  },
  duplicates: { fillable: ['link', 'logo'], scope: (brand) => brand.category, link: (brand) => brand.link },
});

export const BRAND_COLUMNS = brandsSheet.spec;

export function readBrands(text: string, context: ReadContext, categorySlugs: readonly string[], log = new FileLog(brandsSheet.file)): { brands: Brand[]; log: FileLog } {
  return { brands: readSheetRows(brandsSheet, text, { ...context, categorySlugs }, log), log };
}
