import path from 'node:path';
import { failOnDataErrors, sourceNodes } from '../../src/gatsby/source-nodes';
import { runPipeline } from '../../src/pipeline';
import type { PipelineResult } from '../../src/pipeline/types';

const emptyResult = (): PipelineResult => ({
  shops: [],
  brandCategories: [],
  brands: [],
  listings: [],
  events: [],
  destinations: [],
  slides: [],
  issues: [],
  outcomes: [],
  files: [],
  candidates: [],
});

describe('the build and the data check', () => {
  it('stops the build with the data report’s own words when there is an error', () => {
    const panicOnBuild = jest.fn();
    const result = emptyResult();
    result.issues.push({
      severity: 'error',
      file: 'shops.csv',
      row: 7,
      column: 'link',
      found: 'javascript:alert(1)',
      expected: null,
      message: "shops.csv row 7, column link: 'javascript:alert(1)' is not a web address; use the shop's https:// page or leave it empty.",
    });
    failOnDataErrors(result, { panicOnBuild });
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain('shops.csv row 7, column link');
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain('npm run data:check');
  });

  it('lets the build go on when there are only notes to review', () => {
    const panicOnBuild = jest.fn();
    const result = emptyResult();
    result.issues.push({ severity: 'review', file: 'shops.csv', row: 2, column: 'link', found: 'http://x', expected: null, message: 'm' });
    failOnDataErrors(result, { panicOnBuild });
    expect(panicOnBuild).not.toHaveBeenCalled();
  });
});

describe('sourcing the real data', () => {
  it('creates one node per listing, with local logos linked by absolute path', async () => {
    const created: Record<string, unknown>[] = [];
    const args = {
      actions: { createNode: (node: Record<string, unknown>) => created.push(node) },
      createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
      reporter: { panicOnBuild: jest.fn(), info: jest.fn() },
    };
    await (sourceNodes as unknown as (a: typeof args) => Promise<void>)(args);
    const result = runPipeline({ dataDir: path.resolve('data') });
    const ofType = (type: string) => created.filter((node) => (node.internal as { type: string }).type === type);
    expect(ofType('Shop')).toHaveLength(result.shops.length);
    expect(ofType('Brand')).toHaveLength(result.brands.length);
    expect(ofType('BrandCategory')).toHaveLength(18);
    expect(ofType('Listing')).toHaveLength(result.listings.length);
    expect(ofType('Slide')).toHaveLength(5);
    expect(new Set(created.map((node) => node.id)).size).toBe(created.length);
    for (const slide of ofType('Slide')) expect(path.isAbsolute(slide.image as string)).toBe(true);
    const withLogo = ofType('Brand').find((brand) => brand.logo);
    if (withLogo) expect(String(withLogo.logo)).toMatch(new RegExp(`${path.sep}data${path.sep}logos${path.sep}`));
  });
});
