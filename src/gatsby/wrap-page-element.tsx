import * as React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { Layout } from '../components/Layout/Layout';

/** Shared by gatsby-browser and gatsby-ssr so the layout stays mounted across routes. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
