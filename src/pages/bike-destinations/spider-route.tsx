import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { Seo } from '../../components/Seo/Seo';
import { routeInfo } from '../../config/routes';

// Stub: the screens work replaces this page.
const route = routeInfo('/bike-destinations/spider-route');

export default function Page() {
  return <PageHeading title={route.title} lead={route.description} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
