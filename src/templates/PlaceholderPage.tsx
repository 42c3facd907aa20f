import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Construction } from 'lucide-react';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { placeholderPages } from '../content/placeholders';
import * as styles from './templates.css';

interface PlaceholderContext {
  slug: string;
  title: string;
  description: string;
}

export default function PlaceholderPage({ pageContext }: PageProps<object, PlaceholderContext>) {
  const content = placeholderPages[pageContext.slug];
  return (
    <>
      <PageHeading title={pageContext.title} />
      <div className={styles.comingSoon}>
        <Construction size={48} aria-hidden="true" />
        <p className={styles.comingSoonTitle}>{content?.message}</p>
        <p>{content?.detail}</p>
      </div>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, PlaceholderContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />;
}
