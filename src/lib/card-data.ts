import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ShopCardData } from '../components/ShopCard/ShopCard';
import type { TileData } from '../components/ListingTile/ListingTile';
import { isOpenStreetMapSource } from '../pipeline/sources';

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
