import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { isOpenStreetMapSource } from '../pipeline/entities/sources';
import { listingPath } from '../config/addresses';
import { PAYMENTS, SERVICES, type Word } from '../pipeline/entities/shop-vocabularies';
import type { WeeklyHours } from './weekly-hours';

/** What a listing's card says of it besides its name: when it was last checked, and whether it is closed for now. */
export interface ListingState {
  /** The month an editor last confirmed it ('2026-11'), or null: never. */
  checked?: string | null;
  temporarilyClosed?: boolean;
}

/** What a listing tile shows (ListingTile); the shops, brand, directory and saved screens build it. */
export interface TileData extends ListingState {
  key: string;
  name: string;
  link: string | null;
  /** Its own page on the site (listingPath). */
  path: string;
  image?: IGatsbyImageData | null;
}

/** What a shop card shows (ShopCard), from a page query or from the shops index. */
export interface ShopCardData extends ListingState {
  key: string;
  name: string;
  location: string;
  province: string | null;
  region: string;
  link: string | null;
  image?: IGatsbyImageData | null;
  /** Its data comes from OpenStreetMap, whose licence asks for the credit on the card. */
  fromOpenStreetMap?: boolean;
  /** Its week (the open-now label works it out on the device), or null: hours not known. */
  hours?: WeeklyHours | null;
  /** What it does and how one pays: keys of the vocabularies (shop-vocabularies.ts: 'repair', 'gcash'), in their order. */
  services?: string[];
  payment?: string[];
}

/** Where a shop is, as its card and page say it: 'Iloilo City, Iloilo', or the place alone when it is its own province ('Metro Manila'). */
export function shopPlace(shop: { location: string; province: string | null }): string {
  return shop.province && shop.province !== shop.location ? `${shop.location}, ${shop.province}` : shop.location;
}

/** A logo as page queries return it: a File with its resized image, or nothing. */
type LogoNode = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

interface ListingNode {
  readonly key: string;
  readonly name: string;
  readonly link: string | null;
  readonly logo: LogoNode;
  readonly status?: string;
  readonly checked?: string | null;
}

interface ShopNode extends ListingNode {
  readonly location: string;
  readonly province: string | null;
  readonly region: string;
  readonly source: string | null;
  readonly weeklyHours?: { readonly days: readonly (readonly number[])[]; readonly holidaysOff: boolean } | null;
  readonly services?: readonly string[];
  readonly payment?: readonly string[];
}

/** The words a search finds a shop by for its keys ('repair' → Repairs, repair): the label and the key. */
export function vocabularySearchWords(vocabulary: readonly Word[], keys: readonly string[] | undefined): string[] {
  return vocabulary.filter((word) => keys?.includes(word.key)).flatMap((word) => [word.label, word.key]);
}

/** The visitor's words for a cell's keys (shop-vocabularies.ts), in the vocabulary's order. */
export function vocabularyLabels(vocabulary: readonly Word[], keys: readonly string[] | undefined): string[] {
  return vocabulary.filter((word) => keys?.includes(word.key)).map((word) => word.label);
}

/** What every card says of a listing's state, from its node. */
function stateOf(node: Pick<ListingNode, 'status' | 'checked'>): ListingState {
  return { checked: node.checked ?? null, temporarilyClosed: node.status === 'temporarily closed' };
}

/**
 * What every tile needs from a Brand or Listing node (the brand, directory and saved screens):
 * `list` is 'brands' (with the brand's category) or the community list it is in.
 */
export function toTile(node: ListingNode, list: string, category?: string): TileData {
  return {
    key: node.key,
    name: node.name,
    link: node.link,
    path: listingPath(list, node.key, { category }),
    image: node.logo?.childImageSharp?.gatsbyImageData ?? null,
    ...stateOf(node),
  };
}

export function toShopCard(node: ShopNode): ShopCardData {
  return {
    key: node.key,
    name: node.name,
    link: node.link,
    image: node.logo?.childImageSharp?.gatsbyImageData ?? null,
    location: node.location,
    province: node.province,
    region: node.region,
    fromOpenStreetMap: isOpenStreetMapSource(node.source),
    hours: node.weeklyHours ? { days: node.weeklyHours.days.map((ranges) => [...ranges]), holidaysOff: node.weeklyHours.holidaysOff } : null,
    services: SERVICES.filter((word) => node.services?.includes(word.key)).map((word) => word.key),
    payment: PAYMENTS.filter((word) => node.payment?.includes(word.key)).map((word) => word.key),
    ...stateOf(node),
  };
}
