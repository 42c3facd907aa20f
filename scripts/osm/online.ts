/**
 * Asking the Overpass API for the Philippines' bike shops, through the project's one HTTP
 * client (scripts/net/http-client.ts): the same address safety, User-Agent and retry rules
 * as data:fetch. Only the limits differ, because Overpass is one slow, shared, rate-limited
 * service: one request at a time, a long timeout (the query may run for 180 s), and long
 * waits on 429 (Retry-After when Overpass sends it, else 15, 30, 60 s), a bounded number of times.
 */
import { createHttpClient, HttpError, type HttpClientOptions } from '../net/http-client';
import { PHILIPPINE_BIKE_SHOPS_QUERY } from './overpass';

export const OVERPASS_CLIENT_OPTIONS: HttpClientOptions = {
  concurrency: 1,
  perHostConcurrency: 1,
  timeoutMs: 200_000, // the query's own [timeout:180], plus the transfer
  maxResponseBytes: 64 * 1024 * 1024, // today's answer is well under 1 MB; this only stops a runaway server
  retries: 3,
  retryBaseMs: 15_000,
  maxRetryAfterMs: 5 * 60_000,
};

export interface DownloadOptions {
  endpoint: string;
  allowLoopback: boolean;
  log: (line: string) => void;
  /** Overrides of the limits above (tests shorten the waits). */
  client?: Partial<HttpClientOptions>;
}

export type Download = { ok: true; text: string } | { ok: false; message: string };

/** The request: Overpass reads the query from the `data` parameter of a GET. */
export function overpassRequestUrl(endpoint: string, query = PHILIPPINE_BIKE_SHOPS_QUERY): string {
  const url = new URL(endpoint);
  url.searchParams.set('data', query);
  return url.href;
}

/** A short, plain excerpt of an error page, so the editor sees what Overpass said. */
function excerpt(body: Buffer): string {
  const text = body
    .toString('utf8')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

export async function downloadBikeShops(options: DownloadOptions): Promise<Download> {
  const settings = { ...OVERPASS_CLIENT_OPTIONS, ...options.client, allowLoopback: options.allowLoopback };
  const client = createHttpClient(settings);
  const where = `Overpass at ${options.endpoint}`;
  try {
    const response = await client.get(overpassRequestUrl(options.endpoint), { accept: 'application/json' });
    if (response.status === 429) {
      return {
        ok: false,
        message: `${where} is busy: it still answered 429 (too many requests) after ${(settings.retries ?? 0) + 1} tries; wait a few minutes and run the command again.`,
      };
    }
    if (response.status !== 200) {
      const said = excerpt(response.body);
      return { ok: false, message: `${where} answered ${response.status}${said ? ` ("${said}")` : ''}.` };
    }
    options.log(`Received ${Math.round(response.body.length / 1024)} KB from Overpass.`);
    return { ok: true, text: response.body.toString('utf8') };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: `Could not get an answer from ${where}: ${error.message}.` };
    throw error;
  }
}
