import * as React from 'react';

/**
 * The text of the scripts a page carries inline (their sources are in src/inline/: the list's
 * search, list-search.ts; the form's draft, form-draft.ts; the events' order, order-events.ts; the address in a longer list's form, show-address-in-form.ts; a listing's last check on the visitor's day, checked-labels.ts; a shop's open-now label, open-labels.ts; a list's search read through the editors' words, search-words.ts),
 * compiled by src/gatsby/compile-inline-scripts.ts and given only to the server render (gatsby-ssr.tsx). In the browser the value is
 * empty: hydration keeps the script the HTML already holds (React never rewrites the inner HTML
 * of an element it hydrates), so the texts stay out of the app's bundle, where the visitor
 * would download each a second time. A script React renders after a route change is empty and
 * inert, as it would be anyway (a script added by innerHTML never runs).
 */
export interface InlineScriptTexts {
  list: string;
  draft: string;
  events: string;
  showAddress: string;
  checked: string;
  open: string;
  words: string;
}

export const InlineScripts = React.createContext<InlineScriptTexts>({ list: '', draft: '', events: '', showAddress: '', checked: '', open: '', words: '' });
