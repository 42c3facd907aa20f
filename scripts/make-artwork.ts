/**
 * make-artwork: draws Padyak Hub's own artwork as SVG and renders it to small,
 * palette-quantised PNGs with sharp (librsvg). Deterministic: the same inputs
 * always give the same files (seeded random numbers, no dates, no network).
 *
 *   npx tsx scripts/make-artwork.ts        (or: npm run artwork)
 *
 * Writes
 *   static/brand/mark.svg, static/brand/icon.png
 *   data/images/slides/slide-1.png … slide-5.png          (1600×900)
 *   data/images/destinations/spider-route.png              (800×600)
 *   data/images/destinations/spider-route-map.png          (1200×900)
 *   data/images/destinations/spider-route-video.png        (1280×720)
 *   one 800×1000 poster per row of data/events.csv (name,image,link), at the
 *   path in its image column, relative to data/ (only under images/events/).
 *
 * Fonts: DejaVu Sans (Debian package fonts-dejavu-core). Rendering happens only
 * on the machine that runs this script; the PNGs are committed.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';

const ROOT = path.resolve(__dirname, '..');
const DATA = path.join(ROOT, 'data');

// ---------------------------------------------------------------- palette
const C = {
  g900: '#14532d',
  g800: '#166534',
  g700: '#15803d',
  leaf: '#22c55e',
  leafLight: '#86efac',
  leafPale: '#bbf7d0',
  leafMist: '#dcfce7',
  sun: '#f59e0b',
  sunLight: '#fde68a',
  sunPale: '#fef3c7',
  sky: '#0ea5e9',
  skyLight: '#bae6fd',
  skyPale: '#e0f2fe',
  off: '#f8faf7',
  ink: '#0f172a',
  slate: '#334155',
  mute: '#475569',
} as const;

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

// ---------------------------------------------------------------- helpers
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

type Pt = readonly [number, number];

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(pts: readonly Pt[]): string {
  if (pts.length < 2) return '';
  const p = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))] as Pt;
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += ` C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(x2)} ${r1(y2)}`;
  }
  return d;
}

function svgDoc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;
}

interface TextOpts {
  size: number;
  fill: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  halo?: string;
  haloWidth?: number;
  spacing?: number;
}

function text(x: number, y: number, s: string, o: TextOpts): string {
  const halo = o.halo
    ? ` stroke="${o.halo}" stroke-width="${o.haloWidth ?? 6}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${o.size}"` +
    ` font-weight="${o.weight ?? 'bold'}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"` +
    (o.italic ? ' font-style="italic"' : '') +
    (o.spacing ? ` letter-spacing="${o.spacing}"` : '') +
    `${halo}>${esc(s)}</text>`
  );
}

/** Width in px of a string in DejaVu Sans at a given size, measured by Pango. */
const widthCache = new Map<string, number>();
async function textWidth(s: string, size: number, bold = true): Promise<number> {
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

/** Greedy word wrap into lines no wider than maxWidth. */
async function wrap(s: string, size: number, maxWidth: number): Promise<string[]> {
  const words = s.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || (await textWidth(candidate, size)) <= maxWidth) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A pill (rounded rectangle) with centred text. */
async function pill(
  cx: number,
  cy: number,
  label: string,
  size: number,
  bg: string,
  fg: string,
  padX = size * 0.9,
): Promise<string> {
  const w = (await textWidth(label, size)) + padX * 2;
  const h = size * 1.9;
  return (
    `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${bg}"/>` +
    text(cx, cy + size * 0.36, label, { size, fill: fg, anchor: 'middle' })
  );
}

async function writePng(
  file: string,
  svg: string,
  opts: { colors?: number; dither?: number } = {},
): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
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
  writeFileSync(file, buf);
  const meta = await sharp(buf).metadata();
  console.log(
    `${path.relative(ROOT, file)}  ${meta.width}×${meta.height}  ${(buf.length / 1024).toFixed(1)} KB`,
  );
}

// ---------------------------------------------------------------- the mark
/**
 * The Padyak Hub mark on a 48×48 grid: a bicycle wheel (bold rim) with a sun at
 * its hub, eight short rays for spokes. Strokes only, one colour.
 */
function markShapes(color: string): string {
  const rays: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    const x1 = 24 + Math.cos(a) * 9.6;
    const y1 = 24 + Math.sin(a) * 9.6;
    const x2 = 24 + Math.cos(a) * 14.2;
    const y2 = 24 + Math.sin(a) * 14.2;
    rays.push(`M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`);
  }
  return (
    `<circle cx="24" cy="24" r="19.5" fill="none" stroke="${color}" stroke-width="5"/>` +
    `<circle cx="24" cy="24" r="5.4" fill="${color}"/>` +
    `<path d="${rays.join('')}" fill="none" stroke="${color}" stroke-width="3.4" stroke-linecap="round"/>`
  );
}

function markSvgFile(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Padyak Hub">` +
    `<title>Padyak Hub</title>` +
    markShapes('currentColor') +
    `</svg>\n`
  );
}

/** The mark placed with its centre at (cx, cy), `size` px across. */
function mark(cx: number, cy: number, size: number, color: string): string {
  const s = size / 48;
  return `<g transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${s.toFixed(4)})">${markShapes(color)}</g>`;
}

function iconSvg(): string {
  return svgDoc(512, 512, `<rect width="512" height="512" fill="${C.g900}"/>` + mark(256, 256, 300, C.off));
}

// ---------------------------------------------------------------- motifs
/** A road bike, rear axle at (x, y), wheelbase ~102·scale, facing right (left if flip). Optional rider. */
function bike(
  x: number,
  y: number,
  scale: number,
  color: string,
  o: { rider?: string; stroke?: number; wheelFill?: string; flip?: boolean } = {},
): string {
  const sw = (o.stroke ?? 5) / scale;
  const frame =
    'M0 0L40 4L32 -50L86 -46L40 4M0 0L32 -50M88 -36L102 0M86 -46L89 -34' + // stays, tubes, fork
    'M24 -54L42 -54' + // saddle
    'M84 -54C92 -56 99 -55 99 -47C99 -42 95 -40 92 -41M86 -46L84 -54'; // bars, stem
  const wheels =
    `<circle cx="0" cy="0" r="34" fill="${o.wheelFill ?? 'none'}" stroke="${color}" stroke-width="${r1(sw)}"/>` +
    `<circle cx="102" cy="0" r="34" fill="${o.wheelFill ?? 'none'}" stroke="${color}" stroke-width="${r1(sw)}"/>` +
    `<circle cx="0" cy="0" r="3" fill="${color}"/><circle cx="102" cy="0" r="3" fill="${color}"/>` +
    `<circle cx="40" cy="4" r="7" fill="none" stroke="${color}" stroke-width="${r1(sw * 0.8)}"/>`;
  let rider = '';
  if (o.rider) {
    const rw = r1(sw * 2.1);
    rider =
      `<path d="M33 -58L72 -80M72 -80L93 -52M33 -58L56 -24L44 14" fill="none" stroke="${o.rider}" stroke-width="${rw}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="83" cy="-93" r="10.5" fill="${o.rider}"/>` +
      `<path d="M71 -95A13 12 0 0 1 96 -96L97 -91L71 -90Z" fill="${o.rider}"/>`;
  }
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${(o.flip ? -scale : scale).toFixed(4)} ${scale.toFixed(4)})">` +
    wheels +
    `<path d="${frame}" fill="none" stroke="${color}" stroke-width="${r1(sw)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    rider +
    `</g>`
  );
}

/** A rolling hill band: filled from a wavy ridge line down to the bottom. */
function hill(
  w: number,
  h: number,
  baseY: number,
  amp: number,
  seed: number,
  fill: string,
  waves = 2.2,
): string {
  const rnd = mulberry32(seed);
  const ph1 = rnd() * Math.PI * 2;
  const ph2 = rnd() * Math.PI * 2;
  const pts: Pt[] = [];
  for (let x = -40; x <= w + 40; x += 40) {
    const t = x / w;
    const y =
      baseY -
      amp * (0.65 * Math.sin(t * Math.PI * waves + ph1) + 0.35 * Math.sin(t * Math.PI * waves * 2.3 + ph2));
    pts.push([x, y]);
  }
  return `<path d="${smoothPath(pts)} L${w + 40} ${h + 10} L-40 ${h + 10} Z" fill="${fill}"/>`;
}

function tree(x: number, y: number, s: number, fill: string): string {
  return (
    `<path d="M${r1(x)} ${r1(y - 70 * s)}L${r1(x + 22 * s)} ${r1(y - 10 * s)}L${r1(x - 22 * s)} ${r1(y - 10 * s)}Z" fill="${fill}"/>` +
    `<rect x="${r1(x - 3 * s)}" y="${r1(y - 12 * s)}" width="${r1(6 * s)}" height="${r1(14 * s)}" fill="${fill}"/>`
  );
}

function playButton(cx: number, cy: number, r: number, bg: string, fg: string, ring?: string): string {
  const t = r * 0.42;
  return (
    (ring ? `<circle cx="${cx}" cy="${cy}" r="${r1(r + r * 0.09)}" fill="${ring}"/>` : '') +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>` +
    `<path d="M${r1(cx - t * 0.75)} ${r1(cy - t)}L${r1(cx + t * 1.05)} ${r1(cy)}L${r1(cx - t * 0.75)} ${r1(cy + t)}Z" fill="${fg}" stroke="${fg}" stroke-width="${r1(r * 0.08)}" stroke-linejoin="round"/>`
  );
}

/** A hill with a switchback road climbing to its crest, drawn on a 1600×900 grid. */
function climbScene(): string {
  const W = 1600;
  const H = 900;
  const sky =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.skyLight}"/><stop offset="1" stop-color="${C.sunPale}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sun =
    `<circle cx="1300" cy="330" r="140" fill="${C.sunLight}" opacity="0.55"/>` +
    `<circle cx="1300" cy="330" r="88" fill="${C.sun}"/>`;
  const far = hill(W, H, 470, 50, 11, C.leafPale, 1.6);
  const mid = hill(W, H, 560, 60, 12, C.leafLight, 2.4);
  const front =
    `<path d="M-20 910 L-20 660 C 300 640, 560 390, 800 372 C 1040 390, 1300 640, 1620 650 L1620 910 Z" fill="${C.g800}"/>`;
  const roadPts: Pt[] = [
    [760, 910],
    [1120, 820],
    [560, 720],
    [1010, 628],
    [660, 548],
    [900, 478],
    [760, 440],
    [800, 420],
  ];
  const d = smoothPath(roadPts);
  const road =
    `<path d="${d}" fill="none" stroke="${C.g900}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.off}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.sun}" stroke-width="3" stroke-dasharray="16 14"/>`;
  const trees = [
    tree(180, 700, 1.1, C.g900),
    tree(230, 690, 0.8, C.g900),
    tree(1400, 700, 1.2, C.g900),
    tree(1455, 712, 0.9, C.g900),
    tree(1340, 720, 0.7, C.g900),
    tree(420, 560, 0.7, C.g700),
    tree(1180, 560, 0.8, C.g700),
  ].join('');
  const rider = bike(1005, 606, 0.42, C.ink, { rider: C.ink, stroke: 2.6, flip: true });
  return sky + sun + far + mid + front + trees + road + rider;
}

/** The spider: 12 climbing legs converging on a centre, as a path list. */
function spiderLegs(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  seed: number,
): { d: string; foot: Pt; mid: Pt; midAngle: number }[] {
  const rnd = mulberry32(seed);
  const legs: { d: string; foot: Pt; mid: Pt; midAngle: number }[] = [];
  for (let i = 0; i < 12; i++) {
    // feet evenly round the ellipse; knees turned towards the vertical axis, so
    // each leg leaves the body steeply and curves out sideways, like a spider's
    const a = ((-80 + i * 30 + (rnd() - 0.5) * 8) * Math.PI) / 180;
    const ka = a + (0.3 + rnd() * 0.06) * Math.sin(2 * a);
    const foot: Pt = [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
    const knee: Pt = [cx + Math.cos(ka) * rx * 0.72, cy + Math.sin(ka) * ry * 0.72];
    // sample foot → knee → centre, adding switchback wiggles near the top (centre)
    const pts: Pt[] = [];
    const N = 26;
    const amp = 5 + rnd() * 6;
    const freq = 5 + Math.floor(rnd() * 3);
    for (let k = 0; k <= N; k++) {
      const t = k / N;
      // quadratic Bézier foot → knee(ctrl) → centre
      const bx = (1 - t) * (1 - t) * foot[0] + 2 * (1 - t) * t * knee[0] + t * t * cx;
      const by = (1 - t) * (1 - t) * foot[1] + 2 * (1 - t) * t * knee[1] + t * t * cy;
      const dx = 2 * (1 - t) * (knee[0] - foot[0]) + 2 * t * (cx - knee[0]);
      const dy = 2 * (1 - t) * (knee[1] - foot[1]) + 2 * t * (cy - knee[1]);
      const len = Math.hypot(dx, dy) || 1;
      const wig = t > 0.35 && t < 0.92 ? amp * Math.sin(t * Math.PI * freq * 2) * ((t - 0.35) / 0.57) : 0;
      pts.push([bx + (-dy / len) * wig, by + (dx / len) * wig]);
    }
    const m = pts[Math.round(N * 0.3)] as Pt;
    const m2 = pts[Math.round(N * 0.3) + 1] as Pt;
    legs.push({ d: smoothPath(pts), foot, mid: m, midAngle: Math.atan2(m2[1] - m[1], m2[0] - m[0]) });
  }
  return legs;
}

// ---------------------------------------------------------------- slides
async function slide1(): Promise<string> {
  const body =
    climbScene() +
    text(800, 170, 'THE SPIDER ROUTE', { size: 92, fill: C.g900, anchor: 'middle', spacing: 2, halo: C.off, haloWidth: 10 }) +
    playButton(800, 492, 104, C.ink + 'd9', C.off, C.off + 'b3') +
    (await pill(800, 712, 'Watch the rides', 46, C.g900, C.off));
  return svgDoc(1600, 900, body);
}

async function slide2(): Promise<string> {
  const rings: string[] = [];
  for (const [x, y, r, o] of [
    [140, 180, 240, 0.08],
    [1500, 790, 260, 0.08],
    [1460, 150, 120, 0.08],
    [200, 820, 140, 0.08],
  ] as const) {
    rings.push(`<g opacity="${o}">${mark(x, y, r * 2, C.leafPale)}</g>`);
  }
  // a plain camera glyph: rounded square, lens, flash dot
  const cam =
    `<g transform="translate(800 310)">` +
    `<path d="M-150 -70H-62L-40 -108H40L62 -70H150V110H-150Z" fill="none" stroke="${C.off}" stroke-width="20" stroke-linejoin="round"/>` +
    `<circle cx="0" cy="20" r="60" fill="none" stroke="${C.off}" stroke-width="20"/>` +
    `<circle cx="0" cy="20" r="22" fill="${C.sun}"/>` +
    `<rect x="96" y="-44" width="30" height="18" rx="5" fill="${C.sun}"/></g>`;
  const body =
    `<defs><radialGradient id="bg2" cx="0.5" cy="0.42" r="0.75">` +
    `<stop offset="0" stop-color="${C.g800}"/><stop offset="1" stop-color="${C.g900}"/></radialGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg2)"/>` +
    rings.join('') +
    cam +
    text(800, 560, 'Follow Padyak Hub', { size: 86, fill: C.off, anchor: 'middle' }) +
    text(800, 650, 'on Instagram', { size: 70, fill: C.sun, anchor: 'middle' }) +
    text(800, 742, 'Shop or brand owner? Message us there to get listed.', {
      size: 34,
      fill: C.leafPale,
      anchor: 'middle',
      weight: 'normal',
    });
  return svgDoc(1600, 900, body);
}

async function slide3(): Promise<string> {
  // a calm street-map backdrop
  const streets: string[] = [];
  const rnd = mulberry32(33);
  for (let i = 0; i < 9; i++) {
    const y = 60 + i * 100 + (rnd() - 0.5) * 30;
    streets.push(`M-10 ${r1(y)} L1610 ${r1(y + (rnd() - 0.5) * 80)}`);
  }
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 140 + (rnd() - 0.5) * 40;
    streets.push(`M${r1(x)} -10 L${r1(x + (rnd() - 0.5) * 120)} 910`);
  }
  const backdrop =
    `<rect width="1600" height="900" fill="${C.off}"/>` +
    `<path d="${streets.join('')}" stroke="${C.leafMist}" stroke-width="14" fill="none"/>` +
    `<path d="M-10 640 C 300 600, 500 700, 820 660 S 1300 560, 1610 600" stroke="${C.skyPale}" stroke-width="44" fill="none"/>`;
  // the shop
  const sx = 1000;
  const sy = 260;
  const stripes: string[] = [];
  for (let i = 0; i < 8; i++) {
    stripes.push(
      `<path d="M${sx + i * 70} ${sy}h70v70a35 35 0 0 1 -70 0Z" fill="${i % 2 ? C.off : C.leaf}" stroke="${C.g900}" stroke-width="4"/>`,
    );
  }
  const shop =
    `<rect x="${sx + 10}" y="${sy - 70}" width="540" height="470" rx="10" fill="${C.g800}"/>` +
    `<rect x="${sx + 60}" y="${sy - 52}" width="440" height="40" rx="8" fill="${C.off}"/>` +
    mark(sx + 92, sy - 32, 30, C.g800) +
    `<rect x="${sx + 122}" y="${sy - 40}" width="330" height="16" rx="8" fill="${C.leafPale}"/>` +
    stripes.join('') +
    `<rect x="${sx + 50}" y="${sy + 130}" width="270" height="190" rx="8" fill="${C.skyPale}" stroke="${C.g900}" stroke-width="6"/>` +
    bike(sx + 110, sy + 280, 0.9, C.g900, { stroke: 6 }) +
    `<rect x="${sx + 360}" y="${sy + 130}" width="130" height="270" rx="8" fill="${C.sunLight}" stroke="${C.g900}" stroke-width="6"/>` +
    `<circle cx="${sx + 470}" cy="${sy + 270}" r="7" fill="${C.g900}"/>` +
    `<rect x="${sx - 20}" y="${sy + 400}" width="600" height="18" rx="6" fill="${C.g900}"/>`;
  const outside = bike(sx - 170, sy + 370, 1.15, C.ink, { stroke: 7 });
  const pin =
    `<g transform="translate(${sx + 480} 130)"><path d="M0 90C-10 60 -62 30 -62 -8a62 62 0 0 1 124 0C62 30 10 60 0 90Z" fill="${C.sun}" stroke="${C.g900}" stroke-width="6"/>` +
    `<circle cx="0" cy="-8" r="24" fill="${C.off}" stroke="${C.g900}" stroke-width="6"/></g>`;
  const body =
    backdrop +
    shop +
    outside +
    pin +
    text(90, 330, 'Find a bike shop', { size: 80, fill: C.g900, halo: C.off, haloWidth: 14 }) +
    text(90, 428, 'near you', { size: 80, fill: C.g700, halo: C.off, haloWidth: 14 }) +
    text(92, 510, 'Bike shops across the Philippines', { size: 36, fill: C.slate, weight: 'normal', halo: C.off, haloWidth: 12 });
  return svgDoc(1600, 900, body);
}

async function slide4(): Promise<string> {
  const tileIcons: string[] = [
    // bike
    bike(-48, 12, 0.94, C.g900, { stroke: 6 }),
    // helmet
    `<path d="M-62 22C-62 -40 62 -48 64 14C64 24 56 28 46 28L-54 28C-60 28 -62 26 -62 22Z" fill="${C.leaf}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-30 -22L-10 22M6 -30L20 22M34 -22L42 20" stroke="${C.g900}" stroke-width="6" stroke-linecap="round"/>`,
    // wheelset
    `<circle r="56" fill="none" stroke="${C.g900}" stroke-width="10"/><circle r="44" fill="none" stroke="${C.sun}" stroke-width="4"/>` +
      `<path d="M0 -44V44M-44 0H44M-31 -31L31 31M-31 31L31 -31" stroke="${C.g900}" stroke-width="3"/><circle r="8" fill="${C.g900}"/>`,
    // jersey
    `<path d="M-24 -52L-62 -30L-48 -2L-36 -10L-36 52L36 52L36 -10L48 -2L62 -30L24 -52C18 -40 -18 -40 -24 -52Z" fill="${C.sky}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-36 8H36" stroke="${C.off}" stroke-width="10"/>`,
    // bottle (nutrition)
    `<path d="M-14 -56H14V-44L24 -32V50C24 56 20 60 14 60H-14C-20 60 -24 56 -24 50V-32L-14 -44Z" fill="${C.sunLight}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-24 -6H24M-24 16H24" stroke="${C.sun}" stroke-width="8"/>`,
    // cycling shades
    `<path d="M-66 -10C-40 -22 40 -22 66 -10C64 14 40 24 18 12L6 0H-6L-18 12C-40 24 -64 14 -66 -10Z" fill="${C.ink}"/>` +
      `<path d="M-50 -6C-38 -12 -26 -12 -18 -8" stroke="${C.sky}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ];
  const tiles: string[] = [];
  tileIcons.forEach((icon, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 820 + col * 240;
    const y = 200 + row * 270;
    tiles.push(
      `<rect x="${x}" y="${y}" width="200" height="220" rx="28" fill="${C.off}"/>` +
        `<g transform="translate(${x + 100} ${y + 110})">${icon}</g>`,
    );
  });
  const body =
    `<defs><linearGradient id="bg4" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${C.g800}"/><stop offset="1" stop-color="${C.g900}"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg4)"/>` +
    `<circle cx="1140" cy="450" r="420" fill="${C.g700}" opacity="0.35"/>` +
    tiles.join('') +
    text(110, 380, 'Discover', { size: 96, fill: C.off }) +
    text(110, 486, 'bike brands', { size: 96, fill: C.sun }) +
    text(112, 570, 'Bikes, helmets, jerseys,', { size: 36, fill: C.leafPale, weight: 'normal' }) +
    text(112, 620, 'wheelsets and more', { size: 36, fill: C.leafPale, weight: 'normal' });
  return svgDoc(1600, 900, body);
}

async function slide5(): Promise<string> {
  const body =
    `<defs><linearGradient id="bg5" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.sunPale}"/><stop offset="1" stop-color="${C.off}"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg5)"/>` +
    `<circle cx="1240" cy="470" r="130" fill="${C.sunLight}"/>` +
    `<circle cx="1240" cy="470" r="84" fill="${C.sun}"/>` +
    hill(1600, 900, 560, 40, 51, C.leafPale, 1.4) +
    hill(1600, 900, 640, 30, 52, C.leafLight, 2.2) +
    `<rect x="-10" y="740" width="1620" height="170" fill="${C.g800}"/>` +
    `<rect x="-10" y="734" width="1620" height="12" fill="${C.g900}"/>` +
    `<path d="M-10 866H1610" stroke="${C.sunLight}" stroke-width="5" stroke-dasharray="44 34"/>` +
    bike(310, 790, 1.1, C.off, { rider: C.g900, stroke: 6 }) +
    bike(600, 790, 1.1, C.off, { rider: C.sky, stroke: 6 }) +
    bike(890, 790, 1.1, C.off, { rider: C.g700, stroke: 6 }) +
    bike(1180, 790, 1.1, C.off, { rider: C.sun, stroke: 6 }) +
    text(800, 200, 'Ride together', { size: 100, fill: C.g900, anchor: 'middle', halo: C.off, haloWidth: 12 }) +
    text(800, 290, 'Find a cycling group', { size: 56, fill: C.g700, anchor: 'middle', halo: C.off, haloWidth: 10 });
  return svgDoc(1600, 900, body);
}

// ---------------------------------------------------------------- Spider Route
function spiderMapSvg(): string {
  const W = 1200;
  const H = 900;
  const cx = 600;
  const cy = 455;
  const legs = spiderLegs(cx, cy, 445, 335, 2025);
  const contours: string[] = [];
  for (let i = 6; i >= 1; i--) {
    // hill contours round Antipolo: loose ellipses, each turned a little
    contours.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${i * 60}" ry="${i * 47}" transform="rotate(${i * 5 - 12} ${cx} ${cy})"` +
        ` fill="${i === 1 ? C.leafPale : i === 2 ? C.leafMist : 'none'}" stroke="${C.leafPale}" stroke-width="3"/>`,
    );
  }
  const blobs =
    `<path d="M-20 720C140 660 260 780 420 760S700 880 760 920L-20 920Z" fill="${C.leafMist}"/>` +
    `<path d="M1220 180C1100 220 1020 120 960 40S1000 -20 1220 -20Z" fill="${C.leafMist}"/>` +
    `<path d="M-20 300C60 320 90 420 40 520S-20 560 -20 560Z" fill="${C.skyPale}"/>`;
  const roads = legs
    .map(
      (l) =>
        `<path d="${l.d}" fill="none" stroke="${C.g900}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="${l.d}" fill="none" stroke="${C.leaf}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const chevrons = legs
    .map((l) => {
      const deg = (l.midAngle * 180) / Math.PI;
      return `<g transform="translate(${r1(l.mid[0])} ${r1(l.mid[1])}) rotate(${r1(deg)})"><circle r="13" fill="${C.off}" stroke="${C.g900}" stroke-width="3"/><path d="M-4 -6L4 0L-4 6" fill="none" stroke="${C.g900}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    })
    .join('');
  const feet = legs
    .map(
      (l, i) =>
        `<circle cx="${r1(l.foot[0])}" cy="${r1(l.foot[1])}" r="19" fill="${C.sun}" stroke="${C.g900}" stroke-width="4"/>` +
        text(l.foot[0], l.foot[1] + 7, String(i + 1), { size: 19, fill: C.ink, anchor: 'middle' }),
    )
    .join('');
  const centre =
    `<circle cx="${cx}" cy="${cy}" r="46" fill="${C.g900}" stroke="${C.off}" stroke-width="6"/>` +
    mark(cx, cy, 62, C.sun) +
    text(cx, cy + 92, 'Antipolo', { size: 38, fill: C.g900, anchor: 'middle', halo: C.off, haloWidth: 10 });
  const title =
    text(44, 78, 'The Spider Route', { size: 46, fill: C.g900, halo: C.off, haloWidth: 10 }) +
    text(46, 118, '12 uphill rides to Antipolo', { size: 25, fill: C.slate, weight: 'normal', halo: C.off, haloWidth: 8 });
  const lx = 846;
  const ly = 736;
  const legend =
    `<rect x="${lx}" y="${ly}" width="324" height="138" rx="14" fill="#ffffff" stroke="${C.leafPale}" stroke-width="3"/>` +
    `<path d="M${lx + 22} ${ly + 32}h44" stroke="${C.g900}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M${lx + 22} ${ly + 32}h44" stroke="${C.leaf}" stroke-width="5" stroke-linecap="round"/>` +
    text(lx + 84, ly + 40, 'Climb (one leg)', { size: 20, fill: C.ink, weight: 'normal' }) +
    `<circle cx="${lx + 44}" cy="${ly + 70}" r="13" fill="${C.sun}" stroke="${C.g900}" stroke-width="3"/>` +
    text(lx + 84, ly + 77, 'Start of a leg', { size: 20, fill: C.ink, weight: 'normal' }) +
    text(lx + 22, ly + 116, 'Illustration — not to scale', { size: 20, fill: C.g800, italic: true }) ;
  return svgDoc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${C.off}"/>` +
      blobs +
      contours.join('') +
      roads +
      chevrons +
      feet +
      centre +
      title +
      legend,
  );
}

function spiderThumbSvg(): string {
  const W = 800;
  const H = 600;
  const cx = 400;
  const cy = 250;
  const legs = spiderLegs(cx, cy, 330, 200, 2025);
  const contours: string[] = [];
  for (let i = 1; i <= 5; i++) {
    contours.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${i * 62}" ry="${i * 40}" fill="none" stroke="${C.g700}" stroke-width="2" opacity="0.8"/>`,
    );
  }
  const body =
    `<rect width="${W}" height="${H}" fill="${C.g900}"/>` +
    contours.join('') +
    legs
      .map(
        (l) =>
          `<path d="${l.d}" fill="none" stroke="${C.leaf}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<circle cx="${r1(l.foot[0])}" cy="${r1(l.foot[1])}" r="9" fill="${C.sun}"/>`,
      )
      .join('') +
    `<circle cx="${cx}" cy="${cy}" r="34" fill="${C.off}"/>` +
    mark(cx, cy, 48, C.g900) +
    `<rect x="0" y="478" width="${W}" height="122" fill="${C.g800}"/>` +
    text(400, 540, 'The Spider Route', { size: 56, fill: C.off, anchor: 'middle' }) +
    text(400, 580, '12 climbs to Antipolo', { size: 26, fill: C.leafPale, anchor: 'middle', weight: 'normal' });
  return svgDoc(W, H, body);
}

async function spiderVideoSvg(): Promise<string> {
  const body =
    climbScene() +
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="${C.ink}" stop-opacity="0"/><stop offset="0.8" stop-color="${C.ink}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.8"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#shade)"/>` +
    playButton(800, 430, 150, C.off, C.g900) +
    text(800, 790, 'The Spider Route', { size: 104, fill: C.off, anchor: 'middle' });
  return svgDoc(1280, 720, body, '0 0 1600 900');
}

// ---------------------------------------------------------------- event posters
const POSTER_THEMES = [
  { bg: C.g900, band: C.g800, fg: C.off, accent: C.sun, cta: C.sunLight, motif: C.leaf },
  { bg: C.ink, band: C.slate, fg: C.off, accent: C.leaf, cta: C.leafLight, motif: C.sky },
  { bg: C.g800, band: C.g900, fg: C.off, accent: C.sunLight, cta: C.sunLight, motif: C.leafLight },
  { bg: C.off, band: C.leafMist, fg: C.g900, accent: C.sun, cta: C.g800, motif: C.leaf },
] as const;

async function posterSvg(name: string, index: number): Promise<string> {
  const W = 800;
  const H = 1000;
  const h = hashString(name);
  // themes go round in row order, so neighbouring cards on the events page differ
  const th = POSTER_THEMES[index % POSTER_THEMES.length] ?? POSTER_THEMES[0];
  const rnd = mulberry32(h);
  // title: the largest size (88 → 40) whose lines fit 680 px wide, at most 4 lines,
  // in the block between the wheel's road (y ≈ 540) and the band (y = 820)
  const fits = async (ls: string[], s: number): Promise<boolean> => {
    if (ls.length > 4 || ls.length * s * 1.14 > 250) return false;
    for (const l of ls) if ((await textWidth(l, s)) > 680) return false;
    return true;
  };
  let size = 88;
  let lines = await wrap(name, size, 680);
  while (size > 40 && !(await fits(lines, size))) {
    size -= 4;
    lines = await wrap(name, size, 680);
  }
  const lh = size * 1.14;
  const lastBaseline = 770;
  const title = lines
    .map((l, i) => text(60, lastBaseline - (lines.length - 1 - i) * lh, l, { size, fill: th.fg }))
    .join('');
  // motif: a big wheel rolling on a road, nudged by the name's hash
  const R = 200;
  const wx = 560 + Math.round(rnd() * 60);
  const wy = 300;
  const spokes: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    spokes.push(
      `M${r1(wx + Math.cos(a) * 26)} ${r1(wy + Math.sin(a) * 26)}L${r1(wx + Math.cos(a + 0.5) * (R - 18))} ${r1(wy + Math.sin(a + 0.5) * (R - 18))}`,
    );
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

interface EventRow {
  name: string;
  image: string;
  link: string;
}

async function makePosters(): Promise<number> {
  const csvFile = path.join(DATA, 'events.csv');
  if (!existsSync(csvFile)) {
    console.log('data/events.csv not found: no event posters written (run again once it exists).');
    return 0;
  }
  const records = parse<Partial<EventRow>>(readFileSync(csvFile, 'utf8'), {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '')),
    skip_empty_lines: true,
    trim: true,
    bom: true,
  });
  let n = 0;
  const eventsDir = path.join(DATA, 'images', 'events');
  for (const [i, r] of records.entries()) {
    const row = i + 2; // spreadsheet row (header = 1)
    const name = (r.name ?? '').trim();
    const image = (r.image ?? '').trim();
    if (!name || !image) {
      console.warn(`events.csv row ${row}: no name or image, skipped`);
      continue;
    }
    if (/^[a-z]+:/i.test(image)) {
      console.warn(`events.csv row ${row}: image is an address (${image}), not a local path; skipped`);
      continue;
    }
    const out = path.resolve(DATA, image);
    if (!out.startsWith(eventsDir + path.sep) || !out.toLowerCase().endsWith('.png')) {
      console.warn(`events.csv row ${row}: ${image} is not a .png under images/events/; skipped`);
      continue;
    }
    await writePng(out, await posterSvg(name, n));
    n++;
  }
  return n;
}

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const brand = path.join(ROOT, 'static', 'brand');
  mkdirSync(brand, { recursive: true });
  writeFileSync(path.join(brand, 'mark.svg'), markSvgFile());
  console.log(`static/brand/mark.svg  ${statSync(path.join(brand, 'mark.svg')).size} B`);
  await writePng(path.join(brand, 'icon.png'), iconSvg(), { colors: 16, dither: 0 });

  const slides = path.join(DATA, 'images', 'slides');
  const makers = [slide1, slide2, slide3, slide4, slide5];
  for (const [i, make] of makers.entries()) {
    await writePng(path.join(slides, `slide-${i + 1}.png`), await make());
  }

  const dest = path.join(DATA, 'images', 'destinations');
  await writePng(path.join(dest, 'spider-route.png'), spiderThumbSvg(), { colors: 64 });
  await writePng(path.join(dest, 'spider-route-map.png'), spiderMapSvg(), { colors: 64 });
  await writePng(path.join(dest, 'spider-route-video.png'), await spiderVideoSvg());

  const posters = await makePosters();
  console.log(`${posters} event poster(s) written`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
