import * as React from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { useForms } from '../../hooks/use-forms';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { prefilledAddress } from '../../pipeline/form-address';
import { reportCopy } from '../../content/suggest';
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
 * "Wrong or closed?": the editors' report form with the list, key and name already filled
 * in, a plain link that works without JavaScript; the Instagram message when no form is set up.
 */
export function ReportLink({ list, itemKey, name }: ReportLinkProps) {
  const { report } = useForms();
  const site = useSiteMetadata();
  const href = report ? prefilledAddress(report, { list, key: itemKey, name }) : site.instagramUrl;
  return (
    <ExternalLink href={href} className={styles.root} data-report={list}>
      {reportCopy.link}
      <span className={visuallyHidden}>{reportCopy.linkFor(name)}</span>
    </ExternalLink>
  );
}
