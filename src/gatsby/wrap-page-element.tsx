import * as React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { AccountButton } from '../components/AccountButton/AccountButton';
import { SavedLink } from '../components/AccountButton/SavedLink';

/** Shared by gatsby-browser and gatsby-ssr so the layout stays mounted across routes. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  return (
    <Layout
      pathname={props.location.pathname}
      headerActions={
        <>
          <SavedLink />
          <AccountButton />
        </>
      }
    >
      {element}
    </Layout>
  );
}
