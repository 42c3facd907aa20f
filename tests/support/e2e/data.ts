import path from 'node:path';
import { runPipeline } from '../../../src/pipeline/node';
import type { PipelineResult } from '../../../src/pipeline/types';

let cached: PipelineResult | null = null;

/** The same data the build used, so expectations follow the spreadsheets. */
export function siteData(): PipelineResult {
  cached ??= runPipeline({ dataDir: path.resolve(__dirname, '../../../data') });
  return cached;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const byName = (a: string, b: string) => collator.compare(a, b);
