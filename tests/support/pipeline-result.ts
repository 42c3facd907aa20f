import type { PipelineResult } from '../../src/pipeline/types';

/** A pipeline result with nothing in it; a test sets only what it is about. */
export function pipelineResult(parts: Partial<PipelineResult> = {}): PipelineResult {
  return {
    shops: [],
    brandCategories: [],
    brands: [],
    listings: [],
    events: [],
    destinations: [],
    slides: [],
    holidays: [],
    searchAliases: [],
    sheetEntities: {},
    issues: [],
    outcomes: [],
    files: [],
    candidates: [],
    worklist: [],
    forms: { suggest: null, report: null },
    ...parts,
  };
}
