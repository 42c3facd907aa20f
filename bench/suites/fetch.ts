/**
 * Benchmark: data:fetch on 1,000 remote logos served by a loopback HTTPS server.
 *
 *   npm run bench -- fetch [--logos 1000] [--runs 3]
 *
 * The parent draws the logos, makes a throwaway CA (selfsigned) and serves the logos from
 * 20 `.test` host names on 127.0.0.1; each measured run is a fresh child process (so its peak
 * memory is the fetch's alone) that fetches into an empty cache (cold), then again (warm: every
 * answer a 304). Prints the median of the runs. Never touches the network beyond 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { loadAverage } from '../lib/machine';
import { BENCH_ROOT } from '../lib/output';
import { median } from '../lib/stats';
import { makeThrowawayCa } from '../../tests/support/throwaway-ca';

const HOSTS = Array.from({ length: 20 }, (_, index) => `logos-${index}.test`);

async function child(dataDir: string): Promise<void> {
  const { createHttpClient } = await import('../../scripts/net/http-client');
  const { createDataFetch } = await import('../../scripts/fetch/run-data-fetch');
  const { silentProgress } = await import('../../scripts/fetch/progress');
  const resolver = async (hostname: string) => {
    if (HOSTS.includes(hostname)) return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
  const figures = [];
  for (const pass of ['cold', 'warm']) {
    const client = createHttpClient({ allowLoopback: true, resolver });
    const started = process.hrtime.bigint();
    const { report } = await createDataFetch({
      dataDir,
      reportDir: path.join(dataDir, 'reports'),
      client,
      discover: false,
      acceptSuggestions: false,
      progress: silentProgress,
    }).run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const failed = report.images.filter((image) => image.result === 'failed').length;
    figures.push({ pass, seconds, images: report.images.length, failed, bytes: client.bytesReceived });
  }
  // maxRSS is in kilobytes: the peak of the whole child, both passes.
  process.stdout.write(JSON.stringify({ figures, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function parent(logos: number, runs: number): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-fetch-'));
  const ca = await makeThrowawayCa(HOSTS, 1);
  try {
    // Logo-like PNGs (256 px: a disc, a bar and a textured band), each different so each is stored.
    const images: Buffer[] = [];
    for (let index = 0; index < logos; index++) {
      const raw = Buffer.alloc(256 * 256 * 3);
      for (let pixel = 0; pixel < 256 * 256; pixel++) {
        const x = pixel % 256;
        const y = Math.floor(pixel / 256);
        const inMark = (x - 128) ** 2 + (y - 128) ** 2 < (40 + (index % 60)) ** 2;
        const inBar = y > 200 && y < 220 && x > 40 && x < 40 + ((index * 7) % 176);
        // A textured band (a wordmark's worth of detail) so each file is logo-sized, not a few hundred bytes.
        if (y >= 230 && y < 246) {
          const noise = (Math.imul(pixel + 1, 2654435761) ^ Math.imul(index + 1, 40503)) >>> 0;
          raw[pixel * 3] = noise & 255;
          raw[pixel * 3 + 1] = (noise >>> 8) & 255;
          raw[pixel * 3 + 2] = (noise >>> 16) & 255;
          continue;
        }
        raw[pixel * 3] = inMark ? (index * 37) % 256 : inBar ? 20 : 250;
        raw[pixel * 3 + 1] = inMark ? (index * 91) % 256 : inBar ? 20 : 250;
        raw[pixel * 3 + 2] = inMark ? 255 - (index % 256) : inBar ? 20 : 245;
      }
      images.push(
        await sharp(raw, { raw: { width: 256, height: 256, channels: 3 } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
    }
    const server = https.createServer({ key: ca.key, cert: ca.cert }, (request, response) => {
      const index = Number(/^\/logo-(\d+)\.png$/.exec(request.url ?? '')?.[1] ?? -1);
      const body = images[index];
      if (!body) return void response.writeHead(404).end();
      const etag = `"logo-${index}"`;
      if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length, etag }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;

    const results: { cold: number; warm: number; rss: number; bytes: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const dataDir = mkdtempSync(path.join(work, 'data-'));
      copyFileSync(path.join(BENCH_ROOT, 'data', 'brand-categories.json'), path.join(dataDir, 'brand-categories.json'));
      writeFileSync(path.join(dataDir, 'shops.csv'), 'name,location,link,logo\n');
      const rows = images.map((_, index) => `bikes,Bench Brand ${index},,https://${HOSTS[index % HOSTS.length]}:${port}/logo-${index}.png`);
      writeFileSync(path.join(dataDir, 'brands.csv'), ['category,name,link,logo', ...rows].join('\n') + '\n');
      mkdirSync(path.join(dataDir, 'reports'));
      const output = await new Promise<string>((resolve, reject) => {
        const proc = spawn(process.execPath, [...process.execArgv, path.join(BENCH_ROOT, 'bench', 'run.ts'), 'fetch', '--no-write', '--child', dataDir], {
          env: { ...process.env, NODE_EXTRA_CA_CERTS: ca.caFile },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        proc.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        proc.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`the measured run exited with ${code}`))));
      });
      const parsed = JSON.parse(output) as { figures: { pass: string; seconds: number; images: number; failed: number; bytes: number }[]; peakRssMb: number };
      const [cold, warm] = parsed.figures;
      if (!cold || !warm || cold.failed > 0 || cold.images !== logos) throw new Error(`run ${run + 1} did not fetch every logo: ${output}`);
      results.push({ cold: cold.seconds, warm: warm.seconds, rss: parsed.peakRssMb, bytes: cold.bytes });
      console.error(`run ${run + 1}: cold ${cold.seconds.toFixed(2)} s, warm ${warm.seconds.toFixed(2)} s, peak RSS ${parsed.peakRssMb.toFixed(0)} MB`);
      rmSync(dataDir, { recursive: true, force: true });
    }
    server.close();
    const cold = median(results.map((result) => result.cold));
    const warm = median(results.map((result) => result.warm));
    console.log(
      JSON.stringify(
        {
          logos,
          runs,
          meanLogoBytes: Math.round(images.reduce((sum, image) => sum + image.length, 0) / logos),
          coldSeconds: Number(cold.toFixed(2)),
          coldRequestsPerSecond: Math.round(logos / cold),
          warmSeconds: Number(warm.toFixed(2)),
          warmRequestsPerSecond: Math.round(logos / warm),
          peakRssMb: Math.round(median(results.map((result) => result.rss))),
          loadAverage: loadAverage(),
          cpus: os.cpus().length,
          node: process.version,
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    ca.cleanup();
  }
}

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(
    args,
    { logos: { type: 'string' }, runs: { type: 'string' }, child: { type: 'string' } },
    'npm run bench -- fetch [--logos 1000] [--runs 3]',
  );
  if (values.child) await child(values.child);
  else await parent(positiveInteger(values.logos, 'logos', 1000), positiveInteger(values.runs, 'runs', 3));
}
