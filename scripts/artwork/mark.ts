/** The Padyak Hub mark: the SVG file the site serves, the app icon, and the mark placed inside other pictures. */
import { palette as C } from './palette';
import { r1, svgDoc } from './svg';

/**
 * The Padyak Hub mark on a 48×48 grid: a bicycle wheel (bold rim) with a sun at
 * its hub, eight short rays for spokes. Strokes only, one colour.
 */
export function markShapes(color: string): string {
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

export function markSvgFile(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Padyak Hub">` +
    `<title>Padyak Hub</title>` +
    markShapes('currentColor') +
    `</svg>\n`
  );
}

/** The mark placed with its centre at (cx, cy), `size` px across. */
export function mark(cx: number, cy: number, size: number, color: string): string {
  const s = size / 48;
  return `<g transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${s.toFixed(4)})">${markShapes(color)}</g>`;
}

export function iconSvg(): string {
  return svgDoc(512, 512, `<rect width="512" height="512" fill="${C.g900}"/>` + mark(256, 256, 300, C.off));
}
