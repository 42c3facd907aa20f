import { findBrandIcon, registrableDomain } from '../../../scripts/logos-from-simple-icons';

describe('registrableDomain (the Public Suffix List, through tldts)', () => {
  it.each([
    ['https://www.brand.example/about', 'brand.example'],
    ['https://shop.eu.brand.example', 'brand.example'],
    // Suffixes of more than one label, as on brands the site lists: the company's own name is kept.
    ['https://www.ogk.co.jp', 'ogk.co.jp'],
    ['https://www.knog.com.au/lights', 'knog.com.au'],
    ['http://padyakpinoy.com.ph', 'padyakpinoy.com.ph'],
  ])('%s belongs to %s', (address, domain) => {
    expect(registrableDomain(address)).toBe(domain);
  });

  it('answers null for what is not an address', () => {
    expect(registrableDomain('not a link')).toBeNull();
  });

  it('matches an icon only on the brand’s own registered domain', () => {
    const icon = { title: 'Brand', slug: 'brand', path: 'M0 0', source: 'https://press.brand.example/kit', hex: '000000' };
    expect(findBrandIcon('Brand', 'https://www.brand.example', [icon])).toBe(icon);
    expect(findBrandIcon('Brand', 'https://brand.other.example', [icon])).toBeNull();
  });
});
