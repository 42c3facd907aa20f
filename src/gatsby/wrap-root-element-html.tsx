import * as React from 'react';
import type { WrapRootElementNodeArgs } from 'gatsby';
import { InlineScripts } from '../lib/inline-scripts';
import { LIST_SCRIPT } from '../lib/list-script-text';
import { DRAFT_SCRIPT } from '../lib/draft-script';
import { wrapRootElement } from './wrap-root-element';

const INLINE_SCRIPTS = { list: LIST_SCRIPT, draft: DRAFT_SCRIPT };

/**
 * The server render's root (gatsby-ssr.tsx): the app, with the texts of the scripts only the HTML
 * carries (src/lib/inline-scripts.ts). The browser's root (gatsby-browser.tsx) has none, so the
 * texts never reach the app's bundle.
 */
export function wrapRootElementForHtml(args: WrapRootElementNodeArgs) {
  return <InlineScripts.Provider value={INLINE_SCRIPTS}>{wrapRootElement(args)}</InlineScripts.Provider>;
}
