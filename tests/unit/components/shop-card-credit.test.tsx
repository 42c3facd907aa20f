/** @jest-environment jsdom */
/** The OpenStreetMap credit on a shop's card: there when its source column says OpenStreetMap, absent otherwise. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ShopCard } from '../../../src/components/ShopCard/ShopCard';
import { toShopCard } from '../../../src/lib/card-data';
import { site } from '../../../src/config/site';

// The card's "Wrong or closed?" link reads the site's metadata and forms: no forms here.
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ site: { siteMetadata: site }, allSuggestForms: { nodes: [] } }),
}));

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

const CREDIT = '© OpenStreetMap contributors, ODbL';

describe('the OpenStreetMap credit on a shop card', () => {
  it('is shown, linking to the licence in a new tab, when the shop comes from OpenStreetMap', () => {
    render(<ShopCard shop={toShopCard(node('OpenStreetMap node/1001'))} />);
    const link = screen.getByRole('link', { name: CREDIT });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([["the shop's Facebook page"], [null]])('is not shown for a shop from another source or none (%p)', (source) => {
    render(<ShopCard shop={toShopCard(node(source))} />);
    expect(screen.getByRole('heading', { name: 'Pedal Co' })).toBeTruthy(); // the card itself is there
    expect(screen.queryByText(CREDIT)).toBeNull();
  });
});
