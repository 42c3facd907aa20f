/** The Markdown the bench writes: tables, and its own section of BENCHMARKS.md replaced in place. */

export type Align = 'left' | 'right';

/** Bytes as kilobytes (1024 bytes) with one decimal, without the unit: `kb(1536)` is '1.5'. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** A GitHub Markdown table; numbers are right-aligned by giving 'right'. */
export function markdownTable(header: readonly string[], align: readonly Align[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  const rule = `| ${header.map((_, index) => (align[index] === 'right' ? '---:' : '---')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)];
}

/**
 * BENCHMARKS.md with the section titled `heading` (a `## ` heading) replaced by `section`,
 * which goes first after the title and intro (`head`); every other `## ` section is someone
 * else's figures and is kept as it is, in its order.
 */
export function replaceOwnSection(existing: string, heading: string, head: string, section: string): string {
  const kept = existing
    .split(/^(?=## )/m)
    .slice(1)
    .filter((part) => !part.startsWith(`## ${heading}`))
    .map((part) => part.trimEnd())
    .join('\n\n');
  return `${head}${section}${kept ? `\n${kept}\n` : ''}`;
}

/**
 * BENCHMARKS.md with the section whose heading line is exactly `## heading` replaced by
 * `section` where it stands, or added at the end when there is none yet. Every other section is
 * kept as it is, in its order.
 */
export function replaceSectionInPlace(existing: string, heading: string, section: string): string {
  const parts = existing.split(/^(?=## )/m);
  const at = parts.findIndex((part, index) => index > 0 && part.split('\n', 1)[0]?.trimEnd() === `## ${heading}`);
  if (at === -1) return `${existing.trimEnd()}\n\n${section.trimEnd()}\n`;
  parts[at] = `${section.trimEnd()}${at < parts.length - 1 ? '\n\n' : '\n'}`;
  return parts.join('');
}
