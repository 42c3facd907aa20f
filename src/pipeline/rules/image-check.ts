/**
 * The image checks: a logo or picture cell is read once (checkLogo, checkImage), and so is the
 * copy `npm run data:fetch` stored of a remote image; each check emits the image kinds that
 * reading decides, with their sentences. The value is the image the page shows.
 */
import { defineCheck, type Emit } from './findings';
import { foundLogoKey, isNoLogoCell } from '../detect/found-logos';
import { checkImage, checkLogo } from '../detect/logos';
import { cachedFileFor } from '../detect/remote-cache';
import type { ImageRef } from '../entities/schemas';
import { foundLogoUnusable } from './found-logo-unusable';
import { imageFetchedCopyMissing } from './image-fetched-copy-missing';
import { imageFetchedCopyUnusable } from './image-fetched-copy-unusable';
import { imageNotFetched } from './image-not-fetched';
import { logoUnusable } from './logo-unusable';
import { pictureRequired } from './picture-required';
import { pictureUnusable } from './picture-unusable';
import type { CellCheck, ReadContext } from './rule';

type FetchedCopy =
  { status: 'not-fetched' } | { status: 'missing'; cached: string } | { status: 'unusable'; cached: string; reason: string } | { status: 'ok'; cached: string };

/**
 * The site never hotlinks: a remote image is shown only from the copy `npm run data:fetch`
 * stored under cache/images/ (`data.remoteCache`; absent means nothing fetched yet).
 */
function fetchedCopy(url: string, data: ReadContext): FetchedCopy {
  const cached = data.remoteCache ? cachedFileFor(data.remoteCache, url) : null;
  if (cached === null) return { status: 'not-fetched' };
  const copy = data.probe(cached);
  if (copy === null) return { status: 'missing', cached };
  // Anything but a copy that is there (its first bytes, or the facts of a verified decode) is
  // never linked: a link out of the cache, a changed, damaged or oversized file. The sentence
  // comes from the probe (inspectImages verifies each copy against the manifest).
  if (!(copy instanceof Uint8Array) && copy.kind !== 'image') return { status: 'unusable', cached, reason: copy.reason };
  return { status: 'ok', cached };
}

/**
 * A remote image is kept, and the page shows what it shows without it (`until`) until its
 * fetched copy is usable; the report says what to run.
 */
function withFetchedCopy(value: string, ref: ImageRef, data: ReadContext, until: string, emit: Emit): ImageRef {
  if (ref.kind !== 'remote') return ref;
  const copy = fetchedCopy(ref.url, data);
  const url = ref.url;
  if (copy.status === 'ok') return { ...ref, cached: copy.cached };
  if (copy.status === 'not-fetched') emit(imageNotFetched, { found: value, sentence: `'${url}' is not fetched yet: run npm run data:fetch; until then ${until}` });
  else if (copy.status === 'missing')
    emit(imageFetchedCopyMissing, {
      found: value,
      sentence: `the fetched copy of '${url}' (data/${copy.cached}) is missing: run npm run data:fetch again; until then ${until}`,
    });
  else emit(imageFetchedCopyUnusable, { found: value, sentence: `the fetched copy of '${url}' (data/${copy.cached}) ${copy.reason}; until then ${until}` });
  return ref;
}

const FETCHED_COPY_KINDS = [imageNotFetched, imageFetchedCopyMissing, imageFetchedCopyUnusable];

/**
 * The logo the weekly run found on the row's `link` page (cache/found-logos.json), for an empty
 * logo cell: shown from its checked copy in the fetched-image cache, or reported for review.
 */
function foundLogo(cell: string, file: string, link: string | null, data: ReadContext, emit: Emit): ImageRef | null {
  const found = link === null ? undefined : data.foundLogos?.get(foundLogoKey(file, link));
  if (!found) return null;
  const copy = fetchedCopy(found.image, data);
  if (copy.status === 'ok') return { kind: 'remote', url: found.image, cached: copy.cached, found: true };
  const why =
    copy.status === 'not-fetched'
      ? `is not in the list of fetched images (data/cache/images/manifest.json)`
      : copy.status === 'missing'
        ? `is missing (data/${copy.cached})`
        : `cannot be shown: data/${copy.cached} ${copy.reason}`;
  emit(foundLogoUnusable, {
    found: cell,
    sentence: `the logo found on ${link} (${found.how}) ${why}; until npm run data:refresh runs again the listing shows its icon (write none in the logo cell to keep the icon for good)`,
  });
  return null;
}

/**
 * A logo: problems are for review, and the row keeps no logo (the tile falls back). `none` keeps
 * the icon for good. An empty cell shows the logo found on the row's link page, when there is
 * one (the link is read before the logo in every sheet).
 */
export const logoCheck: CellCheck<string, ImageRef | null> = defineCheck({
  emits: [logoUnusable, ...FETCHED_COPY_KINDS, foundLogoUnusable],
  run: (value: string, { file, data, before }, emit) => {
    if (isNoLogoCell(value)) return null;
    if (value.trim() === '') return foundLogo(value, file, typeof before.link === 'string' ? before.link : null, data, emit);
    const logo = checkLogo(value, data.probe);
    if (logo.status === 'problem') {
      // The row is kept without the logo: the tile falls back to its icon.
      emit(logoUnusable, { found: value, fixedValue: '', sentence: `${logo.problem}; until then the listing shows no logo` });
    }
    if (logo.status !== 'ok') return null;
    return withFetchedCopy(value, logo.ref, data, 'the listing shows no logo', emit);
  },
});

/** A picture the page cannot do without (poster, thumbnail, slide): problems are errors. */
export const pictureCheck: CellCheck<string, ImageRef | null> = defineCheck({
  emits: [pictureRequired, pictureUnusable, ...FETCHED_COPY_KINDS],
  run: (value: string, { column, what, data }, emit) => {
    if (value.trim() === '') {
      emit(pictureRequired, { found: '', sentence: `the ${column} is empty; give the file name of the picture under data/, e.g. 'images/events/poster.png'` });
      return null;
    }
    const picture = checkImage(value, data.probe, null);
    if (picture.status === 'problem') emit(pictureUnusable, { found: value, sentence: picture.problem });
    if (picture.status !== 'ok') return null;
    return withFetchedCopy(value, picture.ref, data, `the ${what} is not shown`, emit);
  },
});
