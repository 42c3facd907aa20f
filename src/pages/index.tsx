import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { useSiteMetadata } from '../hooks/use-site-metadata';

const route = routeInfo('/');

export default function HomePage() {
  const site = useSiteMetadata();
  return (
    <section>
      <h1>{site.title}</h1>
      <p>{site.tagline}</p>
      <div style={{ height: '200vh' }} />
    </section>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
