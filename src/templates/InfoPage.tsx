import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '../components/ExternalLink/ExternalLink';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { INSTAGRAM, infoPages, type InfoAction } from '../content/info-pages';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import * as styles from './templates.css';

interface InfoContext {
  slug: string;
  title: string;
  description: string;
}

function ActionLink({ action }: { action: InfoAction }) {
  const site = useSiteMetadata();
  if (action.href.startsWith('/')) {
    return (
      <Link to={action.href} className={styles.button}>
        {action.label}
      </Link>
    );
  }
  return (
    <ExternalLink href={action.href === INSTAGRAM ? site.instagramUrl : action.href} className={styles.button}>
      {action.label}
      <ExternalIcon size={16} aria-hidden="true" />
    </ExternalLink>
  );
}

/** Bike delivery, rental, free parts, bike box rental and bike wash: text and a call to action. */
export default function InfoPage({ pageContext }: PageProps<object, InfoContext>) {
  const content = infoPages[pageContext.slug];
  if (!content) return null;
  return (
    <>
      <PageHeading title={pageContext.title} lead={content.intro} />
      <div className={styles.prose}>
        {content.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {content.points ? (
          <>
            <h2 className={styles.pointsHeading}>{content.points.heading}</h2>
            <ol className={styles.points}>
              {content.points.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        {content.actions.map((action) => (
          <ActionLink key={action.label} action={action} />
        ))}
      </div>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, InfoContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />;
}
