/** @jest-environment jsdom */
/**
 * /saved with a shops list longer than a page: the page embeds only the first page of shops, and a
 * saved shop beyond it is read from the shop index. The visitor sees the shop's card as before, not
 * "Removed", and never a false "Removed" when the index cannot be read.
 */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { SavedList, type SavedCatalog } from '../../../src/components/SavedList/SavedList';
import type { ShopCardData } from '../../../src/lib/card-data';
import type { SavedEntry } from '../../../src/lib/saved-items';

let entries: SavedEntry[] = [];
let kept = true;
jest.mock('gatsby', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));
jest.mock('../../../src/saved/SavedItemsProvider', () => ({ useSavedItems: () => ({ entries, ready: true, kept }) }));
jest.mock('../../../src/auth/AuthProvider', () => ({ useOptionalAuth: () => null }));
jest.mock('../../../src/components/SaveToggle/SaveToggle', () => ({ SaveToggle: () => <button type="button">Saved</button> }));
jest.mock('../../../src/components/ShopCard/ShopCard', () => ({
  ShopCard: ({ shop }: { shop: ShopCardData }) => (
    <article>
      <h2>{shop.name}</h2>
      <p>{shop.location}</p>
    </article>
  ),
}));

const shop = (key: string, name: string, location: string): ShopCardData => ({ key, name, location, province: null, region: 'NCR', link: null, image: null });
const first = shop('alpha-cycles-makati', 'Alpha Cycles', 'Makati');
const beyond = shop('zeta-bikes-pasig', 'Zeta Bikes', 'Pasig');
const saved = (ref: ShopCardData): SavedEntry => ({ kind: 'shop', id: ref.key, name: ref.name, saved: true, at: 1 });
const catalog = (everyShop?: SavedCatalog['everyShop']): SavedCatalog => ({ shops: new Map([[first.key, first]]), brands: new Map(), listings: new Map(), everyShop });

/** What the visitor reads on each saved card, in order: its name and the line under it (a place, or a note). */
const cards = () => screen.queryAllByRole('article').map((card) => [within(card).getByRole('heading').textContent, card.querySelector('p')?.textContent]);

describe('SavedList with a long shops list', () => {
  it('shows a saved shop beyond the first page from every shop, not as removed', async () => {
    entries = [saved(first), saved(beyond)];
    const everyShop = jest.fn(() => Promise.resolve([first, beyond]));
    render(<SavedList catalog={catalog(everyShop)} />);
    await screen.findByRole('heading', { name: 'Zeta Bikes' });
    expect(cards()).toEqual([
      ['Alpha Cycles', 'Makati'],
      ['Zeta Bikes', 'Pasig'],
    ]);
    expect(everyShop).toHaveBeenCalledTimes(1);
  });

  it('does not read every shop when the saved shops are all on the first page', async () => {
    entries = [saved(first)];
    const everyShop = jest.fn(() => Promise.resolve([first, beyond]));
    render(<SavedList catalog={catalog(everyShop)} />);
    await screen.findByRole('heading', { name: 'Alpha Cycles' });
    expect(cards()).toEqual([['Alpha Cycles', 'Makati']]);
    expect(everyShop).not.toHaveBeenCalled();
  });

  it('says the details could not be loaded, not that the shop was removed, when every shop cannot be read', async () => {
    entries = [saved(beyond)];
    render(<SavedList catalog={catalog(() => Promise.reject(new Error('offline')))} />);
    await screen.findByText(/could not be loaded/);
    expect(cards()).toEqual([['Zeta Bikes', "This shop's details could not be loaded. Open this page again when you are online."]]);
  });

  it('still calls a shop removed when the whole list is on the page and it is not there', async () => {
    entries = [saved(beyond)];
    render(<SavedList catalog={catalog()} />);
    await screen.findByText(/Removed: no longer listed/);
    expect(cards()).toEqual([['Zeta Bikes', 'Removed: no longer listed on Padyak Hub.']]);
  });
});

describe('SavedList where the browser keeps nothing (storage refused)', () => {
  afterEach(() => {
    kept = true;
  });

  it('says saved items are not kept on this device, and does not claim they are', async () => {
    kept = false;
    entries = [saved(first)];
    render(<SavedList catalog={catalog()} />);
    await screen.findByRole('heading', { name: 'Alpha Cycles' });
    expect(screen.getByText(/^This browser does not keep saved items on this device: what you save lasts only while this page is open\.$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 saved item.');
  });

  it('says nothing of it where storage works', async () => {
    entries = [saved(first)];
    render(<SavedList catalog={catalog()} />);
    await screen.findByRole('heading', { name: 'Alpha Cycles' });
    expect(screen.queryByText(/does not keep saved items/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 saved item on this device.');
  });
});
