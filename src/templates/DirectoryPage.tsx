import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DirectoryView } from '../components/DirectoryView/DirectoryView';
import { useSearchAliases } from '../hooks/use-search-aliases';
import { ListInvite } from '../components/ListInvite/ListInvite';
import { ListingTile } from '../components/ListingTile/ListingTile';
import { toTile } from '../lib/card-data';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { CheckedLabelsScript } from '../components/ListingState/ListingState';
import { SaveToggle } from '../components/SaveToggle/SaveToggle';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { directoryCopy } from '../content/directories';
import type { DirectorySlug } from '../pipeline/types';

interface DirectoryContext {
  directory: DirectorySlug;
  title: string;
  description: string;
}

const columns = { base: 2, md: 3, lg: 4 };

/** The seven searchable community and service lists share this one template. */
export default function DirectoryPage({ data, pageContext }: PageProps<Queries.DirectoryPageQuery, DirectoryContext>) {
  const copy = directoryCopy[pageContext.directory];
  const tiles = React.useMemo(() => data.allListing.nodes.map((node) => toTile(node, pageContext.directory)), [data, pageContext.directory]);
  const aliases = useSearchAliases();
  // "pintura" on the repaint services: the word names this list, which it keeps whole.
  const searchWords = React.useMemo(() => ({ list: { key: pageContext.directory, said: pageContext.title.toLowerCase() }, aliases }), [aliases, pageContext]);
  return (
    <>
      <PageHeading title={pageContext.title} lead={pageContext.description} />
      {tiles.length === 0 ? (
        <EmptyState title={copy.emptyTitle} hint="None are listed yet." />
      ) : (
        <DirectoryView
          items={tiles}
          searchPlaceholder={copy.searchPlaceholder}
          emptyTitle={copy.emptyTitle}
          emptyHint={copy.emptyHint}
          footer={copy.footer}
          columns={columns}
          listLabel={pageContext.title}
          searchWords={searchWords}
          renderItem={(tile) => (
            <ListingTile
              tile={tile}
              fallback={copy.missingLogo}
              reportList={pageContext.directory}
              action={<SaveToggle item={{ kind: 'listing', id: tile.key, name: tile.name }} />}
            />
          )}
        />
      )}
      {/* With entries or none: the suggest form first (when set up), the Instagram message still. */}
      <ListInvite list={pageContext.directory} />
      <CheckedLabelsScript when={tiles.some((tile) => tile.checked)} />
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<Queries.DirectoryPageQuery, DirectoryContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />;
}

export const query = graphql`
  query DirectoryPage($directory: String!) {
    allListing(filter: { directory: { eq: $directory } }, sort: { nameOrder: ASC }) {
      nodes {
        ...ListingTileFields
      }
    }
  }
`;
