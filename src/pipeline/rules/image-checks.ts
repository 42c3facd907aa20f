/**
 * What the picture rules share: one reading of a logo or picture cell (checkLogo, checkImage)
 * and of the copy `npm run data:fetch` stored of a remote image. A reading is remembered for the
 * cell and the rule context it was made with, so the rules a reader runs one after another on a
 * cell (with one context object) read it once, and a new read of the files starts afresh.
 */
import { checkImage, checkLogo, type ImageCheck } from '../logos';
import { cachedFileFor } from '../remote-cache';
import { contextPart, type Finding, type RuleContext } from './rule';

function remembered<T>(read: (value: string, context: RuleContext) => T): (value: string, context: RuleContext) => T {
  let last: { value: string; context: RuleContext; result: T } | null = null;
  return (value, context) => {
    if (last?.value !== value || last.context !== context) last = { value, context, result: read(value, context) };
    return last.result;
  };
}

export const readLogoCell = remembered((value, context): ImageCheck => checkLogo(value, contextPart(context, 'probe')));

/** A poster, thumbnail or slide picture. */
export const readPictureCell = remembered((value, context): ImageCheck => checkImage(value, contextPart(context, 'probe'), null));

/** A remote image cell: the cell, the address it names, and what the page shows until a copy is usable. */
export interface RemoteImage {
  value: string;
  url: string;
  until: string;
}

export type FetchedCopy =
  { status: 'not-fetched' } | { status: 'missing'; cached: string } | { status: 'unusable'; cached: string; reason: string } | { status: 'ok'; cached: string };

/**
 * The site never hotlinks: a remote image is shown only from the copy `npm run data:fetch`
 * stored under cache/images/ (`context.remoteCache`; absent means nothing fetched yet).
 */
export const fetchedCopy = remembered((url, context): FetchedCopy => {
  const cached = context.remoteCache ? cachedFileFor(context.remoteCache, url) : null;
  if (cached === null) return { status: 'not-fetched' };
  const copy = context.probe?.(cached) ?? null;
  if (copy === null) return { status: 'missing', cached };
  // Anything but a copy that is there (its first bytes, or the facts of a verified decode) is
  // never linked: a link out of the cache, a changed, damaged or oversized file. The sentence
  // comes from the probe (inspectImages verifies each copy against the manifest).
  if (!(copy instanceof Uint8Array) && copy.kind !== 'image') return { status: 'unusable', cached, reason: copy.reason };
  return { status: 'ok', cached };
});

/**
 * A fetched-copy rule's check: reported with `message` when the copy of the cell's address is
 * `status`, followed by what the page shows until then.
 */
export function whenFetchedCopyIs<S extends FetchedCopy['status']>(status: S, message: (url: string, copy: Extract<FetchedCopy, { status: S }>) => string) {
  return ({ value, url, until }: RemoteImage, context: RuleContext): Finding | null => {
    const copy = fetchedCopy(url, context);
    return copy.status === status ? { found: value, message: `${message(url, copy as Extract<FetchedCopy, { status: S }>)}; until then ${until}` } : null;
  };
}
