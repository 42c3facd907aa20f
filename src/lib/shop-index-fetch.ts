import type { ShopCardData } from './card-data';
import type { ListedRow } from './suggest-check';

/**
 * Every shop, A to Z, from the shop index, for a page that needs any shop of a list longer than a
 * shops page: /saved (a saved shop) and /suggest/shops (the duplicate check). The index is
 * precached, so this works offline. The one loader the shop list uses too (shop-index-loader.ts).
 */
export { loadEveryShop as fetchEveryShop } from './shop-index-loader';

/** A shop as the suggest form's duplicate check knows a listed row: the cells create-pages gives a short list (name, location, link). */
export function listedShop(shop: ShopCardData): ListedRow {
  return { key: shop.key, cells: { name: shop.name, location: shop.location, link: shop.link ?? '' } };
}
