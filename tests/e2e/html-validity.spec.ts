import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { assertBuilt, builtPages, fileOfPage, publicDir } from '../support/build-output';

/**
 * Every built page through the Nu HTML Checker (npm vnu-jar, on Java), in one
 * run for speed. Zero errors: invalid markup is parsed differently by different
 * browsers and assistive technology.
 */
const vnuJar = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
  lastLine?: number;
  lastColumn?: number;
}

/** The markup vnu flagged: the highlighted part of its extract. */
function flagged(message: VnuMessage): string {
  const extract = message.extract ?? '';
  return message.hiliteStart === undefined ? extract : extract.slice(message.hiliteStart, message.hiliteStart + (message.hiliteLength ?? 0));
}

/**
 * gatsby-plugin-image's own server-rendered markup, which no option of ours changes:
 * - a constrained image's sizer is `<img alt="" role="presentation" aria-hidden="true"
 *   src="data:image/svg+xml…">` (vnu: an img with role must not have alt="");
 * - a lazy image is rendered with `data-src`/`data-srcset` and swapped to src/srcset
 *   by Gatsby's inline script before hydration, so vnu sees `<source>`/`<img>` without
 *   srcset/src but with sizes.
 * Only these exact messages on exactly this markup are let through; the same message
 * on any other element still fails.
 */
const GATSBY_IMAGE_MARKUP: { message: string; markup: RegExp }[] = [
  {
    message: 'An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.',
    markup: /^<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml;/,
  },
  { message: 'Element “source” is missing required attribute “srcset”.', markup: /^<source type="image\/[a-z]+" data-srcset="/ },
  {
    message: 'The “sizes” attribute must only be specified if the “srcset” attribute is also specified.',
    markup: /^<(source type="image\/[a-z]+" data-srcset="|img data-gatsby-image-ssr="")/,
  },
  { message: 'Element “img” is missing one or more of the following attributes: “src”, “srcset”.', markup: /^<img data-gatsby-image-ssr=""/ },
];

function isGatsbyImageMarkup(message: VnuMessage): boolean {
  const markup = flagged(message);
  return GATSBY_IMAGE_MARKUP.some((known) => known.message === message.message && known.markup.test(markup));
}

test('every built page is valid HTML (Nu HTML Checker)', () => {
  test.setTimeout(180_000);
  assertBuilt();
  const pages = builtPages();
  const files = pages.map(fileOfPage);
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Could not run java -jar vnu.jar (is Java installed?): ${run.error.message}`);
  // vnu writes its JSON report to stderr; exit status 1 means it found errors.
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`vnu did not produce a JSON report (exit ${run.status}):\n${run.stderr}\n${run.stdout}`);
  }
  const errors = report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error' || message.subType === 'fatal');
  const byPage: Record<string, string[]> = {};
  for (const error of errors.filter((message) => !isGatsbyImageMarkup(message))) {
    const page = error.url ? path.relative(publicDir, new URL(error.url).pathname) : '(no file)';
    (byPage[page] ??= []).push(`col ${error.lastColumn ?? '?'}: ${error.message}  ⟶  ${flagged(error).slice(0, 160)}`);
  }
  expect(pages.length, 'pages checked').toBeGreaterThan(20);
  expect(byPage, 'HTML errors by page').toEqual({});
});
