import { foldForSearch } from './list-filter';

/**
 * Shops by province: which province a shop is in, the address of its province's page, and the
 * province nearest to a position. Pure and small: the /shops page runs it on the phone ("Near me")
 * with centroids the build computed, so a position never leaves the device.
 */

/** Metro Manila is a region of no province; its shops (a city's, or 'Metro Manila' alone) are one page. */
export const METRO_MANILA = 'Metro Manila';
export const NCR_PREFIX = 'National Capital Region';

export interface InProvince {
  province: string | null;
  region: string;
}

/** The province a shop's location resolves to, or Metro Manila; null for a place of no province (none today). */
export function provinceOf(shop: InProvince): string | null {
  if (shop.province) return shop.province;
  return shop.region.startsWith(NCR_PREFIX) ? METRO_MANILA : null;
}

/** 'Davao del Sur' → 'davao-del-sur'; 'Metro Manila' → 'metro-manila'. */
export function provinceSlug(name: string): string {
  return foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** '1 shop', '4 shops'. */
export function shopCount(count: number): string {
  return `${count} ${count === 1 ? 'shop' : 'shops'}`;
}

export interface Centroid {
  name: string;
  /** Degrees, WGS84. */
  lon: number;
  lat: number;
}
