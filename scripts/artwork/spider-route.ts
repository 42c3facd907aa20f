/** The Spider Route's pictures: its map of 12 climbs to Antipolo, the card thumbnail and the video still. */
import { mark } from './mark';
import { climbScene, playButton } from './motifs';
import { palette as C } from './palette';
import { mulberry32 } from './random';
import { r1, smoothPath, svgDoc, text, type Pt } from './svg';

/** The spider: 12 climbing legs converging on a centre, as a path list. */
export function spiderLegs(cx: number, cy: number, rx: number, ry: number, seed: number): { d: string; foot: Pt; mid: Pt; midAngle: number }[] {
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

export function spiderMapSvg(): string {
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
    `<rect x="${lx}" y="${ly}" width="324" height="138" rx="14" fill="${C.white}" stroke="${C.leafPale}" stroke-width="3"/>` +
    `<path d="M${lx + 22} ${ly + 32}h44" stroke="${C.g900}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M${lx + 22} ${ly + 32}h44" stroke="${C.leaf}" stroke-width="5" stroke-linecap="round"/>` +
    text(lx + 84, ly + 40, 'Climb (one leg)', { size: 20, fill: C.ink, weight: 'normal' }) +
    `<circle cx="${lx + 44}" cy="${ly + 70}" r="13" fill="${C.sun}" stroke="${C.g900}" stroke-width="3"/>` +
    text(lx + 84, ly + 77, 'Start of a leg', { size: 20, fill: C.ink, weight: 'normal' }) +
    text(lx + 22, ly + 116, 'Illustration — not to scale', { size: 20, fill: C.g800, italic: true });
  return svgDoc(W, H, `<rect width="${W}" height="${H}" fill="${C.off}"/>` + blobs + contours.join('') + roads + chevrons + feet + centre + title + legend);
}

export function spiderThumbSvg(): string {
  const W = 800;
  const H = 600;
  const cx = 400;
  const cy = 250;
  const legs = spiderLegs(cx, cy, 330, 200, 2025);
  const contours: string[] = [];
  for (let i = 1; i <= 5; i++) {
    contours.push(`<ellipse cx="${cx}" cy="${cy}" rx="${i * 62}" ry="${i * 40}" fill="none" stroke="${C.g700}" stroke-width="2" opacity="0.8"/>`);
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

export async function spiderVideoSvg(): Promise<string> {
  const body =
    climbScene() +
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="${C.ink}" stop-opacity="0"/><stop offset="0.8" stop-color="${C.ink}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.8"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#shade)"/>` +
    playButton(800, 430, 150, C.off, C.g900) +
    text(800, 790, 'The Spider Route', { size: 104, fill: C.off, anchor: 'middle' });
  return svgDoc(1280, 720, body, '0 0 1600 900');
}
