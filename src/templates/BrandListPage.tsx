import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PackageOpen } from 'lucide-react';
import { DirectoryView } from '../components/DirectoryView/DirectoryView';
import { useSearchAliases } from '../hooks/use-search-aliases';
import { ListingTile } from '../components/ListingTile/ListingTile';
import { ListInvite } from '../components/ListInvite/ListInvite';
import { toTile } from '../lib/card-data';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { CheckedLabelsScript } from '../components/ListingState/ListingState';
import { SaveToggle } from '../components/SaveToggle/SaveToggle';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { brandsCopy } from '../content/directories';
import type { Columns } from '../components/CardGrid/CardGrid';
import * as styles from './templates.css';

interface BrandListContext {
  slug: string;
}

/** Spec: 3/4/5 columns on bikes; 2 then 3 (up to 4) elsewhere; larger cards on wheelsets and trainers. */
function layoutFor(slug: string): { columns: Columns; large: boolean } {
  if (slug === 'bikes') return { columns: { base: 3, md: 4, lg: 5 }, large: false };
  if (slug === 'wheelset' || slug === 'bike-trainers') return { columns: { base: 2, md: 3, lg: 3 }, large: true };
  return { columns: { base: 2, md: 3, lg: 4 }, large: false };
}

/** Seventeen brand lists (and the bike racks 'Coming Soon!' page) from one template. */
export default function BrandListPage({ data, pageContext }: PageProps<Queries.BrandListPageQuery, BrandListContext>) {
  const category = data.brandCategory;
  const tiles = React.useMemo(() => {
    const large = layoutFor(pageContext.slug).large;
    return data.allBrand.nodes.map((node) => toTile({ ...node, logo: large ? node.largeLogo : node.logo }, 'brands', pageContext.slug));
  }, [data, pageContext.slug]);
  const aliases = useSearchAliases();
  // "gulong" on the tires: the word names this list, which it keeps whole.
  const searchWords = React.useMemo(
    () => ({ list: { key: `brands/${pageContext.slug}`, said: (category?.name ?? '').toLowerCase() }, aliases }),
    [aliases, category, pageContext.slug],
  );
  if (!category) return null;
  const { columns, large } = layoutFor(category.slug);
  const title = `${category.name} Brands`;

  if (category.comingSoon) {
    return (
      <>
        <PageHeading title={title} />
        <div className={styles.comingSoon}>
          <PackageOpen size={48} aria-hidden="true" />
          <p className={styles.comingSoonTitle}>{brandsCopy.comingSoonTitle}</p>
          <p>{brandsCopy.comingSoonText}</p>
        </div>
        <ListInvite list="brands" />
      </>
    );
  }

  return (
    <div className={large ? styles.wide : undefined}>
      <PageHeading title={title} lead={category.description} />
      {tiles.length === 0 ? (
        <EmptyState title={brandsCopy.emptyTitle} hint={brandsCopy.emptyHint} />
      ) : (
        <DirectoryView
          items={tiles}
          searchPlaceholder={brandsCopy.searchPlaceholder}
          emptyTitle={brandsCopy.emptyTitle}
          emptyHint={brandsCopy.emptyHint}
          columns={columns}
          stickyToolbar
          listLabel={title}
          searchWords={searchWords}
          renderItem={(tile) => (
            <ListingTile
              tile={tile}
              fallback="icon"
              logoSize={large ? 120 : 72}
              size={large ? 'large' : 'regular'}
              reportList="brands"
              action={<SaveToggle item={{ kind: 'brand', id: tile.key, name: tile.name }} />}
            />
          )}
        />
      )}
      <ListInvite list="brands" />
      <CheckedLabelsScript when={tiles.some((tile) => tile.checked)} />
    </div>
  );
}

export function Head({ data, location }: HeadProps<Queries.BrandListPageQuery, BrandListContext>) {
  const category = data.brandCategory;
  return <Seo title={`${category?.name ?? 'Bike'} Brands`} description={category?.description ?? ''} pathname={location.pathname} />;
}

export const query = graphql`
  query BrandListPage($slug: String!) {
    brandCategory(slug: { eq: $slug }) {
      slug
      name
      description
      comingSoon
    }
    allBrand(filter: { categorySlug: { eq: $slug } }, sort: { nameOrder: ASC }) {
      nodes {
        ...BrandTileFields
        largeLogo: logo {
          ...LargeTileLogo
        }
      }
    }
  }
`;
