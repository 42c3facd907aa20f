/**
 * @jest-environment jsdom
 */
import { homeJsonLd, serializeJsonLd, shopListJsonLd, type ShopForSchema } from '../../../src/lib/structured-data';

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
    const data = shopListJsonLd(hostile, 'https://padyak.example/shops', 'Bike Shops');
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

describe('shopListJsonLd', () => {
  it('lists each shop as a BikeStore with its place and its own page, numbered from the page’s first position', () => {
    const data = shopListJsonLd([shop('Alpha Bikes'), shop('Beta Cycles', { link: null, province: null })], 'https://padyak.example/shops', 'Bike Shops', 201);
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBe(2);
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 201,
        item: {
          '@type': 'BikeStore',
          name: 'Alpha Bikes',
          address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressRegion: 'Metro Manila', addressCountry: 'PH' },
          url: 'https://shop.example/page',
          sameAs: 'https://shop.example/page',
        },
      },
      {
        '@type': 'ListItem',
        position: 202,
        // No known page: no url is made up; the region stands in for a missing province.
        item: {
          '@type': 'BikeStore',
          name: 'Beta Cycles',
          address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressRegion: 'National Capital Region', addressCountry: 'PH' },
        },
      },
    ]);
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
