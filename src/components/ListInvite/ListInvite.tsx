import * as React from 'react';
import { Link } from 'gatsby';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { SuggestLink } from '../SuggestLink/SuggestLink';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { OPEN_DATA_PAGE } from '../../config/addresses';
import * as styles from './ListInvite.css';

/**
 * Under a list (the shops, a brand category, a directory), with entries or none: the list's
 * suggest form first when the editors have one (data/forms.json), the Instagram message still,
 * the sheet checker for those who edit the sheet, and the downloads of every list (/data/).
 */
export function ListInvite({ list }: { list: string }) {
  const site = useSiteMetadata();
  return (
    <p className={styles.invite}>
      Know one we should list? <SuggestLink list={list}>Suggest it here</SuggestLink> Message us on <ExternalLink href={site.instagramUrl}>Instagram</ExternalLink>, or
      add it to the sheet and <Link to="/editors/">check the sheet</Link> first. <Link to={OPEN_DATA_PAGE}>Download the data</Link> of every list, free to reuse.
    </p>
  );
}
