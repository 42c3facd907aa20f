import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { InlineScripts } from '../../src/lib/inline-scripts';
import { compiledInlineScripts } from './inline-scripts';

/**
 * The static page, as the build writes it (with the inline scripts' texts the server render gets: webpack-config.ts), put in jsdom at `url` with its inline scripts run as
 * the parser runs them (a script set through innerHTML never runs, so each is put back anew).
 * Returns the element that holds it, already in the document; the caller removes it.
 */
export function staticPage(url: string, page: React.ReactElement): HTMLElement {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  // Here the server render runs in jsdom, where `window` exists and the hook picks useLayoutEffect, which React's server render warns about; Gatsby renders in Node.
  const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(React.createElement(InlineScripts.Provider, { value: compiledInlineScripts() }, page));
  warning.mockRestore();
  document.body.append(container);
  for (const inline of container.querySelectorAll('script')) {
    const running = document.createElement('script');
    for (const attribute of inline.attributes) running.setAttribute(attribute.name, attribute.value);
    running.textContent = inline.textContent;
    inline.replaceWith(running);
  }
  return container;
}
