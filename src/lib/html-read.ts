/**
 * Reading HTML with a real parser (htmlparser2), never regular expressions: attributes in any
 * order or quoting, upper-case tags, comments and `<script>` text that looks like a tag are all
 * read the way a browser reads them. One reader for the build-output checks, the benchmark and
 * logo discovery. Plain JavaScript, no Node: the build's own steps may use it too.
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

/**
 * The elements named `names` (lower case) in document order, with their attributes and text.
 * An element's text includes the text of the elements inside it.
 */
export function htmlElements(html: string, names: readonly string[]): HtmlElement[] {
  const wanted = new Set(names);
  const found: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!wanted.has(name)) return;
        const element = { name, attributes: { ...attributes }, text: '' };
        found.push(element);
        open.push(element);
      },
      ontext(text) {
        for (const element of open) element.text += text;
      },
      onclosetag(name) {
        if (!wanted.has(name)) return;
        const index = open.map((element) => element.name).lastIndexOf(name);
        if (index >= 0) open.splice(index, 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The space-separated tokens of an attribute such as `rel`, lower case. */
export function attributeTokens(element: HtmlElement, attribute: string): string[] {
  return (element.attributes[attribute] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
