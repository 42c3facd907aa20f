/** @jest-environment jsdom */
/** The OpenStreetMap credit on a shop's card: there when its source column says OpenStreetMap, absent otherwise. */
import * as React from 'react';
import { ShopCard } from '../../../src/components/ShopCard/ShopCard';
import { toShopCard } from '../../../src/lib/card-data';
import { render } from '../auth/support/render';

const node = (source: string | null) => ({
  key: 'pedal-co-makati',
  name: 'Pedal Co',
  location: 'Makati',
  province: null,
  region: 'National Capital Region (NCR)',
  link: 'https://pedal.example/',
  logo: null,
  source,
});

function creditLink(source: string | null): HTMLAnchorElement | undefined {
  const { container, unmount } = render(<ShopCard shop={toShopCard(node(source))} />);
  const link = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === '© OpenStreetMap contributors, ODbL');
  const found = link ? (link.cloneNode(true) as HTMLAnchorElement) : undefined;
  unmount();
  return found;
}

describe('the OpenStreetMap credit on a shop card', () => {
  it('is shown, linking to the licence in a new tab, when the shop comes from OpenStreetMap', () => {
    const link = creditLink('OpenStreetMap node/1001');
    expect(link?.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is not shown for a shop from any other source, or with no source', () => {
    expect(creditLink("the shop's Facebook page")).toBeUndefined();
    expect(creditLink(null)).toBeUndefined();
  });
});
