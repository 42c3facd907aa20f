/**
 * No file in src/ holds browser code in a string: a script kept as text is read by no type
 * checker or linter, and drifts from the app it repeats. A script a page carries inline is a
 * module in src/inline/, compiled at build time (src/gatsby/compile-inline-scripts.ts). Every
 * string and template literal is read with TypeScript's own parser, so comments and code outside
 * strings never count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');

/** What only code that runs in a page says. */
const BROWSER_CODE = ['document.', 'querySelector', 'addEventListener', 'localStorage'];

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The text of every string and template literal of a file (a template's parts between its `${}`). */
function literalTexts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Each literal of a file that holds browser code, with what it holds. */
function browserCodeInStrings(fileName: string, text: string): string[] {
  return literalTexts(fileName, text).flatMap((literal) =>
    BROWSER_CODE.filter((marker) => literal.includes(marker)).map((marker) => `${fileName}: '${marker}' in ${JSON.stringify(literal.slice(0, 80))}`),
  );
}

it('finds browser code in a string, a template literal and a template with a substitution, and not in comments or code', () => {
  const planted = [
    "const a = 'document.body.hidden = true';",
    'const b = `window.localStorage.setItem("k", "v")`;',
    'const c = `(function(){document.currentScript.previousElementSibling.addEventListener(${JSON.stringify("input")}, f)})()`;',
    '// document.querySelector in a comment',
    'document.querySelector("form")?.addEventListener("input", () => undefined);',
  ].join('\n');
  expect(browserCodeInStrings('planted.ts', planted)).toEqual([
    `planted.ts: 'document.' in "document.body.hidden = true"`,
    `planted.ts: 'localStorage' in "window.localStorage.setItem(\\"k\\", \\"v\\")"`,
    `planted.ts: 'document.' in "(function(){document.currentScript.previousElementSibling.addEventListener("`,
    `planted.ts: 'addEventListener' in "(function(){document.currentScript.previousElementSibling.addEventListener("`,
  ]);
});

it('no file in src/ holds browser code in a string or template literal', () => {
  const files = sourceFiles();
  expect(files).toEqual(expect.arrayContaining(['src/inline/list-search.ts', 'src/gatsby/paint-first.ts']));
  expect(files.flatMap((file) => browserCodeInStrings(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
});
