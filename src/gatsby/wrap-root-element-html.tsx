import * as React from 'react';
import type { WrapRootElementNodeArgs } from 'gatsby';
import { InlineScripts, type InlineScriptTexts } from '../lib/inline-scripts';
import { wrapRootElement } from './wrap-root-element';

/**
 * The compiled texts of src/inline/, put in this bundle as a constant by webpack-config.ts (which
 * compiles them in Node, with compile-inline-scripts.ts): only the server render's stages define it.
 */
declare const INLINE_SCRIPT_TEXTS: InlineScriptTexts;

/**
 * The server render's root (gatsby-ssr.tsx): the app, with the texts of the scripts only the HTML
 * carries (src/lib/inline-scripts.ts). The browser's root (gatsby-browser.tsx) has none, so the
 * texts never reach the app's bundle.
 */
export function wrapRootElementForHtml(args: WrapRootElementNodeArgs) {
  return <InlineScripts.Provider value={INLINE_SCRIPT_TEXTS}>{wrapRootElement(args)}</InlineScripts.Provider>;
}
