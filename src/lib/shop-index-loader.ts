import { withPrefix } from 'gatsby';
import type { ShopCardData } from './card-data';
import { INDEX_REQUEST, INDEX_ROWS } from './list-script';
import { parseShopIndex } from './shop-pages';
import { SHOP_INDEX_PATH } from '../config/addresses';

/**
 * Every shop, from the index the build writes (SHOP_INDEX_PATH), for a shops list longer than its
 * page: one request per visit. When the page's own script asked for it before the app started
 * (list-script.ts), that request is the one used.
 *
 * The index is not preloaded. At 10,000 shops it is 1,354 KB, 83 KB gzip (BENCHMARKS.md, scale), four
 * times /shops' own HTML (20 KB gzip) and about 0.4 s of a phone's Slow 4G by itself: a preload would
 * share the wire with the page's first paint and its app on every visit, most of which never search.
 * The first thing asked fetches it instead ("Searching all 10,000 shops…" meanwhile). Up to
 * SHOPS_PER_PAGE shops there is no index to fetch: the page holds every card.
 */

type IndexWindow = Window & { [INDEX_REQUEST]?: Promise<unknown>; [INDEX_ROWS]?: unknown };

let wholeList: Promise<ShopCardData[]> | null = null;
let parsedEarly: ShopCardData[] | null = null;

function indexWindow(): IndexWindow | null {
  return typeof window === 'undefined' ? null : window;
}

/** The shops, if the page's script has already fetched the index (the same objects every call, and as loadEveryShop gives). */
export function everyShopFetchedBeforeStart(): ShopCardData[] | null {
  if (parsedEarly) return parsedEarly;
  const rows = indexWindow()?.[INDEX_ROWS];
  if (rows === undefined) return null;
  try {
    parsedEarly = parseShopIndex(rows);
  } catch {
    return null;
  }
  wholeList = Promise.resolve(parsedEarly);
  return parsedEarly;
}

function requestIndex(): Promise<unknown> {
  const win = indexWindow();
  const early = win?.[INDEX_REQUEST];
  if (win && early) {
    delete win[INDEX_REQUEST]; // used once: after a failure the next search asks again
    return early;
  }
  return fetch(withPrefix(SHOP_INDEX_PATH)).then((response) => {
    if (!response.ok) throw new Error(`${SHOP_INDEX_PATH}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Every shop, A to Z. */
export function loadEveryShop(): Promise<ShopCardData[]> {
  if (everyShopFetchedBeforeStart()) return wholeList as Promise<ShopCardData[]>;
  wholeList ??= requestIndex()
    .then(parseShopIndex)
    .catch((error: unknown) => {
      wholeList = null; // the next search tries again
      throw error;
    });
  return wholeList;
}
