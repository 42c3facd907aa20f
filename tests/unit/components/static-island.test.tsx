/**
 * Node environment on purpose: the server render must see no DOM, as in `gatsby build`;
 * the browser half then gets a jsdom window of its own.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { navigate, prefetchPathname } from 'gatsby';
import { StaticIsland } from '../../../src/components/StaticIsland/StaticIsland';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://padyak.test/' });
const browserGlobals = {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  MouseEvent: dom.window.MouseEvent,
  Node: dom.window.Node,
  HTMLElement: dom.window.HTMLElement,
  Element: dom.window.Element,
};
Object.assign(globalThis, browserGlobals);
// react-dom decides whether it can use the DOM when it loads: after the window exists.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');
type Root = import('react-dom/client').Root;

/** The page as `gatsby build` writes it: rendered with no DOM around. */
function serverHtml(element: React.ReactElement): string {
  for (const name of Object.keys(browserGlobals)) delete (globalThis as Record<string, unknown>)[name];
  try {
    return renderToString(element);
  } finally {
    Object.assign(globalThis, browserGlobals);
  }
}

jest.mock('gatsby', () => ({ navigate: jest.fn(), prefetchPathname: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Counts how often React ran it: a component inside a static island must not run in the browser. */
let bodyRenders = 0;
function Body({ text }: { text: string }) {
  bodyRenders += 1;
  return (
    <p>
      {text} <a href="/about">About</a>{' '}
      <a href="https://example.test/shop" target="_blank" rel="noopener noreferrer">
        Shop
      </a>
    </p>
  );
}

function Page({ text, later }: { text: string; later?: string }) {
  const [pressed, setPressed] = React.useState(false);
  return (
    <div>
      <StaticIsland className="card">
        <Body text={text} />
      </StaticIsland>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Save
      </button>
      {later ? (
        <StaticIsland className="later">
          <Body text={later} />
        </StaticIsland>
      ) : null}
    </div>
  );
}

let container: HTMLElement;
let root: Root | null = null;
const consoleErrors: unknown[][] = [];

/** Writes the server's HTML into the page, then hydrates it as Gatsby does. */
function hydrate(element: React.ReactElement) {
  container = document.createElement('div');
  container.innerHTML = serverHtml(element);
  document.body.appendChild(container);
  bodyRenders = 0;
  React.act(() => {
    root = hydrateRoot(container, element);
  });
}

beforeEach(() => {
  consoleErrors.length = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  jest.mocked(navigate).mockClear();
  jest.mocked(prefetchPathname).mockClear();
});

afterEach(() => {
  React.act(() => root?.unmount());
  root = null;
  container?.remove();
  jest.restoreAllMocks();
});

describe('a static island', () => {
  it('is in the server HTML with its content', () => {
    expect(serverHtml(<Page text="Bike Lab" />)).toContain('<div class="card"><p>Bike Lab<!-- --> <a href="/about">About</a>');
  });

  it('keeps the server content on hydration without running what is inside, and without a hydration error', () => {
    hydrate(<Page text="Bike Lab" />);
    const paragraph = container.querySelector('.card p');
    expect(bodyRenders).toBe(0);
    expect(paragraph?.textContent).toBe('Bike Lab About Shop');
    // The controls outside it are hydrated: they respond.
    const button = container.querySelector('button') as HTMLButtonElement;
    React.act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.card p')).toBe(paragraph);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps its server content when its parent renders again', () => {
    hydrate(<Page text="Bike Lab" />);
    const paragraph = container.querySelector('.card p');
    React.act(() => root?.render(<Page text="Bike Lab" />));
    expect(bodyRenders).toBe(0);
    expect(container.querySelector('.card p')).toBe(paragraph);
    expect(container.querySelector('.card')?.textContent).toBe('Bike Lab About Shop');
  });

  it('mounted after hydration (a new search result, the next page) renders its content', () => {
    hydrate(<Page text="Bike Lab" />);
    React.act(() => root?.render(<Page text="Bike Lab" later="Spoke Shop" />));
    expect(bodyRenders).toBe(1);
    expect(container.querySelector('.later p')?.textContent).toBe('Spoke Shop About Shop');
  });

  it('opens a same-site link inside it in the app, and leaves links to other sites and modified clicks to the browser', () => {
    hydrate(<Page text="Bike Lab" />);
    /** Whether the app took the click over (React's handler runs before this window listener, which then stops jsdom's own navigation). */
    let takenOver = false;
    const record = (event: Event) => {
      takenOver = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    const click = (link: Element, init: MouseEventInit = {}) => {
      React.act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
      return takenOver;
    };
    const [about, shop] = [...container.querySelectorAll('.card a')] as [HTMLAnchorElement, HTMLAnchorElement];
    expect(click(about)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/about');
    jest.mocked(navigate).mockClear();
    expect(click(about, { ctrlKey: true })).toBe(false);
    expect(click(shop)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    window.removeEventListener('click', record);
  });

  it("fetches a same-site page when its link gets focus, and not another site's", () => {
    hydrate(<Page text="Bike Lab" />);
    (container.querySelector('.card a[target]') as HTMLAnchorElement).focus();
    expect(prefetchPathname).not.toHaveBeenCalled();
    (container.querySelector('.card a[href="/about"]') as HTMLAnchorElement).focus();
    expect(prefetchPathname).toHaveBeenCalledWith('/about');
  });
});
