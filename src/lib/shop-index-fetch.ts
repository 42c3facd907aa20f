import { withPrefix } from 'gatsby';
import type { ShopCardData } from './card-data';
import type { ListedRow } from './suggest-check';
import { SHOP_INDEX_PATH, parseShopIndex } from './shop-pages';

/**
 * Every shop, A to Z, from the index the build writes (SHOP_INDEX_PATH), for a page that needs any
 * shop of a list longer than a shops page: /saved (a saved shop) and /suggest/shops (the duplicate
 * check). The index is precached, so this works offline; one request per visit, tried again after
 * a failure. Its rows are the /shops list's own; their page data would repeat every shop.
 */
let everyShop: Promise<ShopCardData[]> | null = null;

export function fetchEveryShop(): Promise<ShopCardData[]> {
  everyShop ??= fetch(withPrefix(SHOP_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`${SHOP_INDEX_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseShopIndex)
    .catch((error: unknown) => {
      everyShop = null;
      throw error;
    });
  return everyShop;
}

/** A shop as the suggest form's duplicate check knows a listed row: the cells create-pages gives a short list (name, location, link). */
export function listedShop(shop: ShopCardData): ListedRow {
  return { key: shop.key, cells: { name: shop.name, location: shop.location, link: shop.link ?? '' } };
}
