/**
 * make-artwork: draws Padyak Hub's own artwork as SVG and renders it to small,
 * palette-quantised PNGs with sharp (librsvg). Deterministic: the same inputs
 * always give the same files (seeded random numbers, no dates, no network).
 *
 *   npm run artwork                                  (= npx tsx scripts/make-artwork.ts)
 *   npm run artwork -- --out /tmp/artwork            write under another folder, to compare
 *   npm run artwork -- --data tests/fixtures/x       read events.csv from another data folder
 *
 * Writes, under --out (default: the repository)
 *   static/brand/mark.svg, static/brand/icon.png
 *   data/images/slides/slide-1.png … slide-5.png          (1600×900)
 *   data/images/destinations/spider-route.png              (800×600)
 *   data/images/destinations/spider-route-map.png          (1200×900)
 *   data/images/destinations/spider-route-video.png        (1280×720)
 *   one 800×1000 poster per event of events.csv (read through the pipeline), at the
 *   path in its image column (only .png under images/events/).
 *
 * The drawings are in scripts/artwork/, one module per thing drawn; colours come from the
 * design tokens (src/styles/tokens.ts). Fonts: DejaVu Sans (Debian package fonts-dejavu-core).
 * Rendering happens only on the machine that runs this script; the PNGs are committed.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { iconSvg, markSvgFile } from './artwork/mark';
import { writePng } from './artwork/png';
import { plannedPosters, posterSvg } from './artwork/posters';
import { slideMakers } from './artwork/slides';
import { spiderMapSvg, spiderThumbSvg, spiderVideoSvg } from './artwork/spider-route';
import { writeFileAtomic } from '../src/lib/node/atomic-write';
import { readArguments, runMain } from './support/cli';

const ROOT = path.resolve(__dirname, '..');
const USAGE = 'npm run artwork -- [--out DIR] [--data DIR]';

async function main(): Promise<void> {
  const { values } = readArguments(process.argv.slice(2), { out: { type: 'string' }, data: { type: 'string' } }, USAGE);
  const out = path.resolve(values.out ?? ROOT);
  const dataDir = path.resolve(values.data ?? path.join(ROOT, 'data'));
  const png = async (file: string, svg: string, opts?: { colors?: number; dither?: number }) => console.log(await writePng(file, svg, out, opts));

  const brand = path.join(out, 'static', 'brand');
  const markFile = path.join(brand, 'mark.svg');
  writeFileAtomic(markFile, markSvgFile());
  console.log(`static/brand/mark.svg  ${statSync(markFile).size} B`);
  await png(path.join(brand, 'icon.png'), iconSvg(), { colors: 16, dither: 0 });

  const slides = path.join(out, 'data', 'images', 'slides');
  for (const [i, make] of slideMakers.entries()) await png(path.join(slides, `slide-${i + 1}.png`), await make());

  const dest = path.join(out, 'data', 'images', 'destinations');
  await png(path.join(dest, 'spider-route.png'), spiderThumbSvg(), { colors: 64 });
  await png(path.join(dest, 'spider-route-map.png'), spiderMapSvg(), { colors: 64 });
  await png(path.join(dest, 'spider-route-video.png'), await spiderVideoSvg());

  const { posters, skipped } = plannedPosters(dataDir);
  for (const line of skipped) console.warn(line);
  // Themes go round in the order drawn, so neighbouring cards on the events page differ.
  for (const [index, poster] of posters.entries()) await png(path.join(out, 'data', poster.file), await posterSvg(poster.name, index));
  console.log(`${posters.length} event poster(s) written`);
}

runMain(main);
