/** The two JSON data files: brand-categories.json and slides.json, each entry through its rules. */
import type { BrandCategory, ImageRef, Slide } from '../entities/schemas';
import { brandCategoryEntrySchema, slideEntrySchema } from '../entities/schemas';
import { FileLog, WHOLE_FILE } from '../read/log';
import { foldWhitespace } from '../format/text';
import { categoriesMissing } from '../rules/categories-missing';
import { categoryEntryInvalid } from '../rules/category-entry-invalid';
import { categorySlugDuplicate } from '../rules/category-slug-duplicate';
import { categorySlugUnknown } from '../rules/category-slug-unknown';
import { jsonNotAList } from '../rules/json-not-a-list';
import { slideCount } from '../rules/slide-count';
import { slideEntryInvalid } from '../rules/slide-entry-invalid';
import { cellHiddenCharacter } from '../rules/cell-hidden-character';
import type { EntryProblem } from '../rules/json-checks';
import type { Check } from '../rules/findings';
import type { RuleContext } from '../rules/rule';
import { parseJson, type ReadContext } from '../read/read-cells';
import { pictureCheck } from '../rules/image-check';
import { optionalLinkCheck } from '../rules/link-check';
import { REJECTED, runChecks, type Rejected } from '../sheets/define-sheet';

/** The file's entries when it is JSON holding a list; otherwise null, with why logged. */
function readJsonList(log: FileLog, text: string, what: string): unknown[] | null {
  const data = parseJson(log, text);
  if (data === undefined) return null;
  if (log.run(jsonNotAList, WHOLE_FILE, data, { column: '', what })) return null;
  return Array.isArray(data) ? data : null;
}

interface SafeSchema<T> {
  safeParse(entry: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** One entry (its row counted) read by its schema; null, with each problem logged under `invalid`, when it does not fit. */
function readJsonEntry<T>(log: FileLog, row: number, entry: unknown, schema: SafeSchema<T>, invalid: Check<EntryProblem, RuleContext, unknown>): T | null {
  log.addRow(row);
  const parsed = schema.safeParse(entry);
  if (parsed.success) return parsed.data;
  for (const problem of parsed.error.issues) {
    const field = problem.path.join('.') || null;
    log.run(invalid, { row, column: field }, { entry, field, message: problem.message });
  }
  return null;
}

export function readBrandCategories(text: string, log = new FileLog('brand-categories.json')): { categories: BrandCategory[]; log: FileLog } {
  const data = readJsonList(log, text, 'categories');
  if (data === null) return { categories: [], log };
  const categories: BrandCategory[] = [];
  const seen = new Map<string, number>();
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    const category = readJsonEntry(log, row, entry, brandCategoryEntrySchema, categoryEntryInvalid);
    if (category === null) return;
    if (log.run(categorySlugDuplicate, { row, column: 'slug' }, { slug: category.slug, earlier: seen.get(category.slug) })) return;
    if (log.run(categorySlugUnknown, { row, column: 'slug' }, category.slug)) return;
    seen.set(category.slug, row);
    categories.push({ ...category, order: categories.length + 1, comingSoon: category.comingSoon ?? false });
  });
  log.run(categoriesMissing, WHOLE_FILE, new Set(seen.keys()));
  return { categories, log };
}

export function readSlides(text: string, context: ReadContext, log = new FileLog('slides.json')): { slides: Slide[]; log: FileLog } {
  const data = readJsonList(log, text, 'slides');
  if (data === null) return { slides: [], log };
  log.run(slideCount, WHOLE_FILE, data.length);
  const slides: Slide[] = [];
  data.forEach((entry: unknown, index) => {
    const row = index + 1;
    const slide = readJsonEntry(log, row, entry, slideEntrySchema, slideEntryInvalid);
    if (slide === null) return;
    const at = (column: string, cell: string) => ({ file: log.file, row, column, what: 'slide', cell, data: context, before: {} });
    const image = runChecks([pictureCheck], at('image', slide.image), log) as ImageRef | Rejected;
    const link = runChecks([optionalLinkCheck], at('link', slide.link ?? ''), log) as string | null | Rejected;
    if (image === REJECTED || link === REJECTED) return;
    if (log.run(cellHiddenCharacter, { row, column: 'alt' }, slide.alt ?? '')) return;
    const alt = foldWhitespace(slide.alt ?? '') || `Slider image ${row}`;
    slides.push({ id: `slide-${row}`, order: row, image, link, fit: slide.fit, alt });
  });
  return { slides, log };
}
