import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { isOpenStreetMapSource } from '../pipeline/entities/sources';

/** What a listing tile shows (ListingTile); the shops, brand, directory and saved screens build it. */
export interface TileData {
  key: string;
  name: string;
  link: string | null;
  image?: IGatsbyImageData | null;
}

/** What a shop card shows (ShopCard), from a page query or from the shops index. */
export interface ShopCardData {
  key: string;
  name: string;
  location: string;
  province: string | null;
  region: string;
  link: string | null;
  image?: IGatsbyImageData | null;
  /** Its data comes from OpenStreetMap, whose licence asks for the credit on the card. */
  fromOpenStreetMap?: boolean;
}

/** A logo as page queries return it: a File with its resized image, or nothing. */
type LogoNode = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

interface ListingNode {
  readonly key: string;
  readonly name: string;
  readonly link: string | null;
  readonly logo: LogoNode;
}

interface ShopNode extends ListingNode {
  readonly location: string;
  readonly province: string | null;
  readonly region: string;
  readonly source: string | null;
}

/** What every tile needs from a Brand or Listing node (the shops, brand, directory and saved screens). */
export function toTile(node: ListingNode): TileData {
  return {
    key: node.key,
    name: node.name,
    link: node.link,
    image: node.logo?.childImageSharp?.gatsbyImageData ?? null,
  };
}

export function toShopCard(node: ShopNode): ShopCardData {
  return { ...toTile(node), location: node.location, province: node.province, region: node.region, fromOpenStreetMap: isOpenStreetMapSource(node.source) };
}
