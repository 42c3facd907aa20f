import path from 'node:path';
import type { GatsbyNode, NodeInput, Reporter } from 'gatsby';
import { runPipeline } from '../pipeline';
import { inspectImages } from '../pipeline/inspect-images';
import type { ImageRef, PipelineResult } from '../pipeline/types';

// PADYAK_DATA_DIR points a build at other data (the 10,000-shop benchmark); editors never need it.
export const DATA_DIR = path.resolve(process.env.PADYAK_DATA_DIR ?? 'data');

/** A local image becomes the absolute path its File node is linked by; a remote one an address. */
function imageFields(ref: ImageRef | null, field: string): Record<string, string | null> {
  if (!ref) return { [field]: null, [`${field}Url`]: null };
  if (ref.kind === 'local') return { [field]: path.resolve(DATA_DIR, ref.file), [`${field}Url`]: null };
  return { [field]: null, [`${field}Url`]: ref.url };
}

function localImage(ref: ImageRef): string | null {
  return ref.kind === 'local' ? path.resolve(DATA_DIR, ref.file) : null;
}

/** Stops the build with the data report's own words when the spreadsheets have errors. */
export function failOnDataErrors(result: PipelineResult, reporter: Pick<Reporter, 'panicOnBuild'>): void {
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return;
  const lines = errors.slice(0, 50).map((issue) => `  - ${issue.message}`);
  if (errors.length > 50) lines.push(`  … and ${errors.length - 50} more`);
  reporter.panicOnBuild(
    `The data in data/ has ${errors.length} error(s). Fix them, or run "npm run data:check" for the full report:\n${lines.join('\n')}`,
  );
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createContentDigest, reporter }) => {
  const result = runPipeline({ dataDir: DATA_DIR, probe: await inspectImages(DATA_DIR) });
  failOnDataErrors(result, reporter);

  const create = (type: string, id: string, fields: Record<string, unknown>) => {
    const node: NodeInput = {
      ...fields,
      id: `${type}:${id}`,
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(node);
  };

  for (const shop of result.shops) {
    const { logo, ...rest } = shop;
    create('Shop', shop.id, { ...rest, key: shop.id, ...imageFields(logo, 'logo') });
  }
  for (const category of result.brandCategories) {
    create('BrandCategory', category.slug, { ...category });
  }
  for (const brand of result.brands) {
    const { logo, category, ...rest } = brand;
    create('Brand', brand.id, { ...rest, key: brand.id, categorySlug: category, ...imageFields(logo, 'logo') });
  }
  for (const listing of result.listings) {
    const { logo, ...rest } = listing;
    create('Listing', listing.id, { ...rest, key: listing.id, ...imageFields(logo, 'logo') });
  }
  for (const event of result.events) {
    create('Event', event.id, { ...event, key: event.id, image: localImage(event.image) });
  }
  for (const destination of result.destinations) {
    create('Destination', destination.id, { ...destination, key: destination.id, thumbnail: localImage(destination.thumbnail) });
  }
  for (const slide of result.slides) {
    create('Slide', slide.id, { ...slide, image: localImage(slide.image) });
  }
  reporter.info(
    `Padyak Hub data: ${result.shops.length} shops, ${result.brands.length} brands, ${result.listings.length} listings, ${result.events.length} events`,
  );
};
