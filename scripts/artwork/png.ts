import path from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';

/**
 * Renders an SVG to a small palette-quantised PNG (librsvg through sharp) and writes it
 * (atomically: an interrupted run leaves no half-written picture).
 * Returns a line for the log: the file relative to `root`, its size in pixels and KB.
 */
export async function writePng(file: string, svg: string, root: string, opts: { colors?: number; dither?: number } = {}): Promise<string> {
  const buf = await sharp(Buffer.from(svg))
    .removeAlpha()
    .png({
      palette: true,
      colors: opts.colors ?? 128,
      quality: 90,
      dither: opts.dither ?? 0.6,
      effort: 10,
      compressionLevel: 9,
    })
    .toBuffer();
  writeFileAtomic(file, buf);
  const meta = await sharp(buf).metadata();
  return `${path.relative(root, file)}  ${meta.width}×${meta.height}  ${(buf.length / 1024).toFixed(1)} KB`;
}
