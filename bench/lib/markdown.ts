/** The Markdown the bench writes: tables, and a suite's one section of BENCHMARKS.md replaced in place. */

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

/** A line that opens or closes a fenced code block: three or more backticks or tildes. */
const FENCE = /^(`{3,}|~{3,})/;

/**
 * The text cut before each `## ` heading that is not inside a fenced code block: the head (the
 * title and intro) first, then one part per section. Joined with '\n' they give the text back.
 */
export function splitSections(text: string): string[] {
  const parts: string[][] = [[]];
  walkFences(text, (line, inFence) => {
    if (!inFence && line.startsWith('## ')) parts.push([]);
    parts.at(-1)?.push(line);
  });
  return parts.map((lines) => lines.join('\n'));
}

/** Calls `visit` with each line and whether it is inside a fenced code block (a fence line counts as outside); true when a block is left open. */
function walkFences(text: string, visit: (line: string, inFence: boolean) => void): boolean {
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    visit(line, fence !== null);
    const marker = FENCE.exec(line)?.[1];
    if (marker === undefined) continue;
    if (fence === null) fence = marker;
    else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
  }
  return fence !== null;
}

/** The suite a section's heading names, `## Title (npm run bench -- suite)`, or null for a heading that names none. */
export function suiteOfHeading(headingLine: string): string | null {
  return /^## .*\(npm run bench -- ([\w-]+)\)\s*$/.exec(headingLine)?.[1] ?? null;
}

const headingOf = (part: string) => part.split('\n', 1)[0] ?? '';

/**
 * BENCHMARKS.md with `suite`'s section replaced by `section` where the first one stands (any other
 * section of that suite, a duplicate, goes), or added at the end; every other section is kept as it
 * is, in its order. An empty file gets `head` first.
 */
export function replaceSuiteSection(existing: string, suite: string, section: string, head: string): string {
  const [top = '', ...sections] = splitSections(existing.trim() === '' ? head : existing);
  const mine = sections.map((part) => suiteOfHeading(headingOf(part)) === suite);
  const at = mine.indexOf(true);
  const kept: string[] = [];
  sections.forEach((part, index) => {
    if (!mine[index]) kept.push(part);
    else if (index === at) kept.push(section);
  });
  if (at === -1) kept.push(section);
  return [top.trimEnd(), ...kept.map((part) => part.trim())].join('\n\n') + '\n';
}

/**
 * A fenced code block around `lines`, its fence longer than any run of backticks they hold, so
 * what a suite printed can never close it early or leave it open.
 */
export function fencedBlock(lines: readonly string[], info = 'text'): string[] {
  const longest = Math.max(2, ...lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${info}`, ...lines, fence];
}

/**
 * What is wrong with a BENCHMARKS.md for the rule "one section per suite, rewritten by its suite":
 * a code block left open, a section no suite writes (SUITES in bench/run.ts), a suite with two
 * sections, a section without its machine or load, an issue number. Empty when it is right.
 */
export function benchmarksProblems(text: string, suites: readonly string[]): string[] {
  const problems: string[] = [];
  const parts = splitSections(text);
  if (walkFences(text, () => {})) problems.push('a code block is never closed');
  const seen = new Set<string>();
  for (const part of parts.slice(1)) {
    const heading = headingOf(part);
    const suite = suiteOfHeading(heading);
    if (suite === null || !suites.includes(suite)) problems.push(`"${heading}" is not the section of a suite`);
    else if (seen.has(suite)) problems.push(`${suite} has more than one section`);
    if (suite !== null) seen.add(suite);
    if (!/machine/i.test(part) || !/load/i.test(part)) problems.push(`"${heading}" does not say the machine and the load it ran under`);
  }
  for (const [index, line] of text.split('\n').entries()) {
    if (/\bissues? #?\d+|#\d+\b/i.test(line)) problems.push(`line ${index + 1} names an issue: ${line.trim()}`);
  }
  return problems;
}
