/** SVG text building blocks: escaping, rounding, smooth paths, documents and text. */

export const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

export type Pt = readonly [number, number];

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(pts: readonly Pt[]): string {
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

export function svgDoc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;
}

export interface TextOpts {
  size: number;
  fill: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  halo?: string;
  haloWidth?: number;
  spacing?: number;
}

export function text(x: number, y: number, s: string, o: TextOpts): string {
  const halo = o.halo ? ` stroke="${o.halo}" stroke-width="${o.haloWidth ?? 6}" stroke-linejoin="round" paint-order="stroke"` : '';
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${o.size}"` +
    ` font-weight="${o.weight ?? 'bold'}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"` +
    (o.italic ? ' font-style="italic"' : '') +
    (o.spacing ? ` letter-spacing="${o.spacing}"` : '') +
    `${halo}>${esc(s)}</text>`
  );
}
