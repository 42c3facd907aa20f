import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placedElements, replaceElements, type PlacedElement } from '../../src/lib/html-read';

/**
 * A page as a browser without JavaScript shows it: every <script> and script preload
 * removed, and <noscript> content unwrapped (Gatsby puts lazy images' no-JS fallbacks there).
 * Read with the HTML parser (src/lib/html-read.ts), so a tag in a comment or in a script's text
 * is left as the browser leaves it.
 */
export function withoutJavaScript(html: string): string {
  const elements = placedElements(html, ['script', 'link', 'noscript']);
  const inside = (element: PlacedElement) => elements.some((other) => other.name === 'noscript' && other.start < element.start && element.start < other.end);
  const outermost = elements.filter((element) => !inside(element) && (element.name !== 'link' || element.attributes.as?.toLowerCase() === 'script'));
  // What a <noscript> holds is unwrapped, without the scripts inside it.
  return replaceElements(html, outermost, (element) => (element.name === 'noscript' ? withoutJavaScript(html.slice(element.startTagEnd, element.contentEnd)) : ''));
}

/** A temporary copy of the build with every page stripped of its JavaScript: what HTML and CSS alone deliver. */
export function makeFloor(publicDir: string): string {
  const floor = mkdtempSync(path.join(os.tmpdir(), 'padyak-floor-'));
  cpSync(publicDir, floor, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) writeFileSync(full, withoutJavaScript(readFileSync(full, 'utf8')));
    }
  };
  walk(floor);
  return floor;
}
