import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { SheetChecker, type FoundLogoPicture } from '../components/SheetChecker/SheetChecker';
import { routeInfo } from '../config/routes';
import { editorsCopy } from '../content/editors';
import { describeDue, describeEntry, dueLists } from '../lib/editors-worklist';

const route = routeInfo('/editors/');

export default function EditorsPage({ data, pageContext }: PageProps<Queries.EditorsPageQuery, { builtOn: string }>) {
  // The found logos as the site built them (the listing tile's own size, so no extra files), by key: the checker shows each beside its row.
  const foundLogos = React.useMemo(() => {
    const byKey: Record<string, FoundLogoPicture> = {};
    for (const node of data.allFoundLogo.nodes) {
      const image = node.logo.childImageSharp?.gatsbyImageData;
      if (image) byKey[node.key] = image;
    }
    return byKey;
  }, [data]);
  const due = dueLists(data);
  return (
    <>
      <PageHeading title={route.title} lead={editorsCopy.lead} />
      <SheetChecker foundLogos={foundLogos} />
      <section aria-labelledby="worklist-title">
        <h2 id="worklist-title">{editorsCopy.worklistTitle}</h2>
        <p>{editorsCopy.worklistLead(pageContext.builtOn)}</p>
        {due.length === 0 ? <p>{editorsCopy.worklistNone}</p> : null}
        {due.map((list) => (
          <section key={list.list} aria-labelledby={`worklist-${list.list}`}>
            <h3 id={`worklist-${list.list}`}>
              {list.label}: {describeDue(list)}
            </h3>
            <ol>
              {list.entries.map((entry) => (
                <li key={entry.row}>{describeEntry(entry)}</li>
              ))}
            </ol>
            {list.overdue + list.never > list.entries.length ? <p>{editorsCopy.worklistMore(list.overdue + list.never - list.entries.length)}</p> : null}
          </section>
        ))}
      </section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query EditorsPage($monthsStanding: [String!]!) {
    allFoundLogo {
      nodes {
        key
        logo {
          childImageSharp {
            gatsbyImageData(width: 72, height: 72, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    overdueShops: allShop(filter: { status: { ne: "closed" }, checked: { ne: null, nin: $monthsStanding } }, sort: [{ checked: ASC }, { sourceRow: ASC }], limit: 20) {
      totalCount
      nodes {
        name
        sourceRow
        checked
      }
    }
    neverShops: allShop(filter: { status: { ne: "closed" }, checked: { eq: null } }, sort: { sourceRow: ASC }, limit: 20) {
      totalCount
      nodes {
        name
        sourceRow
        checked
      }
    }
    overdueBrands: allBrand(filter: { status: { ne: "closed" }, checked: { ne: null, nin: $monthsStanding } }, sort: [{ checked: ASC }, { sourceRow: ASC }], limit: 20) {
      totalCount
      nodes {
        name
        sourceRow
        checked
      }
    }
    neverBrands: allBrand(filter: { status: { ne: "closed" }, checked: { eq: null } }, sort: { sourceRow: ASC }, limit: 20) {
      totalCount
      nodes {
        name
        sourceRow
        checked
      }
    }
    overdueListings: allListing(filter: { status: { ne: "closed" }, checked: { ne: null, nin: $monthsStanding } }, sort: [{ checked: ASC }, { sourceRow: ASC }]) {
      group(field: { directory: SELECT }, limit: 20) {
        fieldValue
        totalCount
        nodes {
          name
          sourceRow
          checked
        }
      }
    }
    neverListings: allListing(filter: { status: { ne: "closed" }, checked: { eq: null } }, sort: { sourceRow: ASC }) {
      group(field: { directory: SELECT }, limit: 20) {
        fieldValue
        totalCount
        nodes {
          name
          sourceRow
          checked
        }
      }
    }
  }
`;
