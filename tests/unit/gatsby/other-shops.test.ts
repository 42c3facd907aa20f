import { OTHER_SHOPS_SHOWN, otherShops } from '../../../src/gatsby/create-pages';

/** A province's shops A to Z, as createListingPages hands them to otherShops. */
const province = Array.from({ length: 14 }, (_, index) => ({ key: `shop-${String(index).padStart(2, '0')}`, name: `Shop ${index}` }));
const keys = (shops: readonly { key: string }[]) => shops.map((shop) => shop.key);

describe("a shop page's other shops of its province", () => {
  test('are the first ten A to Z, without the shop itself', () => {
    expect(keys(otherShops(province, 'shop-03'))).toEqual(keys(province.filter((shop) => shop.key !== 'shop-03').slice(0, OTHER_SHOPS_SHOWN)));
    expect(otherShops(province, 'shop-03')).toHaveLength(OTHER_SHOPS_SHOWN);
  });

  test('a shop past the first ten sees the first ten', () => {
    expect(keys(otherShops(province, 'shop-12'))).toEqual(keys(province.slice(0, OTHER_SHOPS_SHOWN)));
  });

  test('a province of one shop has no others, and one of three has two', () => {
    expect(otherShops(province.slice(0, 1), 'shop-00')).toEqual([]);
    expect(keys(otherShops(province.slice(0, 3), 'shop-01'))).toEqual(['shop-00', 'shop-02']);
  });
});
