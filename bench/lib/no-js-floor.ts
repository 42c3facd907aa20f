import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A page as a browser without JavaScript shows it: every <script> and script preload
 * removed, and <noscript> content unwrapped (Gatsby puts lazy images' no-JS fallbacks there).
 */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, '$1');
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
