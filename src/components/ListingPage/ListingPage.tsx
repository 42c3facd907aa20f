import * as React from 'react';
import { Icon } from '../Icon/Icon';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { CheckedLabelsScript, ListingState } from '../ListingState/ListingState';
import { Logo, type LogoFallback } from '../Logo/Logo';
import { PageHeading } from '../PageHeading/PageHeading';
import { ReportLink } from '../ReportLink/ReportLink';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import type { ListingState as State } from '../../lib/card-data';
import type { SavedRef } from '../../lib/saved-items';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ListingPage.css';

/** A fact of the listing as the data has it: 'Where' → 'Iloilo City, Iloilo'. */
export interface ListingFact {
  name: string;
  value: React.ReactNode;
}

/** A link out of the site: the listing's own site or page, a map search. */
export interface ListingOutLink {
  text: string;
  href: string;
  outline?: boolean;
}

interface ListingPageProps {
  /** Home › the list › … › the listing. */
  trail: readonly { name: string; path: string }[];
  name: string;
  logo?: { image: IGatsbyImageData | null; fallback: LogoFallback } | null;
  state?: State;
  facts: readonly ListingFact[];
  links: readonly ListingOutLink[];
  /** The small map with the listing's province marked (provinceMapPath), and the province's name. */
  map?: { src: string; province: string; width: number; height: number } | null;
  save?: SavedRef | null;
  /** The list and key "Wrong or closed?" reports it under; none on a closed listing's page. */
  report?: { list: string; key: string } | null;
  /** The other listings near it (same city or province) or alike (same category). */
  others?: { heading: string; items: readonly { name: string; path: string }[] } | null;
  children?: React.ReactNode;
}

/**
 * A listing's own page: its name as the heading, its logo, what the data says of it (place,
 * category, dates), its links, the save button and "Wrong or closed?", then the others like it.
 * Nothing here is invented: a fact the data lacks is not shown.
 */
export function ListingPage({ trail, name, logo, state, facts, links, map, save, report, others, children }: ListingPageProps) {
  return (
    <>
      <Breadcrumbs steps={trail} />
      <div className={styles.header}>
        {logo ? <Logo name={name} image={logo.image} size={120} fallback={logo.fallback} /> : null}
        <div className={styles.headerText}>
          <PageHeading title={name} />
          {state ? <ListingState state={state} /> : null}
        </div>
        {save ? <SaveToggle item={save} /> : null}
      </div>
      <StaticIsland>
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <React.Fragment key={fact.name}>
                <dt>{fact.name}</dt>
                <dd>{fact.value}</dd>
              </React.Fragment>
            ))}
          </dl>
        ) : null}
        {links.length > 0 ? (
          <p className={styles.links}>
            {links.map((link) => (
              <ExternalLink key={link.href} href={link.href} className={link.outline ? styles.outlineLink : styles.link}>
                {link.text}
                <span className={visuallyHidden}>: {name}</span>
                <Icon name="external-link" size={14} />
              </ExternalLink>
            ))}
          </p>
        ) : null}
        {children}
        {map ? (
          <img
            src={map.src}
            alt={`Map of the Philippines with ${map.province} marked`}
            width={map.width}
            height={map.height}
            className={styles.map}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {report ? <ReportLink list={report.list} itemKey={report.key} name={name} /> : null}
        {others && others.items.length > 0 ? (
          <section className={styles.section} aria-label={others.heading}>
            <h2 className={styles.sectionHeading}>{others.heading}</h2>
            <ul className={styles.neighbours}>
              {others.items.map((item) => (
                <li key={item.path}>
                  <a href={item.path}>{item.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </StaticIsland>
      <CheckedLabelsScript when={Boolean(state?.checked)} />
    </>
  );
}
