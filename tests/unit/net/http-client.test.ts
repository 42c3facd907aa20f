import { gzipSync, brotliCompressSync, deflateSync, constants as zlibConstants } from 'node:zlib';
import { createHttpClient, HttpError, retryAfterMs, DEFAULT_USER_AGENT, type HttpClientOptions } from '../../../scripts/net/http-client';
import {
  fixtureResolver,
  makeThrowawayCa,
  startHttpFixture,
  startHttpsFixture,
  trustCa,
  type FixtureServer,
  type ThrowawayCa,
  type Handler,
} from '../../support/https-fixture-server';

let ca: ThrowawayCa;
let untrust: () => void;
let server: FixtureServer;
let plain: FixtureServer;
const hits = new Map<string, number>();
const count = (key: string) => {
  const next = (hits.get(key) ?? 0) + 1;
  hits.set(key, next);
  return next;
};
let inFlight = 0;
let peakInFlight = 0;

const text =
  (status: number, body: string, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
const redirect =
  (status: number, to: (host: string) => string): Handler =>
  (request, response) => {
    response.writeHead(status, { location: to(request.headers.host ?? '') });
    response.end();
  };

let compressedBombs: { br: Buffer; gzip: Buffer } | null = null;
const bombs = () => {
  if (compressedBombs === null) {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    compressedBombs = { br: brotliCompressSync(zeros, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(zeros, { level: 9 }) };
  }
  return compressedBombs;
};

/** Waits until a client's byte count stops moving (a decoder left running would keep adding to it). */
async function settledBytes(counter: { readonly bytesReceived: number }): Promise<number> {
  for (let round = 0; round < 400; round++) {
    const before = counter.bytesReceived;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (counter.bytesReceived === before) return before;
  }
  return counter.bytesReceived;
}

beforeAll(async () => {
  ca = await makeThrowawayCa();
  untrust = trustCa(ca);
  plain = await startHttpFixture({ '/plain': text(200, 'plain http') });
  server = await startHttpsFixture(ca, {
    '/ok': text(200, 'hello', { 'content-type': 'text/plain', etag: '"v1"' }),
    '/echo-ua': (request, response) => response.end(request.headers['user-agent']),
    '/echo-post': (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.end(`${request.method} ${request.headers['content-type']} ${body}`));
    },
    '/post-then-303': redirect(303, () => '/echo-post'),
    '/post-then-307': redirect(307, () => '/echo-post'),
    '/conditional': (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304).end();
      else response.writeHead(200, { etag: '"v1"' }).end('body');
    },
    '/gzip': (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('zipped body')),
    '/deflate': (_request, response) => response.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync('deflated body')),
    '/br': (_request, response) => response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync('brotli body')),
    '/gzip-bomb': (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(2_000_000))),
    // 64 MB of zeros: about 100 bytes of brotli and 65 KB of gzip.
    '/br-bomb': (_request, response) => response.writeHead(200, { 'content-encoding': 'br' }).end(bombs().br),
    '/gzip-bomb-64m': (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(bombs().gzip),
    '/big': (_request, response) => {
      // No Content-Length: the cap must hold while streaming.
      response.writeHead(200);
      for (let index = 0; index < 40; index++) response.write(Buffer.alloc(64 * 1024));
      response.end();
    },
    '/flaky': (_request, response) => (count('flaky') === 1 ? response.writeHead(500).end('oops') : response.writeHead(200).end('recovered')),
    '/busy': (_request, response) => (count('busy') <= 2 ? response.writeHead(429, { 'retry-after': '1' }).end() : response.writeHead(200).end('served')),
    '/busy-long': (_request, response) => response.writeHead(429, { 'retry-after': '3600' }).end(),
    '/always-500': (_request, response) => {
      count('always-500');
      response.writeHead(503).end();
    },
    '/slow': (_request, response) => {
      setTimeout(() => response.writeHead(200).end('late'), 3000);
    },
    '/chain1': redirect(301, (host) => `https://${host}/chain2`),
    '/chain2': redirect(302, () => '/chain3'),
    '/chain3': redirect(307, (host) => `https://other.test:${host.split(':')[1]}/ok`),
    '/loop-a': redirect(302, () => '/loop-b'),
    '/loop-b': redirect(302, () => '/loop-a'),
    '/long-chain': (request, response) => {
      const step = Number(new URL(request.url ?? '', 'http://x').searchParams.get('n') ?? '0');
      response.writeHead(302, { location: `/long-chain?n=${step + 1}` }).end();
    },
    '/to-http': redirect(301, () => `http://fixture.test:${plain.port}/plain`),
    '/to-private': redirect(302, () => 'https://10.0.0.7/secret'),
    '/to-metadata': redirect(302, () => 'http://169.254.169.254/latest/meta-data/'),
    '/to-localhost-name': redirect(302, (host) => `https://localhost:${host.split(':')[1]}/ok`),
    '/to-file': redirect(302, () => 'file:///etc/passwd'),
    '/concurrency': (_request, response) => {
      inFlight++;
      peakInFlight = Math.max(peakInFlight, inFlight);
      // Hold each answer until two overlap (or 400 ms), so the peak does not depend on timing luck.
      const started = Date.now();
      const poll = setInterval(() => {
        if (peakInFlight < 2 && Date.now() - started < 400) return;
        clearInterval(poll);
        inFlight--;
        response.writeHead(200).end('ok');
      }, 10);
    },
  });
});

afterAll(async () => {
  await server.close();
  await plain.close();
  untrust();
  ca.cleanup();
});

const client = (options: HttpClientOptions = {}) => createHttpClient({ allowLoopback: true, resolver: fixtureResolver, retryBaseMs: 10, timeoutMs: 1000, ...options });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient', () => {
  test('fetches over https with a certificate from the default trust store, and names the site in its User-Agent', async () => {
    const response = await client().get(server.url('/ok'));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello');
    expect(response.headers.etag).toBe('"v1"');
    expect(response.url).toBe(server.url('/ok'));
    const ua = await client().get(server.url('/echo-ua'));
    expect(ua.body.toString()).toBe(DEFAULT_USER_AGENT);
    expect(DEFAULT_USER_AGENT).toMatch(/Padyak Hub; \+https:\/\//);
  });

  test('refuses a certificate it does not trust', async () => {
    untrust();
    try {
      expect((await failure(client({ retries: 0 }).get(server.url('/ok')))).code).toBe('tls');
    } finally {
      untrust = trustCa(ca);
    }
  });

  test('sends conditional headers and returns a 304 with no body', async () => {
    const response = await client().get(server.url('/conditional'), { headers: { 'If-None-Match': '"v1"' } });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
  });

  test.each([
    ['/gzip', 'zipped body'],
    ['/deflate', 'deflated body'],
    ['/br', 'brotli body'],
  ])('decodes %s bodies', async (pathname, expected) => {
    expect((await client().get(server.url(pathname))).body.toString()).toBe(expected);
  });

  test('stops a body at the size cap while streaming, decoded bytes included', async () => {
    expect((await failure(client().get(server.url('/big'), { maxBytes: 1_000_000 }))).code).toBe('too-large');
    expect((await failure(client().get(server.url('/gzip-bomb'), { maxBytes: 1_000_000 }))).code).toBe('too-large');
  });

  test.each(['/br-bomb', '/gzip-bomb-64m'])(
    "a refused %s stops decoding at once: it does not eat the run's byte budget, and the next file still downloads",
    async (pathname) => {
      // A 20 MB run budget; the bomb inflates to 64 MB if its decoder is left running.
      const run = client({ maxTotalBytes: 20_000_000 });
      expect((await failure(run.get(server.url(pathname), { maxBytes: 1_000_000 }))).code).toBe('too-large');
      expect(await settledBytes(run)).toBeLessThan(2_000_000);
      const next = await run.get(server.url('/big'), { maxBytes: 3_000_000 });
      expect(next.body.length).toBe(40 * 64 * 1024);
      run.close();
    },
  );

  test('stops when the total byte cap is spent', async () => {
    const capped = client({ maxTotalBytes: 1_500_000 });
    await capped.get(server.url('/big'), { maxBytes: 3_000_000 }).catch(() => undefined);
    expect((await failure(capped.get(server.url('/big'), { maxBytes: 3_000_000 }))).code).toBe('total-cap');
  });

  test('retries a 500 and a 429, honouring Retry-After', async () => {
    expect((await client().get(server.url('/flaky'))).body.toString()).toBe('recovered');
    // Retry-After: 1 is read: a client that will wait at most half a second hands back the 429 ...
    expect((await client({ maxRetryAfterMs: 500 }).get(server.url('/busy'))).status).toBe(429);
    // ... and one that will wait longer asks again and gets the file.
    expect((await client().get(server.url('/busy'))).body.toString()).toBe('served');
  });

  test('returns the 429 when Retry-After asks for longer than it will wait, and gives up on repeated 5xx', async () => {
    expect((await client().get(server.url('/busy-long'))).status).toBe(429);
    expect((await client({ retries: 2 }).get(server.url('/always-500'))).status).toBe(503);
    expect(hits.get('always-500')).toBe(3);
  });

  test('times out a slow answer', async () => {
    expect((await failure(client({ timeoutMs: 300, retries: 1 }).get(server.url('/slow')))).code).toBe('timeout');
  });

  test('follows a redirect chain by hand and records every hop', async () => {
    const response = await client().get(server.url('/chain1'));
    expect(response.status).toBe(200);
    expect(response.url).toBe(server.url('/ok', 'other.test'));
    expect(response.redirects.map((hop) => [hop.status, new URL(hop.url).pathname])).toEqual([
      [301, '/chain1'],
      [302, '/chain2'],
      [307, '/chain3'],
    ]);
  });

  test('refuses loops, more than 5 redirects, https-to-http and non-web schemes', async () => {
    expect((await failure(client().get(server.url('/loop-a')))).code).toBe('redirect-loop');
    const long = await failure(client().get(server.url('/long-chain')));
    expect(long.code).toBe('too-many-redirects');
    expect(long.redirects).toHaveLength(6);
    expect((await failure(client().get(server.url('/to-http')))).code).toBe('insecure-redirect');
    expect((await failure(client().get(server.url('/to-file')))).code).toBe('bad-address');
  });

  test('refuses redirects into private and metadata addresses, even with allowLoopback', async () => {
    expect((await failure(client().get(server.url('/to-private')))).message).toMatch(/private/);
    const metadata = await failure(client().get(server.url('/to-metadata')));
    expect(metadata.code).toBe('refused-address');
    expect(metadata.redirects).toHaveLength(0);
  });

  test('without allowLoopback, a name that resolves to 127.0.0.1 is refused at connect time', async () => {
    const strict = createHttpClient({ resolver: fixtureResolver, retries: 0 });
    const error = await failure(strict.get(server.url('/ok')));
    expect(error.code).toBe('refused-address');
    expect(error.message).toMatch(/127\.0\.0\.1.*loopback/);
    expect((await failure(strict.get(`https://127.0.0.1:${server.port}/ok`))).code).toBe('refused-address');
    expect((await failure(strict.get(`https://2130706433:${server.port}/ok`))).code).toBe('refused-address');
    expect((await failure(strict.get(`https://[::ffff:127.0.0.1]:${server.port}/ok`))).code).toBe('refused-address');
    // A redirect to a name that resolves to loopback is refused the same way.
    const viaRedirect = await failure(
      createHttpClient({ resolver: async (host) => (host === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : fixtureResolver(host)), retries: 0 }).get(
        `https://127.0.0.1:${server.port}/to-localhost-name`,
      ),
    );
    expect(viaRedirect.code).toBe('refused-address');
    expect(server.log.filter((line) => line.includes('/to-localhost-name'))).toHaveLength(0);
  });

  test('a name with one private address among public ones is refused', async () => {
    const mixed = createHttpClient({
      resolver: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      retries: 0,
    });
    expect((await failure(mixed.get('https://mixed.test/'))).code).toBe('refused-address');
  });

  test('a name that does not exist is a DNS failure', async () => {
    expect((await failure(client().get('https://nowhere.example/'))).code).toBe('dns');
  });

  test('runs at most 2 requests at a time against one host', async () => {
    peakInFlight = 0;
    const limited = client({ concurrency: 8 });
    await Promise.all(Array.from({ length: 8 }, () => limited.get(server.url('/concurrency'))));
    expect(peakInFlight).toBe(2);
  });

  test('POST sends its body; a 303 continues as GET, a 307 repeats the POST', async () => {
    expect((await client().post(server.url('/echo-post'), 'data=%5Bout%3Ajson%5D')).body.toString()).toBe('POST application/x-www-form-urlencoded data=%5Bout%3Ajson%5D');
    expect((await client().post(server.url('/post-then-303'), 'data=x')).body.toString()).toBe('GET undefined ');
    expect((await client().post(server.url('/post-then-307'), 'data=x')).body.toString()).toBe('POST application/x-www-form-urlencoded data=x');
  });

  test('HEAD returns headers and no body', async () => {
    const response = await client().head(server.url('/ok'));
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });
});

describe('retryAfterMs', () => {
  test('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
