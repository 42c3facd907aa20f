import * as React from 'react';

/**
 * The text of the scripts a page carries inline (LIST_SCRIPT, list-script.ts; DRAFT_SCRIPT,
 * draft-script.ts), given only to the server render (gatsby-ssr.tsx). In the browser the value is
 * empty: hydration keeps the script the HTML already holds (React never rewrites the inner HTML
 * of an element it hydrates), so the texts stay out of the app's bundle, where the visitor
 * would download each a second time. A script React renders after a route change is empty and
 * inert, as it would be anyway (a script added by innerHTML never runs).
 */
export interface InlineScriptTexts {
  list: string;
  draft: string;
}

export const InlineScripts = React.createContext<InlineScriptTexts>({ list: '', draft: '' });
