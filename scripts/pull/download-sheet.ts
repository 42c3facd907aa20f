/**
 * Downloading one published sheet through the project's one HTTP client (https only, every
 * address and redirect checked after DNS, size and time caps). What can go wrong becomes one
 * sentence for the report, and whether trying again later may help.
 */
import { describeSheetLimit, MAX_SHEET_BYTES } from '../../src/pipeline';
import { HttpError, type HttpClient } from '../net/http-client';

export type Download = { ok: true; bytes: Uint8Array; finalUrl: string } | { ok: false; problem: string; transient: boolean };

const PUBLISH_HOW =
  'in Google Sheets choose File → Share → Publish to the web, pick the sheet and "Comma-separated values (.csv)", press Publish, and put the address it shows in data/sources.json';

export const NOT_PUBLISHED = 'this sheet is not published as CSV';

/**
 * A web page, not a CSV: by its declared type, or by how it starts (some servers say text/plain
 * or text/csv). Any tag counts, not only a doctype or <html>: a sign-in page may start with
 * <meta>, <title> or <script>. A sheet's first line is its header, and no column name starts
 * with '<', so a CSV is never taken for a page.
 */
export function looksLikeHtml(contentType: string | undefined, body: Uint8Array): boolean {
  if (contentType && /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return true;
  const start = new TextDecoder('utf-8')
    .decode(body.subarray(0, 512))
    .replace(/^\ufeff/, '')
    .trimStart();
  return /^<(?:!|\?|\/?[a-z][a-z0-9-]*(?:[\s/>]|$))/i.test(start);
}

function pageTitle(body: Uint8Array): string | null {
  const text = new TextDecoder('utf-8').decode(body.subarray(0, 64 * 1024));
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim();
  return title ? title.slice(0, 80) : null;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function describeFailure(error: HttpError): { problem: string; transient: boolean } {
  switch (error.code) {
    case 'too-large':
      return {
        problem: `the published sheet is larger than the limit of ${describeSheetLimit()} for a sheet, so it was not pulled; remove rows the site does not need, or split the list`,
        transient: false,
      };
    case 'refused-address':
      // The client's sentence names data:fetch, its first user; the rule is the same here.
      return {
        problem: `the address leads to a private or local network address (${error.message.replace(/; data:fetch never contacts such addresses$/, '')}); use the sheet's public address`,
        transient: false,
      };
    case 'bad-address':
      return { problem: `the address cannot be used: ${error.message}`, transient: false };
    case 'dns':
      return { problem: 'the site name in the address does not exist; copy the address again from Publish to the web', transient: false };
    case 'insecure-redirect':
    case 'too-many-redirects':
    case 'redirect-loop':
      return { problem: `the address does not lead to a sheet (${error.message}); ${PUBLISH_HOW}`, transient: false };
    case 'tls':
    case 'timeout':
    case 'network':
    case 'total-cap':
    case 'bad-encoding':
      return { problem: `the sheet could not be downloaded (${error.message}); run the pull again later`, transient: true };
  }
}

export async function downloadSheet(client: HttpClient, address: string): Promise<Download> {
  let response;
  try {
    response = await client.get(address, { accept: 'text/csv, text/plain;q=0.5, */*;q=0.1', maxBytes: MAX_SHEET_BYTES });
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, ...describeFailure(error) };
    throw error;
  }
  const where = hostOf(response.url) === hostOf(address) ? 'the address' : `the address (sent on to ${hostOf(response.url)})`;
  if (response.status === 429 || response.status >= 500) {
    return { ok: false, problem: `${where} answered HTTP ${response.status} (the server is busy or failing); run the pull again later`, transient: true };
  }
  if (response.status === 401 || response.status === 403) {
    return { ok: false, problem: `${NOT_PUBLISHED}: ${where} answered HTTP ${response.status} (not allowed without signing in); ${PUBLISH_HOW}`, transient: false };
  }
  if (response.status === 404 || response.status === 410) {
    return {
      ok: false,
      problem: `${where} answered HTTP ${response.status}: nothing is published there any more (the sheet was unpublished or deleted); ${PUBLISH_HOW}`,
      transient: false,
    };
  }
  if (response.status !== 200) return { ok: false, problem: `${where} answered HTTP ${response.status} instead of the sheet; ${PUBLISH_HOW}`, transient: false };
  if (looksLikeHtml(response.headers['content-type'], response.body)) {
    const title = pageTitle(response.body);
    const signIn = /accounts\.|login|signin|servicelogin/i.test(response.url) || (title !== null && /sign[ -]?in|log[ -]?in/i.test(title));
    const named = title ? ` ('${title}')` : '';
    return {
      ok: false,
      problem: signIn
        ? `${NOT_PUBLISHED}: ${where} answered with a sign-in page${named} instead of a CSV file, so the sheet is private; ${PUBLISH_HOW}`
        : `${NOT_PUBLISHED}: ${where} answered with a web page${named} instead of a CSV file; ${PUBLISH_HOW}`,
      transient: false,
    };
  }
  return { ok: true, bytes: response.body, finalUrl: response.url };
}
