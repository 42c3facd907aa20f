/** Shapes the pictures share: a road bike with or without rider, hills, trees, a play button, a pill, the climbing scene. */
import { palette as C } from './palette';
import { mulberry32 } from './random';
import { r1, smoothPath, text, type Pt } from './svg';
import { textWidth } from './text-metrics';

/** A pill (rounded rectangle) with centred text. */
export async function pill(cx: number, cy: number, label: string, size: number, bg: string, fg: string, padX = size * 0.9): Promise<string> {
  const w = (await textWidth(label, size)) + padX * 2;
  const h = size * 1.9;
  return (
    `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${bg}"/>` +
    text(cx, cy + size * 0.36, label, { size, fill: fg, anchor: 'middle' })
  );
}

/** A road bike, rear axle at (x, y), wheelbase ~102·scale, facing right (left if flip). Optional rider. */
export function bike(x: number, y: number, scale: number, color: string, o: { rider?: string; stroke?: number; wheelFill?: string; flip?: boolean } = {}): string {
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
export function hill(w: number, h: number, baseY: number, amp: number, seed: number, fill: string, waves = 2.2): string {
  const rnd = mulberry32(seed);
  const ph1 = rnd() * Math.PI * 2;
  const ph2 = rnd() * Math.PI * 2;
  const pts: Pt[] = [];
  for (let x = -40; x <= w + 40; x += 40) {
    const t = x / w;
    const y = baseY - amp * (0.65 * Math.sin(t * Math.PI * waves + ph1) + 0.35 * Math.sin(t * Math.PI * waves * 2.3 + ph2));
    pts.push([x, y]);
  }
  return `<path d="${smoothPath(pts)} L${w + 40} ${h + 10} L-40 ${h + 10} Z" fill="${fill}"/>`;
}

export function tree(x: number, y: number, s: number, fill: string): string {
  return (
    `<path d="M${r1(x)} ${r1(y - 70 * s)}L${r1(x + 22 * s)} ${r1(y - 10 * s)}L${r1(x - 22 * s)} ${r1(y - 10 * s)}Z" fill="${fill}"/>` +
    `<rect x="${r1(x - 3 * s)}" y="${r1(y - 12 * s)}" width="${r1(6 * s)}" height="${r1(14 * s)}" fill="${fill}"/>`
  );
}

export function playButton(cx: number, cy: number, r: number, bg: string, fg: string, ring?: string): string {
  const t = r * 0.42;
  return (
    (ring ? `<circle cx="${cx}" cy="${cy}" r="${r1(r + r * 0.09)}" fill="${ring}"/>` : '') +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>` +
    `<path d="M${r1(cx - t * 0.75)} ${r1(cy - t)}L${r1(cx + t * 1.05)} ${r1(cy)}L${r1(cx - t * 0.75)} ${r1(cy + t)}Z" fill="${fg}" stroke="${fg}" stroke-width="${r1(r * 0.08)}" stroke-linejoin="round"/>`
  );
}

/** A hill with a switchback road climbing to its crest, drawn on a 1600×900 grid. */
export function climbScene(): string {
  const W = 1600;
  const H = 900;
  const sky =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.skyLight}"/><stop offset="1" stop-color="${C.sunPale}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sun = `<circle cx="1300" cy="330" r="140" fill="${C.sunLight}" opacity="0.55"/>` + `<circle cx="1300" cy="330" r="88" fill="${C.sun}"/>`;
  const far = hill(W, H, 470, 50, 11, C.leafPale, 1.6);
  const mid = hill(W, H, 560, 60, 12, C.leafLight, 2.4);
  const front = `<path d="M-20 910 L-20 660 C 300 640, 560 390, 800 372 C 1040 390, 1300 640, 1620 650 L1620 910 Z" fill="${C.g800}"/>`;
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
