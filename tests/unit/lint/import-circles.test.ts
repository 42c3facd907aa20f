/**
 * No import circle anywhere in src/, src/pipeline included: a module that imports, even for a
 * type, something that imports it back can be read only together with it, and a newcomer cannot
 * tell which of the two is the lower one. Imports are read with TypeScript's own scanner
 * (`import type` and `export … from` count).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The import graph of src/: each file and the files it imports. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

const relative = (circles: string[][]) => circles.map((group) => group.map((file) => path.relative(ROOT, file)));

/** The files of `files` that `file` imports by a relative path. */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
    .flatMap((target) => [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), target].filter((candidate) => files.has(candidate)).slice(0, 1));
}

/** The groups of files that reach each other through imports (Tarjan's strongly connected components), larger than one. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('finds a circle of two files, and none in a chain', () => {
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['a', 'c']],
          ['c', []],
        ]),
      ),
    ).toEqual([['a', 'b']]);
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/ has none, src/pipeline and types included', () => {
    const graph = importGraph();
    expect(graph.get(path.join(SRC, 'lib', 'sheet-check.ts'))).toContain(path.join(SRC, 'lib', 'sheet-check-protocol.ts'));
    expect(graph.get(path.join(SRC, 'pipeline', 'sheets', 'define-sheet.ts'))).toContain(path.join(SRC, 'pipeline', 'rules', 'findings.ts'));
    expect(relative(importCircles(graph))).toEqual([]);
  });

  it('finds the circle a planted import back up a pipeline room would make', () => {
    const graph = importGraph();
    const findings = path.join(SRC, 'pipeline', 'rules', 'findings.ts');
    const defineSheet = path.join(SRC, 'pipeline', 'sheets', 'define-sheet.ts');
    // rules/findings.ts importing sheets/define-sheet.ts, which imports it.
    graph.set(findings, [...graph.get(findings)!, defineSheet]);
    expect(relative(importCircles(graph))).toEqual([expect.arrayContaining([path.relative(ROOT, findings), path.relative(ROOT, defineSheet)])]);
  });
});
