/** The two JSON data files: brand-categories.json and slides.json, each entry through its rules. */
import type { BrandCategory, Slide } from './types';
import { brandCategoryEntrySchema, slideEntrySchema } from './schemas';
import { FileLog } from './log';
import { foldWhitespace } from './text';
import { categoriesMissing } from './rules/categories-missing';
import { categoryEntryInvalid } from './rules/category-entry-invalid';
import { categorySlugDuplicate } from './rules/category-slug-duplicate';
import { categorySlugUnknown } from './rules/category-slug-unknown';
import { jsonNotAList } from './rules/json-not-a-list';
import { slideCount } from './rules/slide-count';
import { slideEntryInvalid } from './rules/slide-entry-invalid';
import { cellHiddenCharacter } from './rules/cell-hidden-character';
import { parseJson, readLink, readPicture, type ReadContext } from './read-cells';

export function readBrandCategories(text: string, log = new FileLog('brand-categories.json')): { categories: BrandCategory[]; log: FileLog } {
  const data = parseJson(log, text);
  if (data === undefined) return { categories: [], log };
  const notAList = jsonNotAList.check(data, { column: '', what: 'categories' });
  if (notAList !== null || !Array.isArray(data)) {
    if (notAList !== null) log.report(jsonNotAList, { row: null, column: null }, notAList);
    return { categories: [], log };
  }
  const categories: BrandCategory[] = [];
  const seen = new Map<string, number>();
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    log.addRow(row);
    const parsed = brandCategoryEntrySchema.safeParse(entry);
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const field = problem.path.join('.') || null;
        log.report(categoryEntryInvalid, { row, column: field }, categoryEntryInvalid.check({ entry, field, message: problem.message }));
      }
      return;
    }
    const category = parsed.data;
    const duplicate = categorySlugDuplicate.check({ slug: category.slug, earlier: seen.get(category.slug) });
    if (duplicate !== null) return log.report(categorySlugDuplicate, { row, column: 'slug' }, duplicate);
    const unknown = categorySlugUnknown.check(category.slug);
    if (unknown !== null) return log.report(categorySlugUnknown, { row, column: 'slug' }, unknown);
    seen.set(category.slug, row);
    categories.push({ ...category, order: categories.length + 1, comingSoon: category.comingSoon ?? false });
  });
  const missing = categoriesMissing.check(new Set(seen.keys()));
  if (missing !== null) log.report(categoriesMissing, { row: null, column: null }, missing);
  return { categories, log };
}

export function readSlides(text: string, context: ReadContext, log = new FileLog('slides.json')): { slides: Slide[]; log: FileLog } {
  const data = parseJson(log, text);
  if (data === undefined) return { slides: [], log };
  const notAList = jsonNotAList.check(data, { column: '', what: 'slides' });
  if (notAList !== null || !Array.isArray(data)) {
    if (notAList !== null) log.report(jsonNotAList, { row: null, column: null }, notAList);
    return { slides: [], log };
  }
  const count = slideCount.check(data.length);
  if (count !== null) log.report(slideCount, { row: null, column: null }, count);
  const slides: Slide[] = [];
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    log.addRow(row);
    const parsed = slideEntrySchema.safeParse(entry);
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const field = problem.path.join('.') || null;
        log.report(slideEntryInvalid, { row, column: field }, slideEntryInvalid.check({ entry, field, message: problem.message }));
      }
      return;
    }
    const image = readPicture(log, row, 'image', parsed.data.image, context, 'slide');
    const link = readLink(log, row, 'link', parsed.data.link ?? '', false, 'slide');
    if (image === undefined || link === undefined) return;
    const hiddenInAlt = cellHiddenCharacter.check(parsed.data.alt ?? '');
    if (hiddenInAlt !== null) {
      log.report(cellHiddenCharacter, { row, column: 'alt' }, hiddenInAlt);
      return;
    }
    const alt = foldWhitespace(parsed.data.alt ?? '') || `Slider image ${row}`;
    slides.push({ id: `slide-${row}`, order: row, image, link, fit: parsed.data.fit, alt });
  });
  return { slides, log };
}
