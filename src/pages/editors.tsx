import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { SheetChecker } from '../components/SheetChecker/SheetChecker';
import { routeInfo } from '../config/routes';
import { editorsCopy } from '../content/editors';

const route = routeInfo('/editors');

export default function EditorsPage() {
  return (
    <>
      <PageHeading title={route.title} lead={editorsCopy.lead} />
      <SheetChecker />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
