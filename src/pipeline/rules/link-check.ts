/**
 * The link check: reads a link cell once (checkLink) and emits the one link kind it breaks, with
 * the sentence for it. An error kind rejects the row; the value is the address as read.
 */
import { defineCheck, type Emit } from './findings';
import { checkLink, type LinkRuleId } from '../detect/links';
import { linkHttp } from './link-http';
import { linkInvalid } from './link-invalid';
import { linkLookalikeHost } from './link-lookalike-host';
import { linkRequired } from './link-required';
import { linkTooLong } from './link-too-long';
import type { CellCheck } from './rule';

const UNUSABLE = { 'link-too-long': linkTooLong, 'link-invalid': linkInvalid, 'link-lookalike-host': linkLookalikeHost } satisfies Record<LinkRuleId, unknown>;

/** The address as checkLink read it (the cell without spaces at either end); null when empty or unusable. */
function readLink(value: string, emit: Emit): string | null {
  const link = checkLink(value);
  if (link.status === 'empty') return null;
  if (link.status === 'invalid') {
    emit(UNUSABLE[link.rule], { found: value, sentence: link.problem });
    return null;
  }
  if (link.status === 'insecure') emit(linkHttp, { found: value, sentence: link.problem });
  return value.trim();
}

/** A link the row needs: an empty one is an error too. */
export const requiredLinkCheck: CellCheck<string, string | null> = defineCheck({
  emits: [linkRequired, linkTooLong, linkInvalid, linkLookalikeHost, linkHttp],
  run: (value: string, { what }: { what: string }, emit) => {
    if (value.trim() !== '') return readLink(value, emit);
    emit(linkRequired, { found: '', sentence: `the link is empty; paste the full address of the ${what}'s page, starting with https://` });
    return null;
  },
});

/** A link the row may leave empty (null). */
export const optionalLinkCheck: CellCheck<string, string | null> = defineCheck({
  emits: [linkTooLong, linkInvalid, linkLookalikeHost, linkHttp],
  run: (value: string, _at: unknown, emit) => readLink(value, emit),
});
