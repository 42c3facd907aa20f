import * as React from 'react';
import type { WrapRootElementBrowserArgs, WrapRootElementNodeArgs } from 'gatsby';
import { ToastProvider } from '../components/Toast/ToastProvider';
import { AuthProvider } from '../auth/AuthProvider';
import { SavedItemsProvider } from '../saved/SavedItemsProvider';

/**
 * Around the whole app, outside the per-page layout: toasts, the (lazy) auth
 * layer and the saved list live for the whole visit, across routes.
 */
export function wrapRootElement({ element }: WrapRootElementBrowserArgs | WrapRootElementNodeArgs) {
  return (
    <ToastProvider>
      <AuthProvider>
        <SavedItemsProvider>{element}</SavedItemsProvider>
      </AuthProvider>
    </ToastProvider>
  );
}
