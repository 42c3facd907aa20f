import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ShopCardData } from './card-data';
import { FILTER_VALUE_SEPARATOR } from './list-script';
import { decodeWeek, encodeWeek } from './weekly-hours';
import { shopKey } from '../pipeline/format/words';

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
 * One shop in the index: [key (0 when it is shopKey of its name and place, as nearly every one is: 29 bytes a shop), name, location, province, region, link, from OpenStreetMap (credited on the card), logo file (64 px)],
 * then, only when there is something to say, [checked month or null, temporarily closed]: a shop never checked costs the index nothing;
 * then, for a shop with services, payments or hours, [its services, its payments ('repair|parts', as a card's filter attribute), its week (encodeWeek)],
 * the empty ones at the end left out. Never checked is 0, and the yes-or-no fields are 1 or 0: the index is most of what a first visit stores.
 */
export type ShopIndexRow =
  | [string | 0, string, string, string | null, string, string | null, Flag, string | null]
  | [string | 0, string, string, string | null, string, string | null, Flag, string | null, string | 0, Flag]
  | [string | 0, string, string, string | null, string, string | null, Flag, string | null, string | 0, Flag, ...string[]];

/** A yes or no in the index: 1 or 0, as ten thousand `false`s would cost 40 KB of what a first visit stores. */
type Flag = 0 | 1;

const LOGO_SIZE = 64;

export function toIndexRow(shop: ShopCardData): ShopIndexRow {
  const row: ShopIndexRow = [
    shop.key === shopKey(shop.name, shop.location) ? 0 : shop.key,
    shop.name,
    shop.location,
    shop.province,
    shop.region,
    shop.link,
    shop.fromOpenStreetMap ? 1 : 0,
    shop.image?.images.fallback?.src ?? null,
  ];
  const services = shop.services?.join(FILTER_VALUE_SEPARATOR) ?? '';
  const payment = shop.payment?.join(FILTER_VALUE_SEPARATOR) ?? '';
  const week = shop.hours ? encodeWeek(shop.hours) : '';
  // Services, payments and the week (the list's filters read them as the cards' attributes say them) only for a shop that has one.
  const state: [string | 0, Flag] = [shop.checked ?? 0, shop.temporarilyClosed ? 1 : 0];
  const extras = [services, payment, week];
  while (extras.at(-1) === '') extras.pop();
  if (extras.length) return [...row, ...state, ...extras];
  return shop.checked || shop.temporarilyClosed ? [...row, ...state] : row;
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
  checked = 0,
  temporarilyClosed = 0,
  services,
  payment,
  week,
]: ShopIndexRow): ShopCardData {
  const image: IGatsbyImageData | null = logo
    ? { layout: 'fixed', width: LOGO_SIZE, height: LOGO_SIZE, backgroundColor: '#ffffff', images: { fallback: { src: logo }, sources: [] } }
    : null;
  const hours = week ? decodeWeek(week) : null;
  return {
    key: key || shopKey(name, location),
    name,
    location,
    province,
    region,
    link,
    fromOpenStreetMap: fromOpenStreetMap === 1,
    image,
    checked: checked || null,
    temporarilyClosed: temporarilyClosed === 1,
    hours,
    services: valuesOf(services),
    payment: valuesOf(payment),
  };
}

/** Reads the index, refusing anything that is not a list of rows (a stale or broken file). */
export function parseShopIndex(json: unknown): ShopCardData[] {
  if (
    !Array.isArray(json) ||
    !json.every(
      (row) =>
        Array.isArray(row) && row.length >= 8 && row.length <= 13 && row.length !== 9 && (typeof row[0] === 'string' || row[0] === 0) && typeof row[1] === 'string',
    )
  ) {
    throw new Error('The shop index is not a list of shops.');
  }
  return (json as ShopIndexRow[]).map(fromIndexRow);
}
