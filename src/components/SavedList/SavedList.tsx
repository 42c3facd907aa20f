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
  /** When `shops` is only the first page of a longer list: every shop, read when a saved one is not in `shops`. */
  everyShop?: () => Promise<readonly ShopCardData[]>;
}

/** The shops of `everyShop` once read, 'failed' when they could not be, null until asked. */
type MoreShops = ReadonlyMap<string, ShopCardData> | 'failed' | null;

const columns = { base: 1, md: 2, lg: 3 };

function SavedCard({ entry, catalog, moreShops }: { entry: SavedEntry; catalog: SavedCatalog; moreShops: MoreShops }) {
  const toggle = <SaveToggle item={entry} />;
  if (entry.kind === 'shop') {
    const shop = catalog.shops.get(entry.id) ?? (moreShops === null || moreShops === 'failed' ? undefined : moreShops.get(entry.id));
    if (shop) return <ShopCard shop={shop} action={toggle} />;
    // Not "removed": the list of every shop could not be read (offline before it was stored).
    if (moreShops === 'failed')
      return (
        <article className={styles.removed}>
          <div className={styles.removedText}>
            <h2 className={styles.removedName}>{entry.name}</h2>
            <p className={styles.removedNote}>This shop&apos;s details could not be loaded. Open this page again when you are online.</p>
          </div>
          {toggle}
        </article>
      );
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
  const { everyShop } = catalog;
  const needsMore = everyShop !== undefined && items.some((entry) => entry.kind === 'shop' && !catalog.shops.has(entry.id));
  const [moreShops, setMoreShops] = React.useState<MoreShops>(null);
  React.useEffect(() => {
    if (!needsMore || !everyShop || moreShops !== null) return;
    let current = true;
    everyShop().then(
      (shops) => current && setMoreShops(new Map(shops.map((shop) => [shop.key, shop]))),
      () => current && setMoreShops('failed'),
    );
    return () => {
      current = false;
    };
  }, [needsMore, everyShop, moreShops]);

  // The list is on the device: the static page cannot know it, so nothing is claimed before it is read
  // (nor a saved shop called removed before the list of every shop is).
  if (!saved.ready || (needsMore && moreShops === null)) return null;

  // Where the browser refuses storage, as the forms and the account dialog say too.
  const notKept =
    saved.kept !== false ? null : (
      <p className={styles.summary}>
        {auth?.user
          ? 'This browser does not keep saved items on this device; while you are signed in they are kept on your account.'
          : 'This browser does not keep saved items on this device: what you save lasts only while this page is open.'}
      </p>
    );

  if (items.length === 0) {
    return (
      <>
        {notKept}
        <EmptyState title="Nothing Saved Yet" hint="Tap the bookmark on a shop, brand or listing to keep it here." />
        <p className={styles.browse}>
          <Link to="/shops/">Browse bike shops</Link>
          <Link to="/brands/">Browse brands</Link>
          <Link to="/people-community/">Browse the community</Link>
        </p>
      </>
    );
  }

  return (
    <>
      {notKept}
      <p className={styles.summary} role="status">
        {items.length === 1 ? '1 saved item' : `${items.length} saved items`}
        {auth?.user ? ', kept on your account.' : saved.kept === false ? '.' : ' on this device.'}
      </p>
      <CardGrid
        items={items}
        columns={columns}
        keyOf={(entry) => `${entry.kind}:${entry.id}`}
        label="Saved"
        renderItem={(entry) => <SavedCard entry={entry} catalog={catalog} moreShops={moreShops} />}
      />
    </>
  );
}
