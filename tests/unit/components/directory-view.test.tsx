/** @jest-environment jsdom */
import * as React from 'react';
import { DirectoryView } from '../../../src/components/DirectoryView/DirectoryView';
import { render, settle } from '../auth/support/render';

// jsdom has no matchMedia; the list must work without it.
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const items = Array.from({ length: 150 }, (_, index) => ({ key: `shop-${index}`, name: `Shop ${String(index).padStart(3, '0')}` }));

function renderList() {
  return render(
    <DirectoryView
      items={items}
      searchPlaceholder="Search bike shop or city"
      emptyTitle="No Shops Found"
      emptyHint="Try adjusting your search or filters."
      columns={{ base: 1, md: 2, lg: 3 }}
      listLabel="Bike shops"
      renderItem={(item) => <h2>{item.name}</h2>}
    />,
  );
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  React.act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const cards = () => document.querySelectorAll('ul[aria-label="Bike shops"] > li').length;
const showMore = () => [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Show more'));

describe('a long directory', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('renders every listing at first, as the static HTML does', async () => {
    renderList();
    await settle();
    expect(cards()).toBe(150);
    expect(showMore()).toBeUndefined();
  });

  it('after a search renders the first 60 results and the rest on demand', async () => {
    renderList();
    await settle();
    type(document.querySelector('input[type="search"]') as HTMLInputElement, 'shop');
    await settle();
    expect(cards()).toBe(60);
    expect(showMore()?.textContent).toBe('Show more (90 more)');
    React.act(() => showMore()?.click());
    expect(cards()).toBe(120);
    React.act(() => showMore()?.click());
    expect(cards()).toBe(150);
    expect(showMore()).toBeUndefined();
  });

  it('a narrow search shows all its results with no button', async () => {
    renderList();
    await settle();
    type(document.querySelector('input[type="search"]') as HTMLInputElement, 'shop 01');
    await settle();
    expect(cards()).toBe(10);
    expect(showMore()).toBeUndefined();
  });
});

describe('a directory longer than its static page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const firstPage = items.slice(0, 20);
  const count = () => document.querySelector('p[aria-live="polite"]')?.textContent;

  function renderPage(load: () => Promise<readonly (typeof items)[number][]>) {
    return render(
      <DirectoryView
        items={firstPage}
        whole={{ total: items.length, load }}
        searchPlaceholder="Search bike shop or city"
        emptyTitle="No Shops Found"
        emptyHint="Try adjusting your search or filters."
        columns={{ base: 1, md: 2, lg: 3 }}
        listLabel="Bike shops"
        renderItem={(item) => <h2>{item.name}</h2>}
      />,
    );
  }

  it('shows its page and says how many there are in all, without fetching the whole list', async () => {
    const load = jest.fn(() => Promise.resolve(items));
    renderPage(load);
    await settle();
    expect(cards()).toBe(20);
    expect(count()).toBe('20 of 150 shown');
    expect(load).not.toHaveBeenCalled();
  });

  it('a search covers every listing, also those on other pages', async () => {
    const load = jest.fn(() => Promise.resolve(items));
    renderPage(load);
    await settle();
    type(document.querySelector('input[type="search"]') as HTMLInputElement, 'shop 149');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect([...document.querySelectorAll('ul[aria-label="Bike shops"] h2')].map((h) => h.textContent)).toEqual(['Shop 149']);
    expect(count()).toBe('1 of 150 shown');
  });

  it('if the whole list cannot be fetched, it says so and searches this page', async () => {
    renderPage(() => Promise.reject(new Error('offline')));
    await settle();
    type(document.querySelector('input[type="search"]') as HTMLInputElement, 'shop 01');
    await settle();
    expect(cards()).toBe(10);
    expect(document.body.textContent).toContain('The full list could not be loaded');
  });
});
