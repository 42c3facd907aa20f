import sharp from 'sharp';
import { esc } from './svg';

/** Width in px of a string at a font size (bold unless told): measured by Pango, or a stand-in in tests. */
export type MeasureText = (s: string, size: number) => Promise<number>;

/** Width in px of a string in DejaVu Sans at a given size, measured by Pango. */
const widthCache = new Map<string, number>();
export async function textWidth(s: string, size: number, bold = true): Promise<number> {
  const key = `${bold ? 'b' : 'r'}|${s}`;
  let w100 = widthCache.get(key);
  if (w100 === undefined) {
    const font = `DejaVu Sans${bold ? ' Bold' : ''} 100`;
    const meta = await sharp({ text: { text: esc(s), font, dpi: 72 } }).metadata();
    w100 = (meta.width ?? s.length * 62) * 1.04; // ink width plus a little side bearing
    widthCache.set(key, w100);
  }
  return (w100 * size) / 100;
}

/** Greedy word wrap into lines no wider than maxWidth (a single word too wide keeps its own line). */
export async function wrap(s: string, size: number, maxWidth: number, measure: MeasureText = textWidth): Promise<string[]> {
  const words = s.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || (await measure(candidate, size)) <= maxWidth) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
