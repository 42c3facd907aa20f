import { renderToString } from 'react-dom/server';
import { shopList } from '../../support/shop-list';

/** The list as the build writes it into the page (server rendering), before any script runs. */
const items = Array.from({ length: 20 }, (_, index) => ({ key: `shop-${index}`, name: `Shop ${String(index).padStart(3, '0')}` }));

describe('the page as built, at 10,000 shops', () => {
  const html = renderToString(shopList(items, { whole: { total: 10_000, load: () => Promise.resolve(items), searching: 'Searching all 10,000 shops…' } }));

  it('with JavaScript off, the note under the toolbar writes the total as the count line does: 10,000', () => {
    const note = /<noscript[^>]*>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    expect(note).toContain('All 10,000 are listed A to Z on this page and the pages linked below.');
    expect(html).toContain('20 of 10,000 shown');
  });
});
