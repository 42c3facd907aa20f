import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../components/Seo/Seo';

interface PlaceholderContext {
  title: string;
  description: string;
  message: string;
}

export default function PlaceholderPage({ pageContext }: PageProps<object, PlaceholderContext>) {
  return (
    <section>
      <h1>{pageContext.title}</h1>
      <p>{pageContext.message}</p>
    </section>
  );
}

export function Head({ pageContext, location }: HeadProps<object, PlaceholderContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />;
}
