/**
 * Reading HTML with a real parser (htmlparser2), never regular expressions: attributes in any
 * order or quoting, upper-case tags, comments and `<script>` text that looks like a tag are all
 * read the way a browser reads them. One reader for the build-output checks, the build's own
 * steps (src/gatsby), the benchmark and logo discovery. Plain JavaScript, no Node.
 */
import { Parser } from 'htmlparser2';

export interface HtmlElement {
  /** Lower-case tag name. */
  name: string;
  /** Lower-case attribute names; entities decoded. */
  attributes: Record<string, string>;
  /** The text inside the element (for `<script>` and `<style>`, their source as written). */
  text: string;
}

/** An element and where it stands in the HTML it was read from (indices into that text), for a step that rewrites the page. */
export interface PlacedElement extends HtmlElement {
  /** The `<` of its start tag. */
  start: number;
  /** Just after its start tag's `>`. */
  startTagEnd: number;
  /**
   * Just after its end tag's `>`; for a void element (`<meta>`, `<link>`), its start tag's end;
   * for one the HTML leaves open, where what closes it begins (or the end of the text).
   */
  end: number;
  /** Where its content ends: its end tag's `<`, or `end` when it has no end tag. */
  contentEnd: number;
}

/** htmlparser2 6 reports a start tag's own beginning only through its tokenizer: where the tag's name begins. */
interface TokenizerPosition {
  tokenizer: { sectionStart: number };
}

/**
 * The elements named `names` (lower case) in document order, with their attributes, text and
 * place in `html`. An element's text includes the text of the elements inside it.
 */
export function placedElements(html: string, names: readonly string[]): PlacedElement[] {
  const wanted = new Set(names);
  const found: PlacedElement[] = [];
  const open: PlacedElement[] = [];
  let tagStart = 0;
  let written = false;
  const parser: Parser = new Parser(
    {
      onopentagname() {
        tagStart = (parser as unknown as TokenizerPosition).tokenizer.sectionStart - 1;
      },
      onopentag(name, attributes) {
        if (!wanted.has(name)) return;
        if (html[tagStart] !== '<') throw new Error(`html-read: could not place the <${name}> that ends at ${parser.endIndex ?? '?'}`);
        const startTagEnd = (parser.endIndex ?? tagStart) + 1;
        const element = { name, attributes: { ...attributes }, text: '', start: tagStart, startTagEnd, end: startTagEnd, contentEnd: startTagEnd };
        found.push(element);
        open.push(element);
      },
      ontext(text) {
        for (const element of open) element.text += text;
      },
      onclosetag(name) {
        if (!wanted.has(name)) return;
        const index = open.map((element) => element.name).lastIndexOf(name);
        if (index < 0) return;
        const [element] = open.splice(index, 1) as [PlacedElement];
        const at = parser.startIndex;
        if (written) element.end = html.length;
        else if (html.slice(at, at + name.length + 2).toLowerCase() === `</${name}`) {
          element.contentEnd = at;
          element.end = html.indexOf('>', at) + 1 || html.length;
          return;
        } else if (parser.endIndex !== null && parser.endIndex + 1 === element.startTagEnd) element.end = element.startTagEnd;
        else element.end = at;
        element.contentEnd = element.end;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  // What closes now (elements the HTML never closes) ends with the text.
  written = true;
  parser.end();
  return found;
}

/**
 * The elements named `names` (lower case) in document order, with their attributes and text.
 * An element's text includes the text of the elements inside it.
 */
export function htmlElements(html: string, names: readonly string[]): HtmlElement[] {
  return placedElements(html, names).map(({ name, attributes, text }) => ({ name, attributes, text }));
}

/** The space-separated tokens of an attribute such as `rel`, lower case. */
export function attributeTokens(element: HtmlElement, attribute: string): string[] {
  return (element.attributes[attribute] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Where something that must come first in the `<head>` goes: just after the start tag, or after the
 * character set when that is the head's first element (the browser must meet it within the first
 * 1,024 bytes, and nothing may come before it). Null for text with no `<head>` (a fragment).
 */
export function headStart(html: string): number | null {
  const elements = placedElements(html, ['head', 'meta']);
  const at = elements.findIndex((element) => element.name === 'head');
  const head = elements[at];
  if (!head) return null;
  const first = elements[at + 1];
  return first?.name === 'meta' && first.start === head.startTagEnd && first.attributes.charset !== undefined ? first.end : head.startTagEnd;
}

/** `html` with each of `elements` (placed in `html`, none inside another) replaced by what `replacement` gives for it, in document order. */
export function replaceElements(html: string, elements: readonly PlacedElement[], replacement: (element: PlacedElement, index: number) => string): string {
  let result = '';
  let at = 0;
  [...elements]
    .sort((a, b) => a.start - b.start)
    .forEach((element, index) => {
      result += html.slice(at, element.start) + replacement(element, index);
      at = element.end;
    });
  return result + html.slice(at);
}
