/** The words of "Wrong or closed?" on every listing; on every list page, so kept apart from the report form's words. */
export const reportCopy = {
  link: 'Wrong or closed?',
  /** Read after the link's words by screen readers, so each card's link names its listing. */
  linkFor: (name: string) => ` Report a problem with ${name}.`,
};
