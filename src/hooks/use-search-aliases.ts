import { graphql, useStaticQuery } from 'gatsby';
import type { SearchAlias } from '../lib/search-words';

/** The editors' search words (data/search-aliases.csv, as the build checked them): each list keeps those that mean something there. */
export function useSearchAliases(): readonly SearchAlias[] {
  const data = useStaticQuery<Queries.SearchAliasesQuery>(graphql`
    query SearchAliases {
      allSearchAlias {
        nodes {
          word
          kind
          means
        }
      }
    }
  `);
  return data.allSearchAlias.nodes;
}
