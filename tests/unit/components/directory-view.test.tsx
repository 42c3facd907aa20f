/** @jest-environment jsdom */
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DirectoryView } from '../../../src/components/DirectoryView/DirectoryView';
import { shopList } from '../../support/shop-list';

// jsdom has no matchMedia; the list must work without it.
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const items = Array.from({ length: 150 }, (_, index) => ({ key: `shop-${index}`, name: `Shop ${String(index).padStart(3, '0')}` }));
type Item = (typeof items)[number];

function renderList(props: Partial<React.ComponentProps<typeof DirectoryView<Item>>> = {}) {
  return render(shopList(items, props));
}

const search = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });
const cards = () => within(screen.getByRole('list', { name: 'Bike shops' })).getAllByRole('listitem').length;
const showMore = () => screen.queryByRole('button', { name: /^Show more/ });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a long directory', () => {
  it('renders every listing at first, as the static HTML does', async () => {
    renderList();
    await waitFor(() => expect(cards()).toBe(150));
    expect(showMore()).toBeNull();
  });

  it('after a search renders the first 60 results and the rest on demand', async () => {
    renderList();
    search('shop');
    await waitFor(() => expect(cards()).toBe(60));
    expect(showMore()?.textContent).toBe('Show more (90 more)');
    fireEvent.click(showMore() as HTMLElement);
    expect(cards()).toBe(120);
    fireEvent.click(showMore() as HTMLElement);
    expect(cards()).toBe(150);
    expect(showMore()).toBeNull();
  });

  it('a keystroke renders only the tiles new to the results; the tiles it keeps are not rendered again', async () => {
    const renderItem = jest.fn((item: Item) => <h2>{item.name}</h2>);
    renderList({ renderItem });
    search('shop 0');
    await waitFor(() => expect(cards()).toBe(60));
    renderItem.mockClear();
    search('shop 00'); // Shop 000 to Shop 009: all ten were on screen
    await waitFor(() => expect(cards()).toBe(10));
    expect(renderItem).not.toHaveBeenCalled();
    search('shop 0'); // widening again: the ten stay, fifty are new
    await waitFor(() => expect(cards()).toBe(60));
    expect(renderItem).toHaveBeenCalledTimes(50);
  });

  it('builds the search index on the first search and keeps it: clearing the search and typing again does not build it again', async () => {
    const searchFields = jest.fn((item: Item) => [item.key]);
    renderList({ searchFields });
    await waitFor(() => expect(cards()).toBe(150));
    expect(searchFields).not.toHaveBeenCalled(); // a list that is only read is not indexed
    search('shop 01');
    await waitFor(() => expect(cards()).toBe(10));
    expect(searchFields).toHaveBeenCalledTimes(150);
    search('');
    await waitFor(() => expect(screen.getByText('150 listed')).toBeTruthy());
    search('shop 02');
    await waitFor(() => expect(cards()).toBe(10));
    expect(searchFields).toHaveBeenCalledTimes(150);
  });

  it('a narrow search shows all its results with no button', async () => {
    renderList();
    search('shop 01');
    await waitFor(() => expect(cards()).toBe(10));
    expect(showMore()).toBeNull();
  });
});

describe('a directory longer than its static page', () => {
  const firstPage = items.slice(0, 20);
  const count = () => screen.getByText(/ shown$/).textContent;
  const renderPage = (load: () => Promise<readonly Item[]>) =>
    renderList({ items: firstPage, whole: { total: items.length, load, searching: 'Searching all 150 shops…' } });

  it('shows its page and says how many there are in all, without fetching the whole list', async () => {
    const load = jest.fn(() => Promise.resolve(items));
    renderPage(load);
    await waitFor(() => expect(count()).toBe('20 of 150 shown'));
    expect(cards()).toBe(20);
    expect(load).not.toHaveBeenCalled();
  });

  it('a search covers every listing, also those on other pages', async () => {
    const load = jest.fn(() => Promise.resolve(items));
    renderPage(load);
    search('shop 149');
    await waitFor(() => expect(count()).toBe('1 of 150 shown'));
    expect(load).toHaveBeenCalledTimes(1);
    const list = screen.getByRole('list', { name: 'Bike shops' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Shop 149']);
  });

  it('while the whole list is on its way, the count line says all are searched, and no empty state shows', async () => {
    let arrive: (list: readonly Item[]) => void = () => undefined;
    renderPage(() => new Promise((resolve) => (arrive = resolve)));
    search('shop 149');
    await screen.findByText('Searching all 150 shops…');
    expect(screen.getByText('No Shops Found').closest('[hidden]')).not.toBeNull();
    act(() => arrive(items));
    await waitFor(() => expect(count()).toBe('1 of 150 shown'));
    expect(screen.queryByText('Searching all 150 shops…')).toBeNull();
  });

  it('if the whole list cannot be fetched, it says so and searches this page', async () => {
    renderPage(() => Promise.reject(new Error('offline')));
    search('shop 01');
    await screen.findByText(/The full list could not be loaded/);
    expect(cards()).toBe(10);
  });
});
