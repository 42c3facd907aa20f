/**
 * The findings of npm run data:fetch: an image that could not be downloaded, a link that is dead,
 * has moved or leads to a private address, and a logo suggestion that could not be written.
 * Each sentence names the address first (`'…': …`); the place of the cell is put before it by placedFinding.
 */
import { defineRule, EVERY_CSV } from '../rules/rule';

export interface FetchCellInput {
  file: string;
  row: number;
  column: string;
  url: string;
}

/** The sentence names the address first, and always ends with one full stop. */
const cellMessage = (cell: FetchCellInput, sentence: string) => `'${cell.url}': ${sentence.replace(/\.?$/, '.')}`;
const IMAGE_COLUMNS = ['logo', 'image', 'thumbnail'] as const;
const APPLIES_TO = [EVERY_CSV, 'slides.json'] as const;

export const fetchImageFailed = defineRule({
  id: 'fetch-image-failed',
  description:
    'data:fetch could not download a usable image from the address (gone, not an image, too large, damaged) and has no earlier copy: the report says what to do (often: put in the address of the image itself).',
  appliesTo: APPLIES_TO,
  column: IMAGE_COLUMNS,
  severity: 'error',
  scope: 'cell',
  check: (input: FetchCellInput & { problem: string; advice: string }) => ({ found: input.url, sentence: cellMessage(input, `${input.problem}: ${input.advice}`) }),
});

export const fetchImageRetry = defineRule({
  id: 'fetch-image-retry',
  description:
    'data:fetch could not download the image this time (the server did not answer, or a copy fetched earlier is still used): run it again later, or check the address.',
  appliesTo: APPLIES_TO,
  column: IMAGE_COLUMNS,
  severity: 'review',
  scope: 'cell',
  check: (input: FetchCellInput & { problem: string; advice: string; keptSince: string | null }) => ({
    found: input.url,
    sentence: cellMessage(input, `${input.problem}${input.keptSince ? ` (the copy fetched on ${input.keptSince} is still used)` : ''}: ${input.advice}`),
  }),
});

export const fetchLinkDead = defineRule({
  id: 'fetch-link-dead',
  description: "The listing's link looks dead (gone, no such site, no answer): find its current page, or remove the row if it has closed.",
  appliesTo: APPLIES_TO,
  column: ['link'],
  severity: 'review',
  scope: 'cell',
  check: (input: FetchCellInput & { reason: string | null; checked: string }) => ({
    found: input.url,
    sentence: cellMessage(input, `the link looks dead: ${input.reason} ${input.checked}; find the listing's current page, or remove the row if it has closed`),
  }),
});

export const fetchLinkMoved = defineRule({
  id: 'fetch-link-moved',
  description: "The listing's page has moved for good to another address: check it is the same owner and write the new address.",
  appliesTo: APPLIES_TO,
  column: ['link'],
  severity: 'review',
  scope: 'cell',
  check: (input: FetchCellInput & { finalUrl: string | null; checked: string }) => ({
    found: input.url,
    expected: input.finalUrl,
    sentence: cellMessage(input, `the page has moved for good to ${input.finalUrl} ${input.checked}; check it is the same owner and write the new address`),
  }),
});

export const fetchLinkRefused = defineRule({
  id: 'fetch-link-refused',
  description: 'The link leads to a private or local network address, which data:fetch never requests: a link must be a public web page.',
  appliesTo: APPLIES_TO,
  column: ['link'],
  severity: 'error',
  scope: 'cell',
  check: (input: FetchCellInput & { reason: string | null }) => ({ found: input.url, sentence: cellMessage(input, `${input.reason}; a link must be a public web page`) }),
});

export const fetchSuggestionNotWritten = defineRule({
  id: 'fetch-suggestion-not-written',
  description: 'data:fetch --accept-suggestions could not write a suggested logo into the sheet (the sheet cannot be read or written as it is): write it by hand.',
  appliesTo: [EVERY_CSV],
  column: ['logo'],
  severity: 'review',
  scope: 'cell',
  check: (input: FetchCellInput & { problem: string }) => ({
    found: null,
    expected: input.url,
    sentence: `the suggestion was not written: ${input.problem}.`,
  }),
});

/** Every data:fetch rule, in the order of the rules table. */
export const FETCH_RULES = [fetchImageFailed, fetchImageRetry, fetchLinkDead, fetchLinkMoved, fetchLinkRefused, fetchSuggestionNotWritten] as const;
export type FetchRuleId = (typeof FETCH_RULES)[number]['id'];
