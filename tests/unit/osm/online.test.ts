/**
 * The online path of import:osm against an Overpass stand-in on 127.0.0.1 that the test starts
 * (never the real internet): the query it sends, its User-Agent, 429 with Retry-After, the
 * loopback refusal without --allow-loopback, and the sheet written from the answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { downloadBikeShops, overpassRequestUrl } from '../../../scripts/osm/online';
import { PHILIPPINE_BIKE_SHOPS_QUERY } from '../../../scripts/osm/overpass';
import { site } from '../../../src/config/site';

const ROOT = path.join(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/osm');
const RESPONSE = readFileSync(path.join(FIXTURES, 'overpass-bike-shops.json'), 'utf8');

interface Seen {
  url: string;
  method: string;
  userAgent: string;
}

/** An Overpass stand-in: answers each request with the next planned status (the last one repeats). */
async function startOverpass(plan: { status: number; headers?: Record<string, string>; body?: string }[]) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', method: request.method ?? '', userAgent: request.headers['user-agent'] ?? '' });
    const step = plan[Math.min(seen.length - 1, plan.length - 1)] ?? { status: 500 };
    response.writeHead(step.status, { 'content-type': step.status === 200 ? 'application/json' : 'text/html', ...step.headers });
    response.end(step.body ?? (step.status === 200 ? RESPONSE : `<html><body><p>Error ${step.status}</p></body></html>`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}/api/interpreter`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quick = { retryBaseMs: 10, maxRetryAfterMs: 5_000, timeoutMs: 5_000 };
const log = () => undefined;

describe('asking Overpass', () => {
  it('sends the shop=bicycle query for the Philippines with out center tags, as a GET naming the site', async () => {
    const overpass = await startOverpass([{ status: 200 }]);
    try {
      const download = await downloadBikeShops({ endpoint: overpass.endpoint, allowLoopback: true, log, client: quick });
      expect(download).toEqual({ ok: true, text: RESPONSE });
      expect(overpass.seen).toHaveLength(1);
      const query = new URL(overpass.seen[0]?.url ?? '', 'http://x').searchParams.get('data');
      expect(query).toBe(PHILIPPINE_BIKE_SHOPS_QUERY);
      expect(query).toMatch(/area\["ISO3166-1"="PH"\]/);
      expect(query).toMatch(/nwr\["shop"="bicycle"\]\(area\.ph\)/);
      expect(query).toMatch(/out center tags;$/);
      expect(overpass.seen[0]?.method).toBe('GET');
      expect(overpass.seen[0]?.userAgent).toContain(site.title);
      expect(overpass.seen[0]?.userAgent).toContain(site.siteUrl);
    } finally {
      await overpass.close();
    }
  });

  it('waits and tries again on 429, honouring Retry-After', async () => {
    const overpass = await startOverpass([{ status: 429, headers: { 'retry-after': '1' } }, { status: 200 }]);
    const waits: number[] = [];
    const recordWait = async (ms: number) => {
      waits.push(ms);
    };
    try {
      const download = await downloadBikeShops({ endpoint: overpass.endpoint, allowLoopback: true, log, client: { ...quick, wait: recordWait } });
      expect(download.ok).toBe(true);
      expect(overpass.seen).toHaveLength(2);
      // Retry-After: 1 asks for a second; the backoff alone would have waited 10 ms.
      expect(waits).toEqual([1000]);
    } finally {
      await overpass.close();
    }
  });

  it('gives up after a bounded number of tries when Overpass stays busy, and says what to do', async () => {
    const overpass = await startOverpass([{ status: 429, headers: { 'retry-after': '0' } }]);
    try {
      const download = await downloadBikeShops({ endpoint: overpass.endpoint, allowLoopback: true, log, client: { ...quick, retries: 2 } });
      expect(download).toEqual({ ok: false, message: expect.stringMatching(/is busy: it still answered 429 .* after 3 tries; wait a few minutes/) });
      expect(overpass.seen).toHaveLength(3);
    } finally {
      await overpass.close();
    }
  });

  it('reports an error page with what Overpass said', async () => {
    const overpass = await startOverpass([{ status: 400, body: '<html><body><p><strong>Error</strong>: line 1: parse error</p></body></html>' }]);
    try {
      const download = await downloadBikeShops({ endpoint: overpass.endpoint, allowLoopback: true, log, client: quick });
      expect(download).toEqual({ ok: false, message: expect.stringContaining('answered 400 ("Error : line 1: parse error")') });
    } finally {
      await overpass.close();
    }
  });

  it('refuses a loopback endpoint unless --allow-loopback is given, without sending anything', async () => {
    const overpass = await startOverpass([{ status: 200 }]);
    try {
      const download = await downloadBikeShops({ endpoint: overpass.endpoint, allowLoopback: false, log, client: quick });
      expect(download).toEqual({
        ok: false,
        message: expect.stringMatching(/^Could not get an answer from Overpass at http:\/\/127\.0\.0\.1:\d+\/api\/interpreter: 127\.0\.0\.1 is /),
      });
      expect(overpass.seen).toHaveLength(0);
    } finally {
      await overpass.close();
    }
  });

  it('puts the query in the data parameter of the endpoint', () => {
    expect(overpassRequestUrl('https://overpass.example/api/interpreter', 'node(1);out;')).toBe('https://overpass.example/api/interpreter?data=node%281%29%3Bout%3B');
  });
});

function runImport(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/import-osm.ts'), ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

// Each test starts `tsx` in a child process: seconds on a loaded machine.
const CHILD_PROCESS_TIMEOUT = 120_000;

describe('npm run import:osm online', () => {
  it(
    'writes the same sheet from the network as from the saved response',
    async () => {
      const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-online-'));
      const overpass = await startOverpass([{ status: 200 }]);
      try {
        const online = await runImport([
          '--endpoint',
          overpass.endpoint,
          '--allow-loopback',
          '--data',
          path.join(FIXTURES, 'data'),
          '--out',
          path.join(work, 'online.csv'),
        ]);
        const offline = await runImport([
          '--from',
          path.join(FIXTURES, 'overpass-bike-shops.json'),
          '--data',
          path.join(FIXTURES, 'data'),
          '--out',
          path.join(work, 'offline.csv'),
        ]);
        expect(offline.status).toBe(0);
        expect(online.status).toBe(0);
        expect(online.stdout).toMatch(/candidates: +13 /);
        expect(readFileSync(path.join(work, 'online.csv'), 'utf8')).toBe(readFileSync(path.join(work, 'offline.csv'), 'utf8'));
      } finally {
        await overpass.close();
        rmSync(work, { recursive: true, force: true });
      }
    },
    CHILD_PROCESS_TIMEOUT,
  );

  it(
    'exits 3 and writes nothing when Overpass cannot be used',
    async () => {
      const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-osm-online-'));
      const overpass = await startOverpass([{ status: 200 }]);
      try {
        const refused = await runImport(['--endpoint', overpass.endpoint, '--data', path.join(FIXTURES, 'data'), '--out', path.join(work, 'never.csv')]);
        expect(refused.status).toBe(3);
        expect(refused.stderr).toContain('Nothing was written. Try again later, or pass --from with a saved Overpass response.');
        expect(refused.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
        expect(overpass.seen).toHaveLength(0);
        const badEndpoint = await runImport(['--endpoint', 'ftp://overpass.example/']);
        expect(badEndpoint.status).toBe(2);
      } finally {
        await overpass.close();
        rmSync(work, { recursive: true, force: true });
      }
    },
    CHILD_PROCESS_TIMEOUT,
  );
});
