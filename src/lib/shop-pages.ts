import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ShopCardData } from './card-data';
import { FILTER_VALUE_SEPARATOR } from './list-script';
import { decodeWeek, encodeWeek } from './weekly-hours';

/**
 * The shops list at any size. The static HTML of a page holds at most SHOPS_PER_PAGE
 * shops (A to Z); more shops make more pages (/shops, /shops/page/2, …), all linked
 * from each other, so every shop is reachable without JavaScript. With JavaScript,
 * a search, a city or a reversed sort covers every shop through a compact index of
 * all of them (SHOP_INDEX_PATH in src/config/addresses.ts, as each page's address: shopPagePath), fetched from the site the first time it is needed.
 */
export const SHOPS_PER_PAGE = 200;

export function shopPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SHOPS_PER_PAGE));
}

/**
 * One shop in the index: [key, name, location, province, region, link, from OpenStreetMap (credited on the card), logo file (64 px)],
 * then, only when there is something to say, [checked month or null, temporarily closed]: a shop never checked costs the index nothing;
 * then, for a shop with services, payments or hours, [its services, its payments ('repair|parts', as a card's filter attribute), its week (encodeWeek)].
 */
export type ShopIndexRow =
  | [string, string, string, string | null, string, string | null, boolean, string | null]
  | [string, string, string, string | null, string, string | null, boolean, string | null, string | null, boolean]
  | [string, string, string, string | null, string, string | null, boolean, string | null, string | null, boolean, string, string, string];

const LOGO_SIZE = 64;

export function toIndexRow(shop: ShopCardData): ShopIndexRow {
  const row: ShopIndexRow = [
    shop.key,
    shop.name,
    shop.location,
    shop.province,
    shop.region,
    shop.link,
    shop.fromOpenStreetMap ?? false,
    shop.image?.images.fallback?.src ?? null,
  ];
  const services = shop.services?.join(FILTER_VALUE_SEPARATOR) ?? '';
  const payment = shop.payment?.join(FILTER_VALUE_SEPARATOR) ?? '';
  const week = shop.hours ? encodeWeek(shop.hours) : '';
  // Services, payments and the week (the list's filters read them as the cards' attributes say them) only for a shop that has one.
  if (services || payment || week) return [...row, shop.checked ?? null, shop.temporarilyClosed ?? false, services, payment, week];
  return shop.checked || shop.temporarilyClosed ? [...row, shop.checked ?? null, shop.temporarilyClosed ?? false] : row;
}

const valuesOf = (text: string | undefined) => (text ? text.split(FILTER_VALUE_SEPARATOR) : []);

/** A shop card back from the index; its logo is the built 64 px file (the card's size) without other formats. */
export function fromIndexRow([
  key,
  name,
  location,
  province,
  region,
  link,
  fromOpenStreetMap,
  logo,
  checked = null,
  temporarilyClosed = false,
  services,
  payment,
  week,
]: ShopIndexRow): ShopCardData {
  const image: IGatsbyImageData | null = logo
    ? { layout: 'fixed', width: LOGO_SIZE, height: LOGO_SIZE, backgroundColor: '#ffffff', images: { fallback: { src: logo }, sources: [] } }
    : null;
  const hours = week ? decodeWeek(week) : null;
  return {
    key,
    name,
    location,
    province,
    region,
    link,
    fromOpenStreetMap,
    image,
    checked,
    temporarilyClosed,
    hours,
    services: valuesOf(services),
    payment: valuesOf(payment),
  };
}

/** Reads the index, refusing anything that is not a list of rows (a stale or broken file). */
export function parseShopIndex(json: unknown): ShopCardData[] {
  if (!Array.isArray(json) || !json.every((row) => Array.isArray(row) && [8, 10, 13].includes(row.length) && typeof row[0] === 'string' && typeof row[1] === 'string')) {
    throw new Error('The shop index is not a list of shops.');
  }
  return (json as ShopIndexRow[]).map(fromIndexRow);
}
