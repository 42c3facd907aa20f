/**
 * The words of the not-saved page (src/pages/not-saved.tsx): what the service worker shows offline
 * for a listing's page that was never opened on this device, with a link to the listing's list.
 */
export const notSavedCopy = {
  title: 'Not saved on this device',
  description: 'This listing’s page has not been saved on this device yet. Its list is saved and opens offline.',
  lead: 'You’re offline, and this listing’s page has not been opened on this device yet. A listing’s page is saved the first time you open it online.',
  listLink: 'Open its list',
  listLinkAfter: ', which is saved and opens offline.',
};
