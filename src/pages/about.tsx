import * as React from 'react';
import { Link, type HeadProps } from 'gatsby';
import { MessageCircle } from 'lucide-react';
import { ExternalLink } from '../components/ExternalLink/ExternalLink';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { StaticIsland } from '../components/StaticIsland/StaticIsland';
import { Seo } from '../components/Seo/Seo';
import { SuggestLink } from '../components/SuggestLink/SuggestLink';
import { OPEN_DATA_PAGE } from '../config/addresses';
import { routeInfo } from '../config/routes';
import { aboutCopy, holidaysCredit, type AboutPiece } from '../content/about';
import { boundariesCredit, openStreetMapCredit } from '../content/attribution';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import { withProduct } from '../lib/copy';
import * as templateStyles from '../templates/templates.css';

const route = routeInfo('/about/');
const credits = { openStreetMap: openStreetMapCredit, boundaries: boundariesCredit, holidays: holidaysCredit };

export default function AboutPage() {
  const site = useSiteMetadata();
  const renderPiece = (piece: AboutPiece, index: number) =>
    typeof piece === 'string' ? (
      <React.Fragment key={index}>{withProduct(piece, site.title)}</React.Fragment>
    ) : 'credit' in piece ? (
      <ExternalLink key={index} href={credits[piece.credit].href}>
        {credits[piece.credit].text}
      </ExternalLink>
    ) : (
      <ExternalLink key={index} href={site.instagramUrl}>
        {site.instagramHandle}
      </ExternalLink>
    );
  return (
    <>
      <PageHeading title={route.title} lead={aboutCopy.lead} />
      {/* Text and links: static islands, nothing to hydrate. */}
      <StaticIsland className={templateStyles.prose}>
        {aboutCopy.paragraphs.map((pieces, index) => (
          <p key={index}>{pieces.map(renderPiece)}</p>
        ))}
      </StaticIsland>
      <StaticIsland as="p" className={templateStyles.prose}>
        {aboutCopy.editorsInvite.before}
        <Link to="/editors/">{aboutCopy.editorsInvite.link}</Link>
        {aboutCopy.editorsInvite.after}
      </StaticIsland>
      <StaticIsland as="p" className={templateStyles.prose}>
        {aboutCopy.dataInvite.before}
        <Link to={OPEN_DATA_PAGE}>{aboutCopy.dataInvite.link}</Link>
        {aboutCopy.dataInvite.after}
      </StaticIsland>
      <StaticIsland className={templateStyles.actions}>
        <SuggestLink className={templateStyles.button}>{aboutCopy.suggestAction}</SuggestLink>
        <ExternalLink href={site.instagramUrl} className={templateStyles.button}>
          <MessageCircle size={18} aria-hidden="true" />
          {aboutCopy.action}
        </ExternalLink>
      </StaticIsland>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
