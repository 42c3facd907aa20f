import { fromIndexRow, parseShopIndex, shopPageCount, SHOPS_PER_PAGE, toIndexRow } from '../../../src/lib/shop-pages';
import type { ShopCardData } from '../../../src/lib/card-data';

const shop: ShopCardData = {
  key: 'shop-tryon-makati',
  name: 'Tryon',
  location: 'Makati',
  province: 'Metro Manila',
  region: 'National Capital Region',
  link: 'https://shop.example/tryon',
  fromOpenStreetMap: false,
  checked: null,
  temporarilyClosed: false,
  hours: null,
  services: [],
  payment: [],
  image: {
    layout: 'fixed',
    width: 64,
    height: 64,
    backgroundColor: '#ffffff',
    images: { fallback: { src: '/static/abc/64.png', srcSet: '/static/abc/64.png 64w' }, sources: [{ srcSet: '/static/abc/64.webp 64w', type: 'image/webp' }] },
  },
};

describe('shop pages', () => {
  it('splits a list into pages of SHOPS_PER_PAGE; today’s 19 shops are one page at /shops/', () => {
    expect(shopPageCount(19)).toBe(1);
    expect(shopPageCount(0)).toBe(1);
    expect(shopPageCount(SHOPS_PER_PAGE + 1)).toBe(2);
    expect(shopPageCount(10_000)).toBe(Math.ceil(10_000 / SHOPS_PER_PAGE));
  });

  it('an index row brings a shop back with everything its card shows, the logo as its built file', () => {
    const back = fromIndexRow(toIndexRow(shop));
    expect({ ...back, image: null }).toEqual({ ...shop, image: null });
    expect(back.image?.images.fallback?.src).toBe('/static/abc/64.png');
    expect([back.image?.width, back.image?.height]).toEqual([64, 64]);
    expect(fromIndexRow(toIndexRow({ ...shop, image: null })).image).toBeNull();
  });

  it('writes no key the reader can work out from the name and place (nearly every shop’s), and brings it back', () => {
    const usual = { ...shop, key: 'las-pinas-bike-co-las-pinas', name: 'Las Piñas Bike Co.', location: 'Las Piñas' };
    expect(toIndexRow(usual)[0]).toBe(0);
    expect(fromIndexRow(JSON.parse(JSON.stringify(toIndexRow(usual))) as ReturnType<typeof toIndexRow>).key).toBe('las-pinas-bike-co-las-pinas');
    // Another key (none today, but the index must not guess) is written as it is.
    expect(toIndexRow(shop)[0]).toBe('shop-tryon-makati');
    expect(parseShopIndex(JSON.parse(JSON.stringify([toIndexRow(usual), toIndexRow(shop)]))).map((back) => back.key)).toEqual([
      'las-pinas-bike-co-las-pinas',
      'shop-tryon-makati',
    ]);
  });

  it("carries a shop's check and a temporary closure only when there is one: a shop never checked costs the index nothing", () => {
    expect(toIndexRow(shop)).toHaveLength(8);
    const checked = { ...shop, checked: '2026-11', temporarilyClosed: true };
    expect(toIndexRow(checked)).toHaveLength(10);
    expect(fromIndexRow(toIndexRow(checked))).toMatchObject({ checked: '2026-11', temporarilyClosed: true });
    expect(parseShopIndex(JSON.parse(JSON.stringify([toIndexRow(checked), toIndexRow(shop)])))).toHaveLength(2);
  });

  it("carries a shop's services, payments and week only when it has one, as the cards' filters say them", () => {
    const open = { ...shop, services: ['repair', 'parts'], payment: ['gcash'], hours: { days: [[540, 1080], [], [], [], [], [], []], holidaysOff: true } };
    const row = toIndexRow(open);
    expect(row.slice(8)).toEqual([0, 0, 'repair|parts', 'gcash', '540-1080|||||||h']);
    // The empty ones at the end are left out.
    expect(toIndexRow({ ...shop, services: ['rental'] }).slice(8)).toEqual([0, 0, 'rental']);
    expect(fromIndexRow(toIndexRow({ ...shop, services: ['rental'] }))).toMatchObject({
      services: ['rental'],
      payment: [],
      hours: null,
      checked: null,
      temporarilyClosed: false,
    });
    const back = fromIndexRow(JSON.parse(JSON.stringify(row)));
    expect({ ...back, image: null }).toEqual({ ...open, image: null });
    expect(parseShopIndex([row, toIndexRow(shop)])).toHaveLength(2);
  });

  it('refuses an index that is not a list of shops', () => {
    expect(parseShopIndex(JSON.parse(JSON.stringify([toIndexRow(shop)])))).toHaveLength(1);
    expect(() => parseShopIndex({ shops: [] })).toThrow('not a list of shops');
    expect(() => parseShopIndex([['only', 'two']])).toThrow('not a list of shops');
  });
});
