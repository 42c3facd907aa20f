import * as React from 'react';
import { MessageCircle } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import * as styles from './OwnerInvite.css';

interface OwnerInviteProps {
  title: string;
  text: string;
  /** The button's words; `{instagram}` stands for the Instagram handle. */
  action: string;
}

/** Tells shop and brand owners how to be listed or promoted: a message to our Instagram page. */
export function OwnerInvite({ title, text, action }: OwnerInviteProps) {
  const site = useSiteMetadata();
  const headingId = React.useId();
  return (
    <StaticIsland as="section" className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ExternalLink href={site.instagramUrl} className={styles.action}>
        <MessageCircle size={18} aria-hidden="true" />
        {action.replace('{instagram}', site.instagramHandle)}
      </ExternalLink>
    </StaticIsland>
  );
}
