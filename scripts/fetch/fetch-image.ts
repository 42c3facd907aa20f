/** Downloads one image address, validates it and stores it in the cache, revalidating what is already there. */
import type { HttpClient, HttpError } from '../net/http-client';
import { HttpError as HttpErrorClass } from '../net/http-client';
import type { RemoteCacheEntry } from '../../src/pipeline/detect/remote-cache';
import { entryFileIntact, storeImage } from './cache-store';
import { MAX_IMAGE_BYTES, validateImage } from './image-validation';

export type ImageFetchOutcome =
  | { kind: 'unchanged'; entry: RemoteCacheEntry } // 304: the cached file is still right
  | { kind: 'stored'; entry: RemoteCacheEntry; changed: boolean }
  | { kind: 'failed'; problem: string; advice: string; transient: boolean };

const SAVE_LOCALLY = 'or save the image into data/logos/ and write its file name instead';

/** What was asked for: an image (at most 5 MB), or a listing's page that discovery reads to find its logo (limit as given). */
export type Fetched = { what: 'image' } | { what: 'page'; limit: string };

/** Words for a failed request, and whether trying again later could help. */
export function describeHttpFailure(error: HttpError, fetched: Fetched = { what: 'image' }): { problem: string; advice: string; transient: boolean } {
  switch (error.code) {
    case 'refused-address':
      return { problem: `the address leads to a private or local network address (${error.message})`, advice: 'use the public address of the image', transient: false };
    case 'bad-address':
      return { problem: error.message, advice: 'paste the full https:// address of the image', transient: false };
    case 'dns':
      return { problem: 'the site name does not exist', advice: 'check the address for typos; the site may have closed', transient: false };
    case 'tls':
      return { problem: `the site's secure connection is broken (${error.message})`, advice: `tell the owner, ${SAVE_LOCALLY}`, transient: false };
    case 'timeout':
    case 'network':
    case 'total-cap':
      return { problem: `the server did not answer (${error.message})`, advice: 'run npm run data:fetch again later', transient: true };
    case 'too-many-redirects':
    case 'redirect-loop':
      return { problem: error.message, advice: `open the address in a browser and copy the address it ends on, ${SAVE_LOCALLY}`, transient: false };
    case 'insecure-redirect':
      return { problem: error.message, advice: `use an https:// address of the image, ${SAVE_LOCALLY}`, transient: false };
    case 'too-large':
      if (fetched.what === 'page')
        return {
          problem: `the page is over the ${fetched.limit} limit for reading a page`,
          advice: `save the logo into data/logos/ and write its file name instead`,
          transient: false,
        };
      return { problem: `the image is over the 5 MB limit`, advice: `use a smaller version of the image, ${SAVE_LOCALLY}`, transient: false };
    case 'bad-encoding':
      return { problem: error.message, advice: SAVE_LOCALLY.replace(/^or /, ''), transient: false };
  }
}

function describeStatus(status: number): { problem: string; advice: string; transient: boolean } {
  if (status === 404 || status === 410) {
    return {
      problem: `the image is no longer at this address (HTTP ${status})`,
      advice: `open the owner's page, right-click the logo, copy the image address, ${SAVE_LOCALLY}`,
      transient: false,
    };
  }
  if (status === 429 || status >= 500)
    return { problem: `the server is busy or failing (HTTP ${status})`, advice: 'run npm run data:fetch again later', transient: true };
  return { problem: `the server refuses to give the image (HTTP ${status})`, advice: SAVE_LOCALLY.replace(/^or /, ''), transient: false };
}

export async function fetchImage(client: HttpClient, dataDir: string, url: string, previous: RemoteCacheEntry | undefined, now: () => Date): Promise<ImageFetchOutcome> {
  const usable = previous !== undefined && entryFileIntact(dataDir, previous);
  const headers: Record<string, string> = {};
  if (usable && previous.etag) headers['if-none-match'] = previous.etag;
  if (usable && previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  let response;
  try {
    response = await client.get(url, {
      headers,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml;q=0.8,*/*;q=0.1',
      maxBytes: MAX_IMAGE_BYTES,
    });
  } catch (error) {
    if (error instanceof HttpErrorClass) return { kind: 'failed', ...describeHttpFailure(error) };
    throw error;
  }
  // fetchedAt is when these bytes were fetched: a run that finds the same image keeps it, so a
  // refresh with nothing new rewrites no manifest and proposes no pull request.
  if (response.status === 304 && usable) return { kind: 'unchanged', entry: previous };
  if (response.status !== 200) return { kind: 'failed', ...describeStatus(response.status) };
  const image = await validateImage(response.body);
  if (!image.ok) return { kind: 'failed', problem: image.problem, advice: image.advice, transient: false };
  const stored = storeImage(dataDir, image.bytes, image.extension);
  const sameBytes = usable && previous.sha256 === stored.sha256;
  const entry: RemoteCacheEntry = {
    file: stored.file,
    sha256: stored.sha256,
    mediaType: image.mediaType,
    ...(image.sourceMediaType ? { sourceMediaType: image.sourceMediaType } : {}),
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
    fetchedAt: sameBytes ? previous.fetchedAt : now().toISOString(),
    ...(response.url !== url ? { finalUrl: response.url } : {}),
    etag: response.headers.etag ?? null,
    lastModified: response.headers['last-modified'] ?? null,
  };
  return { kind: 'stored', entry, changed: previous?.sha256 !== entry.sha256 };
}
