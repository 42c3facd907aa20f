import * as React from 'react';
import { Link } from 'gatsby';
import { CardGrid } from '../CardGrid/CardGrid';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListingTile } from '../ListingTile/ListingTile';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { ShopCard } from '../ShopCard/ShopCard';
import type { ShopCardData, TileData } from '../../lib/card-data';
import { useSavedItems } from '../../saved/SavedItemsProvider';
import { useOptionalAuth } from '../../auth/AuthProvider';
import { savedItems, type SavedEntry } from '../../lib/saved-items';
import * as styles from './SavedList.css';

export interface BrandTileData extends TileData {
  /** e.g. "Helmet" */
  category: string;
}

export interface ListingTileData extends TileData {
  /** The directory's title, e.g. "Bike Fitters" */
  directory: string;
}

/** Everything a saved item can point at, by the pipeline's id (node `key`). */
export interface SavedCatalog {
  shops: ReadonlyMap<string, ShopCardData>;
  brands: ReadonlyMap<string, BrandTileData>;
  listings: ReadonlyMap<string, ListingTileData>;
}

const columns = { base: 1, md: 2, lg: 3 };

function SavedCard({ entry, catalog }: { entry: SavedEntry; catalog: SavedCatalog }) {
  const toggle = <SaveToggle item={entry} />;
  if (entry.kind === 'shop') {
    const shop = catalog.shops.get(entry.id);
    if (shop) return <ShopCard shop={shop} action={toggle} />;
  } else if (entry.kind === 'brand') {
    const brand = catalog.brands.get(entry.id);
    if (brand)
      return (
        <div className={styles.card}>
          <p className={styles.kind}>{brand.category} brand</p>
          <ListingTile tile={brand} fallback="icon" action={toggle} />
        </div>
      );
  } else {
    const listing = catalog.listings.get(entry.id);
    if (listing)
      return (
        <div className={styles.card}>
          <p className={styles.kind}>{listing.directory}</p>
          <ListingTile tile={listing} fallback="monogram" action={toggle} />
        </div>
      );
  }
  // Saved earlier, since gone from the data (closed shop, renamed brand): say so, let it be removed.
  return (
    <article className={styles.removed}>
      <div className={styles.removedText}>
        <h2 className={styles.removedName}>{entry.name}</h2>
        <p className={styles.removedNote}>Removed: no longer listed on Padyak Hub.</p>
      </div>
      {toggle}
    </article>
  );
}

export function SavedList({ catalog }: { catalog: SavedCatalog }) {
  const saved = useSavedItems();
  const auth = useOptionalAuth();
  const items = savedItems(saved.entries);

  // The list is on the device: the static page cannot know it, so nothing is claimed before it is read.
  if (!saved.ready) return null;

  if (items.length === 0) {
    return (
      <>
        <EmptyState title="Nothing Saved Yet" hint="Tap the bookmark on a shop, brand or listing to keep it here." />
        <p className={styles.browse}>
          <Link to="/shops">Browse bike shops</Link>
          <Link to="/brands">Browse brands</Link>
          <Link to="/people-community">Browse the community</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <p className={styles.summary} role="status">
        {items.length === 1 ? '1 saved item' : `${items.length} saved items`}
        {auth?.user ? ', kept on your account.' : ' on this device.'}
      </p>
      <CardGrid
        items={items}
        columns={columns}
        keyOf={(entry) => `${entry.kind}:${entry.id}`}
        label="Saved"
        renderItem={(entry) => <SavedCard entry={entry} catalog={catalog} />}
      />
    </>
  );
}
