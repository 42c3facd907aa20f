import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { LinkGrid } from '../components/LinkGrid/LinkGrid';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { communityLinks } from '../content/link-grids';

const route = routeInfo('/people-community/');
const tiles = communityLinks.map(({ path, icon: Icon }) => ({ to: path, label: routeInfo(path).title, icon: <Icon size={24} aria-hidden="true" /> }));

export default function PeopleCommunityPage() {
  return (
    <>
      <PageHeading title={route.title} lead={route.description} />
      <LinkGrid tiles={tiles} label="People and community" />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
