import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { SheetChecker, type FoundLogoPicture } from '../components/SheetChecker/SheetChecker';
import { routeInfo } from '../config/routes';
import { editorsCopy } from '../content/editors';

const route = routeInfo('/editors/');

export default function EditorsPage({ data }: PageProps<Queries.EditorsPageQuery>) {
  // The found logos as the site built them (the listing tile's own size, so no extra files), by key: the checker shows each beside its row.
  const foundLogos = React.useMemo(() => {
    const byKey: Record<string, FoundLogoPicture> = {};
    for (const node of data.allFoundLogo.nodes) {
      const image = node.logo.childImageSharp?.gatsbyImageData;
      if (image) byKey[node.key] = image;
    }
    return byKey;
  }, [data]);
  return (
    <>
      <PageHeading title={route.title} lead={editorsCopy.lead} />
      <SheetChecker foundLogos={foundLogos} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query EditorsPage {
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
  }
`;
