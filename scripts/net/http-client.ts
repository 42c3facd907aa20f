/**
 * The project's one HTTP client for commands that talk to the internet (data:fetch, import:osm).
 *
 *   const client = createHttpClient({ allowLoopback: false });
 *   const response = await client.get('https://example.org/logo.png', { maxBytes: 5_000_000, accept: 'image/*' });
 *   // response: { status, url (final), redirects, headers, body }
 *   await client.post('https://overpass.example/api/interpreter', `data=${encodeURIComponent(query)}`, { maxBytes: 50_000_000 });
 *
 * What it guarantees, so callers need not:
 * - http: and https: only; every address a request connects to (the first and each redirect's)
 *   is resolved and checked by address-safety.ts inside the socket's own `lookup`, so a name
 *   that resolves to 127.0.0.1, 10.x, 169.254.169.254… is refused at connect time, not only in a pre-check;
 * - redirects followed by hand, at most `maxRedirects` (5), never from https: down to http:, loops refused;
 * - certificates verified against Node's trust store (so NODE_EXTRA_CA_CERTS adds a test CA);
 * - a per-request timeout, a per-response size cap and a total byte cap, enforced while streaming
 *   (on the decoded bytes, so a gzip bomb stops at the cap), and a refused response's decoder is
 *   destroyed at once, so it neither keeps inflating nor counts against the total;
 * - gzip, deflate and br bodies decoded;
 * - retries with exponential backoff on 429, 5xx, timeouts and resets, honouring Retry-After up to a bound;
 * - at most `concurrency` (8) requests at a time, at most `perHostConcurrency` (2) per host, on kept-alive connections;
 * - a User-Agent naming the site and its address.
 *
 * Failures the caller should report (refused address, DNS, TLS, timeout, too large…) are thrown as
 * `HttpError` with a `code`; HTTP error statuses are returned as responses, not thrown.
 */
import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { site } from '../../src/config/site';
import { ipLiteralOf, refusedAddressReason } from './address-safety';

export type HttpErrorCode =
  | 'bad-address' // not a parsable http(s) address
  | 'refused-address' // resolves to loopback, private, link-local, metadata… (see address-safety.ts)
  | 'dns' // the name does not resolve
  | 'tls' // certificate or handshake failure
  | 'timeout' // no complete answer within timeoutMs (after retries)
  | 'network' // connection refused or reset (after retries)
  | 'too-many-redirects'
  | 'redirect-loop'
  | 'insecure-redirect' // https: redirected to http:
  | 'too-large' // the body is over maxBytes
  | 'total-cap' // the client's byte budget is spent
  | 'bad-encoding'; // the Content-Encoding could not be decoded

export class HttpError extends Error {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    /** The address being requested when it failed (the last hop of a redirect chain). */
    readonly url: string,
    /** Hops followed before the failure. */
    readonly redirects: readonly Redirect[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface Redirect {
  url: string; // the address that answered with a redirect
  status: number; // 301, 302, 303, 307 or 308
  location: string; // the absolute address it pointed to
}

export interface HttpResponse {
  status: number;
  /** The final address, after redirects. */
  url: string;
  redirects: Redirect[];
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Decoded body bytes (empty for HEAD and 304). */
  body: Buffer;
}

export type Method = 'GET' | 'HEAD' | 'POST';

export interface RequestOptions {
  method?: Method;
  /** Request body (POST only), e.g. an Overpass query as `data=...` form text. */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Accept header, e.g. 'image/*' or 'text/html'. */
  accept?: string;
  /** Cap for this response's decoded body; defaults to the client's maxResponseBytes. */
  maxBytes?: number;
  /** Cap on redirects for this request; defaults to the client's maxRedirects. */
  maxRedirects?: number;
}

/** Resolves a host name to every address it has (the shape of dns.lookup with all: true). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface HttpClientOptions {
  /** Lets loopback addresses through (tests against 127.0.0.1) and nothing else. */
  allowLoopback?: boolean;
  /** Replaces DNS: tests map `.test` names to 127.0.0.1 with it. */
  resolver?: Resolver;
  timeoutMs?: number; // per attempt, default 15 s
  maxResponseBytes?: number; // default 5 MB
  maxTotalBytes?: number; // default 1 GB per client
  maxRedirects?: number; // default 5
  retries?: number; // extra attempts on 429 / 5xx / timeout / reset, default 2
  retryBaseMs?: number; // first backoff, doubled each time, default 500 ms
  maxRetryAfterMs?: number; // longest Retry-After honoured; a longer one returns the 429/503 as is; default 30 s
  concurrency?: number; // default 8
  perHostConcurrency?: number; // default 2
  userAgent?: string;
  /** How the client waits between attempts; tests pass one that records the wait instead of timing it. */
  wait?: (ms: number) => Promise<void>;
}

export interface HttpClient {
  request(url: string, options?: RequestOptions): Promise<HttpResponse>;
  get(url: string, options?: Omit<RequestOptions, 'method'>): Promise<HttpResponse>;
  head(url: string, options?: Omit<RequestOptions, 'method'>): Promise<HttpResponse>;
  /** POST `body` (with its `contentType`); 301/302/303 continue as GET as browsers do, 307/308 repeat the POST. */
  post(url: string, body: string | Buffer, options?: Omit<RequestOptions, 'method' | 'body'> & { contentType?: string }): Promise<HttpResponse>;
  /** Decoded bytes received so far by this client. */
  readonly bytesReceived: number;
  /** Closes the kept-alive connections (idle ones never keep the process running anyway). */
  close(): void;
}

export const DEFAULT_USER_AGENT = `PadyakHubBot/1.0 (${site.title}; +${site.siteUrl})`;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** A counting semaphore with a per-host limit, served in arrival order where limits allow. */
class Slots {
  private active = 0;
  private readonly perHost = new Map<string, number>();
  private readonly waiting: { host: string; start: () => void }[] = [];

  constructor(
    private readonly limit: number,
    private readonly hostLimit: number,
  ) {}

  acquire(host: string): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({ host, start: () => resolve(() => this.release(host)) });
      this.drain();
    });
  }

  private release(host: string): void {
    this.active--;
    const count = (this.perHost.get(host) ?? 1) - 1;
    if (count === 0) this.perHost.delete(host);
    else this.perHost.set(host, count);
    this.drain();
  }

  private drain(): void {
    for (let index = 0; index < this.waiting.length && this.active < this.limit;) {
      const next = this.waiting[index] as { host: string; start: () => void };
      const hostCount = this.perHost.get(next.host) ?? 0;
      if (hostCount >= this.hostLimit) {
        index++;
        continue;
      }
      this.waiting.splice(index, 1);
      this.active++;
      this.perHost.set(next.host, hostCount + 1);
      next.start();
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

interface Attempt {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

class RetryableError extends Error {
  constructor(readonly failure: HttpError) {
    super(failure.message);
  }
}

type AddressPolicy = Parameters<typeof refusedAddressReason>[1];

/** What every exchange of one client shares: its settings, its connections and the run's byte count. */
interface ClientSettings {
  policy: AddressPolicy;
  resolver: Resolver;
  timeoutMs: number;
  userAgent: string;
  maxTotalBytes: number;
  httpsAgent: https.Agent;
  httpAgent: http.Agent;
  /** Bytes this client has received so far, counted against maxTotalBytes. */
  received: { bytes: number };
}

/**
 * The socket's lookup: resolves, then refuses the whole name if any of its addresses is refused
 * (a name that answers both a public and a private address is an attack, not a mistake).
 */
const safeLookup = ({ resolver, policy }: ClientSettings, url: string) =>
  ((hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolver(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
          return;
        }
        for (const entry of addresses) {
          const reason = refusedAddressReason(entry.address, policy);
          if (reason) {
            callback(new HttpError('refused-address', `${hostname} resolves to ${entry.address}, ${reason}; data:fetch never contacts such addresses`, url));
            return;
          }
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]?.address, addresses[0]?.family);
      },
      (error: Error) => callback(error),
    );
  }) as unknown as http.RequestOptions['lookup'];

function classify(error: NodeJS.ErrnoException, url: string): HttpError {
  if (error instanceof HttpError) return error;
  const code = error.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return new HttpError('dns', `the site name does not exist (${code})`, url);
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO|ERR_TLS|HOSTNAME|ALTNAME/i.test(code) || /certificate|ssl|tls/i.test(error.message)) {
    return new HttpError('tls', `the site's secure connection failed (${code || error.message})`, url);
  }
  return new HttpError('network', `the connection failed (${code || error.message})`, url);
}

type BodyDecoder = zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;

/** One exchange under way, as the response's handlers see it. */
interface PendingExchange {
  href: string;
  method: Method;
  maxBytes: number;
  settings: ClientSettings;
  /** True once the exchange has ended either way: later events change nothing. */
  settled(): boolean;
  succeed(attempt: Attempt): void;
  fail(error: Error): void;
  /** The body's decoder, destroyed with the request when the exchange fails. */
  useDecoder(decoder: BodyDecoder): void;
}

/** The response's headers, each as one string. */
function headersOf(response: http.IncomingMessage): Record<string, string> {
  const responseHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return responseHeaders;
}

/** The decoder for the body's content-encoding, null for identity; an encoding this tool does not read fails the exchange (undefined). */
function decoderFor(responseHeaders: Record<string, string>, pending: PendingExchange): BodyDecoder | null | undefined {
  const encoding = (responseHeaders['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  if (encoding === 'identity') return null;
  pending.fail(new HttpError('bad-encoding', `the server sent the body in an encoding this tool does not read (${encoding})`, pending.href));
  return undefined;
}

/** Reads a response: its body decoded and within the file's and the run's byte limits; none for HEAD, 304, 204 and redirects. */
function receiveResponse(response: http.IncomingMessage, pending: PendingExchange): void {
  const { href, maxBytes, settings } = pending;
  const status = response.statusCode ?? 0;
  const responseHeaders = headersOf(response);
  if (pending.method === 'HEAD' || status === 304 || status === 204 || REDIRECT_STATUSES.has(status)) {
    response.resume();
    pending.succeed({ status, headers: responseHeaders, body: Buffer.alloc(0) });
    return;
  }
  const declared = Number(responseHeaders['content-length']);
  if (!responseHeaders['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    pending.fail(new HttpError('too-large', `the file is ${declared} bytes, over the ${maxBytes}-byte limit`, href));
    return;
  }
  const decoder = decoderFor(responseHeaders, pending);
  if (decoder === undefined) return;
  if (decoder) pending.useDecoder(decoder);
  const stream: NodeJS.ReadableStream = decoder ? response.pipe(decoder) : response;
  const chunks: Buffer[] = [];
  let length = 0;
  stream.on('data', (chunk: Buffer) => {
    // Nothing is counted once the response is refused (a decoder may still hold a chunk).
    if (pending.settled()) return;
    length += chunk.length;
    settings.received.bytes += chunk.length;
    if (length > maxBytes) pending.fail(new HttpError('too-large', `the file is over the ${maxBytes}-byte limit`, href));
    else if (settings.received.bytes > settings.maxTotalBytes)
      pending.fail(new HttpError('total-cap', `this run has downloaded its limit of ${settings.maxTotalBytes} bytes`, href));
    else chunks.push(chunk);
  });
  stream.on('error', (error: Error) => pending.fail(new HttpError('bad-encoding', `the body could not be decoded (${error.message})`, href)));
  response.on('error', (error: NodeJS.ErrnoException) => pending.fail(new RetryableError(classify(error, href))));
  response.on('aborted', () => pending.fail(new RetryableError(new HttpError('network', 'the server closed the connection before the end of the file', href))));
  stream.on('end', () => pending.succeed({ status, headers: responseHeaders, body: Buffer.concat(chunks, length) }));
}

/** One hop of a request as it is sent: the address, the method, its headers, the answer's byte limit, and the body (sent with POST only). */
interface Hop {
  url: URL;
  method: Method;
  headers: Record<string, string>;
  maxBytes: number;
  body: string | Buffer | undefined;
}

/** One exchange with one address: no redirects, no retries. */
function exchange(settings: ClientSettings, { url, method, headers, maxBytes, body }: Hop): Promise<Attempt> {
  const { timeoutMs } = settings;
  const transport = url.protocol === 'https:' ? https : http;
  const href = url.href;
  return new Promise<Attempt>((resolve, reject) => {
    let settled = false;
    // The decoder (gunzip, inflate, brotli) of the body, once the response has begun.
    let decoder: BodyDecoder | null = null;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      request.destroy();
      // A decoder holds the compressed bytes already received and would go on inflating them
      // after the refusal: 13 KB of brotli are 16 GB, all counted against the run's byte cap.
      // Destroying it stops the work and the counting at once.
      decoder?.removeAllListeners('data');
      decoder?.destroy();
      reject(error);
    };
    const pending: PendingExchange = {
      href,
      method,
      maxBytes,
      settings,
      settled: () => settled,
      succeed: (attempt) => {
        if (settled) return;
        settled = true;
        resolve(attempt);
      },
      fail,
      useDecoder: (used) => {
        decoder = used;
      },
    };
    const request = transport.request(
      url,
      {
        method,
        headers: { 'user-agent': settings.userAgent, 'accept-encoding': 'gzip, deflate, br', ...headers },
        lookup: safeLookup(settings, href),
        // Kept-alive sockets are reused only for the same host and port, and each was checked by
        // safeLookup when it connected, so reuse never skips the address check.
        agent: url.protocol === 'https:' ? settings.httpsAgent : settings.httpAgent,
        timeout: timeoutMs,
      },
      (response) => receiveResponse(response, pending),
    );
    // The socket timeout catches silence; the deadline catches a server that trickles bytes forever.
    const deadline = setTimeout(() => fail(new RetryableError(new HttpError('timeout', `no complete answer within ${Math.round(timeoutMs / 1000)} s`, href))), timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => fail(new RetryableError(new HttpError('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`, href))));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const failure = classify(error, href);
      // Only transient network trouble is worth another attempt.
      fail(failure.code === 'network' ? new RetryableError(failure) : failure);
    });
    request.end(method === 'POST' ? body : undefined);
  });
}

/** A request's address, checked: a web address (https or http), no user name or password, no refused IP literal. */
function parseTarget(policy: AddressPolicy, text: string, from: string | null, redirects: Redirect[]): URL {
  let url: URL;
  try {
    url = from === null ? new URL(text) : new URL(text, from);
  } catch {
    throw new HttpError('bad-address', `'${text}' is not a web address`, text, redirects);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new HttpError('bad-address', `'${url.protocol}' addresses are not fetched; only https:// and http://`, url.href, redirects);
  }
  if (url.username || url.password) throw new HttpError('bad-address', 'addresses with a user name or password are not fetched', url.href, redirects);
  // An IP literal never goes through lookup, so it is checked here.
  const literal = ipLiteralOf(url);
  if (literal !== null || isIP(url.hostname)) {
    const reason = refusedAddressReason(literal ?? url.hostname, policy);
    if (reason) throw new HttpError('refused-address', `${url.hostname} is ${reason}; data:fetch never contacts such addresses`, url.href, redirects);
  }
  return url;
}

/** The settings of a client: each option given, or its default. */
function clientSettings(options: HttpClientOptions) {
  const perHost = options.perHostConcurrency ?? 2;
  return {
    policy: { allowLoopback: options.allowLoopback ?? false },
    resolver: options.resolver ?? systemResolver,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxResponseBytes: options.maxResponseBytes ?? 5 * 1024 * 1024,
    maxTotalBytes: options.maxTotalBytes ?? 1024 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    retries: options.retries ?? 2,
    retryBaseMs: options.retryBaseMs ?? 500,
    wait: options.wait ?? sleep,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    slots: new Slots(options.concurrency ?? 8, perHost),
    httpsAgent: new https.Agent({ keepAlive: true, maxSockets: perHost }),
    httpAgent: new http.Agent({ keepAlive: true, maxSockets: perHost }),
    received: { bytes: 0 },
  };
}

type FullSettings = ReturnType<typeof clientSettings>;

/** One hop with retries: 429, 5xx, timeouts and resets are tried again after a backoff. */
async function attemptWithRetries(settings: FullSettings, hop: Hop): Promise<Attempt> {
  const { slots, retries, retryBaseMs, wait, maxRetryAfterMs } = settings;
  for (let attempt = 0; ; attempt++) {
    const release = await slots.acquire(hop.url.host);
    let result: Attempt | RetryableError;
    try {
      result = await exchange(settings, hop);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      result = error;
    } finally {
      release();
    }
    const backoff = retryBaseMs * 2 ** attempt;
    if (result instanceof RetryableError) {
      if (attempt >= retries) throw result.failure;
      await wait(backoff);
      continue;
    }
    if ((result.status === 429 || result.status >= 500) && attempt < retries) {
      const asked = retryAfterMs(result.headers['retry-after']);
      if (asked !== null && asked > maxRetryAfterMs) return result; // not worth the wait: the caller sees the status
      await wait(Math.max(asked ?? 0, backoff));
      continue;
    }
    return result;
  }
}

/** A request followed through its redirects (each hop checked and retried), answered with the last hop's response. */
async function followRequest(settings: FullSettings, target: string, requestOptions: RequestOptions = {}): Promise<HttpResponse> {
  let method = requestOptions.method ?? 'GET';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers[name.toLowerCase()] = value;
  if (requestOptions.accept) headers.accept = requestOptions.accept;
  const maxBytes = requestOptions.maxBytes ?? settings.maxResponseBytes;
  const redirectLimit = requestOptions.maxRedirects ?? settings.maxRedirects;
  const redirects: Redirect[] = [];
  let url = parseTarget(settings.policy, target, null, redirects);
  const seen = new Set([url.href]);
  for (;;) {
    let attempt: Attempt;
    try {
      attempt = await attemptWithRetries(settings, { url, method, headers, maxBytes, body: method === 'POST' ? requestOptions.body : undefined });
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.code, error.message, error.url, redirects);
      throw error;
    }
    const location = attempt.headers.location;
    if (!REDIRECT_STATUSES.has(attempt.status) || location === undefined) {
      return { status: attempt.status, url: url.href, redirects, headers: attempt.headers, body: attempt.body };
    }
    const next = parseTarget(settings.policy, location, url.href, redirects);
    redirects.push({ url: url.href, status: attempt.status, location: next.href });
    if (url.protocol === 'https:' && next.protocol === 'http:') {
      throw new HttpError('insecure-redirect', `the secure address redirects to an insecure one (${next.href})`, next.href, redirects);
    }
    if (seen.has(next.href)) throw new HttpError('redirect-loop', `the address redirects in a loop (back to ${next.href})`, next.href, redirects);
    if (redirects.length > redirectLimit) {
      throw new HttpError('too-many-redirects', `the address redirects more than ${redirectLimit} times`, next.href, redirects);
    }
    seen.add(next.href);
    // A 303, and as browsers do a 301/302 after a POST, continues as GET without the body.
    if ((attempt.status === 303 && method !== 'HEAD') || (method === 'POST' && (attempt.status === 301 || attempt.status === 302))) {
      method = 'GET';
      delete headers['content-type'];
    }
    // Conditional headers belong to the first address only.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    url = next;
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const settings = clientSettings(options);
  const request = (target: string, requestOptions?: RequestOptions) => followRequest(settings, target, requestOptions);
  return {
    request,
    get: (url, getOptions) => request(url, { ...getOptions, method: 'GET' }),
    head: (url, headOptions) => request(url, { ...headOptions, method: 'HEAD' }),
    post: (url, body, { contentType = 'application/x-www-form-urlencoded', ...postOptions } = {}) =>
      request(url, { ...postOptions, method: 'POST', body, headers: { ...postOptions.headers, 'content-type': contentType } }),
    close() {
      settings.httpsAgent.destroy();
      settings.httpAgent.destroy();
    },
    get bytesReceived() {
      return settings.received.bytes;
    },
  };
}
