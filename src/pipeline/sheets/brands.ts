/** brands.csv: one brand a row, under one of the categories of brand-categories.json. */
import type { Brand } from '../entities/schemas';
import { brandCategoryReadAs } from '../rules/brand-category-read-as';
import { brandCategoryRequired } from '../rules/brand-category-required';
import { brandCategoryUnknown } from '../rules/brand-category-unknown';
import { brandLinkMissing } from '../rules/brand-link-missing';
import { brandLogoNeeded } from '../rules/brand-logo-needed';
import { slugify } from '../format/text';
import { checkedColumn, LOGO_HEADER_ALIASES, logoColumn, nameColumn, optionalLinkColumn, statusColumn, type FetchedColumn } from './columns';
import { defineSheet, REJECTED, type Column } from './define-sheet';
import { defineCheck } from '../rules/findings';
import type { CellCheck, CellContext } from '../rules/rule';

const CATEGORY_RULES = [brandCategoryRequired, brandCategoryUnknown, brandCategoryReadAs];

/** The category's slug; every rule it breaks is reported (an error rejects the row). */
const categoryCheck: CellCheck<string, string> = defineCheck({
  emits: CATEGORY_RULES,
  run: (value: string, at, emit) => {
    for (const rule of CATEGORY_RULES) rule.run(value, at, emit);
    return slugify(value);
  },
});

const categoryColumn: Column<string> = { required: true, checks: [categoryCheck] };

const usable = (at: CellContext, ...columns: string[]) => columns.every((column) => at.before[column] !== REJECTED);

/** A named brand without a link is flagged, as its tile is not clickable. */
const linkMissingCheck: CellCheck<string | null, string | null> = defineCheck({
  emits: [brandLinkMissing],
  run: (link: string | null, at, emit) => {
    if (usable(at, 'name')) brandLinkMissing.run({ name: at.before.name as string, link }, at, emit);
    return link;
  },
});

/** The categories shown by their logo flag a usable row without one. */
const logoNeededCheck: CellCheck<Brand['logo'], Brand['logo']> = defineCheck({
  emits: [brandLogoNeeded],
  run: (logo: Brand['logo'], at, emit) => {
    // Read last: a row rejected by its other cells is not asked for a logo.
    if (usable(at, 'name', 'category', 'link')) {
      const { name, category } = at.before as { name: string; category: string };
      brandLogoNeeded.run({ name, category, logo, cell: at.cell }, at, emit);
    }
    return logo;
  },
});

/** An optional link; a named brand without one is flagged. */
const linkColumn: FetchedColumn<string | null, 'link'> = { ...optionalLinkColumn(), checks: [...optionalLinkColumn().checks, linkMissingCheck] };

/** An optional logo; the categories shown by their logo flag a usable row without one. */
const logoColumnOfBrands: FetchedColumn<Brand['logo'], 'logo'> = { ...logoColumn(), checks: [...logoColumn().checks, logoNeededCheck] };

export const brandsSheet = defineSheet({
  file: 'brands.csv',
  what: 'brand',
  required: true,
  columns: { category: categoryColumn, name: nameColumn(), link: linkColumn, logo: logoColumnOfBrands, status: statusColumn(), checked: checkedColumn() },
  aliases: LOGO_HEADER_ALIASES,
  label: 'category',
  toEntity: ({ name, category, link, logo, status, checked }, row): Brand => {
    const slug = slugify(name);
    return { id: `${category}-${slug}`, name, slug, category, link, logo, status, checked, sourceRow: row };
  },
  duplicates: { fillable: ['link', 'logo'], scope: (brand) => brand.category, link: (brand) => brand.link },
});

export const BRAND_COLUMNS = brandsSheet.spec;
