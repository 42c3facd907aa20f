import * as React from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { useForms } from '../../hooks/use-forms';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { reportPath } from '../../config/addresses';
import { reportCopy } from '../../content/report-link';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ReportLink.css';

interface ReportLinkProps {
  /** The listing's list: 'shops', 'brands' or a directory ('cycling-groups'). */
  list: string;
  /** Its key on the site (shop id, brand id, listing id), so the editors find its row. */
  itemKey: string;
  name: string;
}

/**
 * "Wrong or closed?": the site's report page of the listing (a form filled in with it, aimed at
 * the editors' report form), or the Instagram message when no report form is set up. On every
 * card of every list page, so it stays this small: the report form's code loads on its own page.
 * A plain link, not Gatsby's Link, so a list of 166 tiles does not prefetch 166 report pages.
 */
export function ReportLink({ list, itemKey, name }: ReportLinkProps) {
  const { report } = useForms();
  const site = useSiteMetadata();
  const words = (
    <>
      {reportCopy.link}
      <span className={visuallyHidden}>{reportCopy.linkFor(name)}</span>
    </>
  );
  return report ? (
    <a href={reportPath(list, itemKey)} className={styles.root} data-report={list}>
      {words}
    </a>
  ) : (
    <ExternalLink href={site.instagramUrl} className={styles.root} data-report={list}>
      {words}
    </ExternalLink>
  );
}
