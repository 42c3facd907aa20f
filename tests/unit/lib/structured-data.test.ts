/**
 * @jest-environment jsdom
 */
import { brandJsonLd, homeJsonLd, listPagesJsonLd, organizationJsonLd, serializeJsonLd, shopJsonLd, type ShopForSchema } from '../../../src/lib/structured-data';

const shop = (name: string, extra: Partial<ShopForSchema> = {}): ShopForSchema => ({
  name,
  location: 'Quezon City',
  province: 'Metro Manila',
  region: 'National Capital Region',
  link: 'https://shop.example/page',
  ...extra,
});

/** Puts the serialized JSON-LD in a page the way the build does and reads back what a parser sees. */
function roundTrip(json: string): { scripts: number; text: string; commentNodes: number } {
  document.documentElement.innerHTML = `<head><script type="application/ld+json">${json}</script></head><body><p>after</p></body>`;
  const scripts = document.querySelectorAll('script');
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
  let commentNodes = 0;
  while (walker.nextNode()) commentNodes += 1;
  return { scripts: scripts.length, text: scripts[0]?.textContent ?? '', commentNodes };
}

describe('serializeJsonLd', () => {
  it('keeps a listing named </script> or <!-- inside its script, and the data reads back unchanged', () => {
    const hostile = [shop('Evil </script><script>alert(1)</script>'), shop('<!-- Comment Cycles'), shop('Tom & Jerry <Bikes>')];
    const data = hostile.map((one) => shopJsonLd(one, 'https://padyak.example/shops/x/'));
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>/);
    const parsed = roundTrip(json);
    expect(parsed.scripts).toBe(1);
    expect(parsed.commentNodes).toBe(0);
    expect(document.body.textContent).toBe('after');
    expect(JSON.parse(parsed.text)).toEqual(data);
  });

  it('escapes the line and paragraph separators', () => {
    expect(serializeJsonLd({ name: 'a\u2028b\u2029c' })).toBe('{"name":"a\\u2028b\\u2029c"}');
  });
});

describe('listPagesJsonLd', () => {
  it("lists each listing's own page by its address, numbered from the page's first position", () => {
    const data = listPagesJsonLd(['https://padyak.example/shops/a/', 'https://padyak.example/shops/b/'], 'https://padyak.example/shops/page/2/', 'Bike Shops', 201);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Bike Shops',
      url: 'https://padyak.example/shops/page/2/',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 201, url: 'https://padyak.example/shops/a/' },
        { '@type': 'ListItem', position: 202, url: 'https://padyak.example/shops/b/' },
      ],
    });
  });
});

describe("a listing's own markup", () => {
  const page = 'https://padyak.example/shops/alpha-bikes-quezon-city/';

  it('a shop is a BikeStore at its place: its own site as url, named by its page', () => {
    expect(shopJsonLd(shop('Alpha Bikes'), page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BikeStore',
      '@id': `${page}#shop`,
      name: 'Alpha Bikes',
      address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressRegion: 'Metro Manila', addressCountry: 'PH' },
      url: 'https://shop.example/page',
    });
  });

  it('a social page is sameAs, not url; no link gives neither; the region stands in for a missing province', () => {
    expect(shopJsonLd(shop('Beta', { link: 'https://www.facebook.com/beta.example' }), page)).toMatchObject({ sameAs: 'https://www.facebook.com/beta.example' });
    expect(shopJsonLd(shop('Beta', { link: 'https://www.facebook.com/beta.example' }), page)).not.toHaveProperty('url');
    const bare = shopJsonLd(shop('Gamma', { link: null, province: null }), page);
    expect(bare).not.toHaveProperty('url');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).toMatchObject({ address: { addressRegion: 'National Capital Region' } });
  });

  it('says the hours as one specification per time range, with the days that keep it, and the payments in words', () => {
    const nineToSix = [540, 1080];
    const hours = { days: [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, [480, 720, 780, 1440], []], holidaysOff: true };
    const data = shopJsonLd(shop('Delta', { hours, payment: ['Cash', 'GCash'] }), page);
    const day = (name: string) => `https://schema.org/${name}`;
    expect(data).toMatchObject({
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day), opens: '09:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '08:00', closes: '12:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '13:00', closes: '23:59' },
      ],
      paymentAccepted: 'Cash, GCash',
    });
    const unknown = shopJsonLd(shop('Epsilon', { hours: null, payment: [] }), page);
    expect(unknown).not.toHaveProperty('openingHoursSpecification');
    expect(unknown).not.toHaveProperty('paymentAccepted');
  });

  it('a brand is a Brand and a community listing an Organization, with a logo only when there is one', () => {
    expect(brandJsonLd({ name: 'Giant', link: 'https://giant.example/', logo: null }, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Brand',
      '@id': `${page}#brand`,
      name: 'Giant',
      url: 'https://giant.example/',
    });
    expect(organizationJsonLd({ name: 'Club', link: 'https://www.instagram.com/club.example', logo: 'https://padyak.example/static/a.png' }, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${page}#organization`,
      name: 'Club',
      sameAs: 'https://www.instagram.com/club.example',
      logo: 'https://padyak.example/static/a.png',
    });
  });
});

describe('homeJsonLd', () => {
  it('describes the WebSite and the Organization behind it from the site facts', () => {
    const graph = homeJsonLd({
      title: 'Padyak Hub',
      description: 'Your hub.',
      siteUrl: 'https://padyak.example',
      instagramUrl: 'https://www.instagram.com/padyakhub/',
    });
    const types = graph['@graph'].map((node) => (node as { '@type': string })['@type']);
    expect(types).toEqual(['WebSite', 'Organization']);
    expect(graph['@graph'][1]).toMatchObject({ name: 'Padyak Hub', url: 'https://padyak.example', sameAs: ['https://www.instagram.com/padyakhub/'] });
  });
});
