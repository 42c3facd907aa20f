/**
 * What verifying the fetched-image cache adds to data:check (and to the build, which runs the
 * same inspectImages): the time of inspectFetchedCopies over N cached logos of the shapes brand
 * sites serve, median of several runs, and per copy.
 *
 *   npm run bench -- cache-check [--logos 59] [--runs 5]
 *
 * The logos are drawn in a temporary data folder (flat colours, fixture addresses) and written as
 * data:fetch stores them; nothing is fetched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inspectFetchedCopies } from '../../src/pipeline/node/inspect-images';
import { writeCachedImages } from '../../tests/support/cached-images';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { LOGO_SHAPES } from '../lib/logos';
import { median } from '../lib/stats';

// The first five shapes, as this bench has always drawn them.
const SHAPES = LOGO_SHAPES.slice(0, 5);

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(args, { logos: { type: 'string' }, runs: { type: 'string' } }, 'npm run bench -- cache-check [--logos 59] [--runs 5]');
  const options = { logos: positiveInteger(values.logos, 'logos', 59), runs: positiveInteger(values.runs, 'runs', 5) };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-cache-'));
  try {
    const images = [];
    for (let index = 0; index < options.logos; index++) {
      const shape = SHAPES[index % SHAPES.length]!;
      const base = sharp({ create: { width: shape.width, height: shape.height, channels: 3, background: { r: (index * 37) % 256, g: (index * 91) % 256, b: 120 } } });
      const bytes = await (shape.format === 'png' ? base.png() : base.jpeg()).toBuffer();
      images.push({ url: `https://logos.example/bench-${index}.${shape.format === 'png' ? 'png' : 'jpg'}`, bytes });
    }
    await writeCachedImages(dataDir, images, '2026-11-25T00:00:00.000Z');
    const times: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const start = process.hrtime.bigint();
      const verdicts = await inspectFetchedCopies(dataDir);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      const shown = [...verdicts.values()].filter((facts) => facts?.kind === 'image').length;
      if (shown !== options.logos) throw new Error(`only ${shown} of ${options.logos} copies verified`);
    }
    const total = median(times);
    console.log(
      `${options.logos} cached logos, ${options.runs} runs: median ${total.toFixed(0)} ms (${(total / options.logos).toFixed(1)} ms a copy); runs ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
