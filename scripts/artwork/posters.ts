/** Event posters (800×1000), one per event of events.csv, and the title layout they use. */
import { diskProbe, issueLine, runPipeline, type FileProbe } from '../../src/pipeline/node';
import { mark } from './mark';
import { bike } from './motifs';
import { palette as C } from './palette';
import { hashString, mulberry32 } from './random';
import { r1, svgDoc, text } from './svg';
import { textWidth, wrap, type MeasureText } from './text-metrics';

/**
 * The event title's layout: the largest size (88 → 40, in steps of 4) whose lines fit
 * 680 px wide, at most 4 lines, in the block between the wheel's road (y ≈ 540) and the
 * band (y = 820); at 40 px it stays however it wraps.
 */
export async function fitTitle(name: string, measure: MeasureText = textWidth): Promise<{ size: number; lines: string[] }> {
  const fits = async (ls: string[], s: number): Promise<boolean> => {
    if (ls.length > 4 || ls.length * s * 1.14 > 250) return false;
    for (const l of ls) if ((await measure(l, s)) > 680) return false;
    return true;
  };
  let size = 88;
  let lines = await wrap(name, size, 680, measure);
  while (size > 40 && !(await fits(lines, size))) {
    size -= 4;
    lines = await wrap(name, size, 680, measure);
  }
  return { size, lines };
}

/** Posters are drawn only as PNGs under images/events/ of the data folder. */
export function isPosterPath(file: string): boolean {
  return file.startsWith('images/events/') && !file.slice('images/events/'.length).includes('/') && file.toLowerCase().endsWith('.png');
}

export interface PosterPlan {
  /** Events to draw, in the sheet's order: the name as the site shows it, the file relative to the data folder. */
  posters: { name: string; file: string }[];
  /** One line per events.csv row that gets no poster, and why. */
  skipped: string[];
}

/**
 * Which posters to draw, read through the pipeline (the same reading and checks as the site's
 * build: header spellings, cleaned names, duplicates merged). A poster the row names that does
 * not exist yet counts as there, since this run draws it: adding an event, then running
 * `npm run artwork`, is how a poster is made.
 */
export function plannedPosters(dataDir: string): PosterPlan {
  const disk = diskProbe(dataDir);
  const probe: FileProbe = (file) => disk(file) ?? (isPosterPath(file) ? { kind: 'image', format: 'png', width: 800, height: 1000 } : null);
  const result = runPipeline({ dataDir, probe });
  const skipped = result.issues
    .filter((issue) => issue.file === 'events.csv' && issue.severity === 'error')
    .map((issue) => `${issueLine(issue).replace(/\.$/, '')}; no poster drawn`);
  const posters: PosterPlan['posters'] = [];
  for (const event of result.events) {
    const where = event.image.kind === 'local' ? event.image.file : event.image.url;
    if (event.image.kind === 'local' && isPosterPath(event.image.file)) posters.push({ name: event.name, file: event.image.file });
    else skipped.push(`events.csv row ${event.sourceRow}: ${where} is not a .png under images/events/; no poster drawn`);
  }
  return { posters, skipped };
}

/** An 800×1000 event poster: the title, a wheel on a road nudged by the name's hash, the mark, a call to action. */
export const POSTER_THEMES = [
  { bg: C.g900, band: C.g800, fg: C.off, accent: C.sun, cta: C.sunLight, motif: C.leaf },
  { bg: C.ink, band: C.slate, fg: C.off, accent: C.leaf, cta: C.leafLight, motif: C.sky },
  { bg: C.g800, band: C.g900, fg: C.off, accent: C.sunLight, cta: C.sunLight, motif: C.leafLight },
  { bg: C.off, band: C.leafMist, fg: C.g900, accent: C.sun, cta: C.g800, motif: C.leaf },
] as const;

export async function posterSvg(name: string, index: number): Promise<string> {
  const W = 800;
  const H = 1000;
  const h = hashString(name);
  // themes go round in row order, so neighbouring cards on the events page differ
  const th = POSTER_THEMES[index % POSTER_THEMES.length] ?? POSTER_THEMES[0];
  const rnd = mulberry32(h);
  const { size, lines } = await fitTitle(name);
  const lh = size * 1.14;
  const lastBaseline = 770;
  const title = lines.map((l, i) => text(60, lastBaseline - (lines.length - 1 - i) * lh, l, { size, fill: th.fg })).join('');
  // motif: a big wheel rolling on a road, nudged by the name's hash
  const R = 200;
  const wx = 560 + Math.round(rnd() * 60);
  const wy = 300;
  const spokes: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    spokes.push(`M${r1(wx + Math.cos(a) * 26)} ${r1(wy + Math.sin(a) * 26)}L${r1(wx + Math.cos(a + 0.5) * (R - 18))} ${r1(wy + Math.sin(a + 0.5) * (R - 18))}`);
  }
  const motif =
    `<circle cx="${wx}" cy="${wy}" r="${R}" fill="none" stroke="${th.motif}" stroke-width="24"/>` +
    `<circle cx="${wx}" cy="${wy}" r="${R - 18}" fill="none" stroke="${th.motif}" stroke-width="4" opacity="0.6"/>` +
    `<path d="${spokes.join('')}" stroke="${th.motif}" stroke-width="3" opacity="0.55"/>` +
    `<circle cx="${wx}" cy="${wy}" r="28" fill="${th.accent}"/>`;
  const ry = wy + R + 12;
  const road = `<path d="M-10 ${ry + 26} C 220 ${ry + 40}, 420 ${ry}, 810 ${ry - 4}" fill="none" stroke="${th.accent}" stroke-width="8" stroke-linecap="round"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="${th.bg}"/>` +
    motif +
    road +
    mark(92, 96, 64, th.fg) +
    text(142, 110, 'PADYAK HUB', { size: 30, fill: th.fg, spacing: 3 }) +
    title +
    `<rect x="0" y="820" width="${W}" height="180" fill="${th.band}"/>` +
    bike(560, 940, 0.95, th.fg, { stroke: 6 }) +
    text(60, 928, 'Click to learn more', { size: 38, fill: th.cta }) +
    `<path d="M60 950h300" stroke="${th.accent}" stroke-width="5" stroke-linecap="round"/>`;
  return svgDoc(W, H, body);
}
