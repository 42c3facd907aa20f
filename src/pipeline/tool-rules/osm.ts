/**
 * The findings of npm run import:osm about the OpenStreetMap elements it leaves out of the
 * candidate sheet, and of the data check about a candidate sheet it cannot read (data/candidates/:
 * only counted, so these are never errors).
 */
import { defineRule } from '../rules/rule';

/** Where an import:osm finding about an element points: the element is not in any file of ours. */
export const OSM_SOURCE = 'OpenStreetMap';
const CANDIDATE_SHEET = 'data/candidates/*.csv';

export const osmNotBikeShop = defineRule({
  id: 'osm-not-bike-shop',
  description: 'import:osm leaves out an element that is not tagged shop=bicycle (a saved response of another query); it is only counted.',
  appliesTo: [OSM_SOURCE],
  column: [],
  severity: 'review',
  scope: 'row',
  check: (input: { reference: string }) => ({ found: input.reference, sentence: `${input.reference} is not tagged shop=bicycle (left out)` }),
});

export const osmNoName = defineRule({
  id: 'osm-no-name',
  description: 'import:osm leaves out a bike shop without a name: name it on openstreetmap.org to bring it in.',
  appliesTo: [OSM_SOURCE],
  column: ['name'],
  severity: 'review',
  scope: 'row',
  check: (input: { reference: string }) => ({
    found: input.reference,
    sentence: `${input.reference} has no name (left out; name it on openstreetmap.org to bring it in)`,
  }),
});

export const osmAlreadyListed = defineRule({
  id: 'osm-already-listed',
  description: 'import:osm leaves out a shop that shops.csv already lists (the same name and place, or the same link).',
  appliesTo: [OSM_SOURCE, 'shops.csv'],
  column: [],
  severity: 'review',
  scope: 'row',
  check: (input: { reference: string; name: string; location: string; shopRow: number; because: 'name and place' | 'link' }) => ({
    found: input.reference,
    sentence: `${input.reference} '${input.name}'${input.location ? ` (${input.location})` : ''}: shops.csv row ${input.shopRow}, same ${input.because}`,
  }),
});

export const candidateFileUnreadable = defineRule({
  id: 'candidate-file-unreadable',
  description: 'A candidate sheet is not readable text (an encoding no spreadsheet writes): only its name is counted.',
  appliesTo: [CANDIDATE_SHEET],
  column: [],
  severity: 'review',
  scope: 'file',
  check: (input: { problem: string }) => ({ sentence: `${input.problem}.` }),
});

export const candidateSheetUnreadable = defineRule({
  id: 'candidate-sheet-unreadable',
  description: 'A candidate sheet cannot be read as CSV (a quote never closed, a column missing): run npm run import:osm again to write it afresh.',
  appliesTo: [CANDIDATE_SHEET],
  column: [],
  severity: 'review',
  scope: 'file',
  check: (input: { problem: string }) => ({ sentence: `${input.problem}; run npm run import:osm again to write it afresh.` }),
});

export const candidateRowUnreadable = defineRule({
  id: 'candidate-row-unreadable',
  description: 'A row of a candidate sheet cannot be read (its cells do not match the header): the row is not counted.',
  appliesTo: [CANDIDATE_SHEET],
  column: [],
  severity: 'review',
  scope: 'row',
  check: (input: { problem: string }) => ({ sentence: `${input.problem}.` }),
});

/** import:osm's rules and the candidate sheets' (which the data check reports), in the order of the rules table. */
export const OSM_RULES = [osmNotBikeShop, osmNoName, osmAlreadyListed, candidateFileUnreadable, candidateSheetUnreadable, candidateRowUnreadable] as const;
export type OsmRuleId = (typeof OSM_RULES)[number]['id'];
export type CandidateRuleId = (typeof candidateFileUnreadable | typeof candidateSheetUnreadable | typeof candidateRowUnreadable)['id'];
