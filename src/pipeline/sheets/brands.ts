/** brands.csv: one brand a row, under one of the categories of brand-categories.json. */
import type { Brand } from '../entities/schemas';
import { brandCategoryReadAs } from '../rules/brand-category-read-as';
import { brandCategoryRequired } from '../rules/brand-category-required';
import { brandCategoryUnknown } from '../rules/brand-category-unknown';
import { brandLinkMissing } from '../rules/brand-link-missing';
import { brandLogoNeeded } from '../rules/brand-logo-needed';
import { slugify } from '../format/text';
import { LOGO_HEADER_ALIASES, logoColumn, nameColumn, optionalLinkColumn, type FetchedColumn } from './columns';
import { defineSheet, REJECTED, type CellAt, type Column } from './define-sheet';
import { defineCheck } from '../rules/findings';
import type { CellCheck } from '../rules/rule';

const CATEGORY_RULES = [brandCategoryRequired, brandCategoryUnknown, brandCategoryReadAs];

/** The category's slug; every rule it breaks is reported (an error rejects the row). */
const categoryCheck: CellCheck<string, string> = defineCheck({
  emits: CATEGORY_RULES,
  run: (value: string, { column, what, data }, emit) => {
    for (const rule of CATEGORY_RULES) {
      const finding = rule.check(value, { column, what, categorySlugs: data.categorySlugs });
      if (finding !== null) emit(rule, finding);
    }
    return slugify(value);
  },
});

const categoryColumn: Column<string> = { required: true, checks: [categoryCheck] };

const usable = (at: CellAt, ...columns: string[]) => columns.every((column) => at.before[column] !== REJECTED);

/** A named brand without a link is flagged, as its tile is not clickable. */
const linkMissingCheck: CellCheck<string | null, string | null> = defineCheck({
  emits: [brandLinkMissing],
  run: (link: string | null, at, emit) => {
    const finding = usable(at, 'name') ? brandLinkMissing.check({ name: at.before.name as string, link }) : null;
    if (finding !== null) emit(brandLinkMissing, finding);
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
      const finding = brandLogoNeeded.check({ name, category, logo, cell: at.cell });
      if (finding !== null) emit(brandLogoNeeded, finding);
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
