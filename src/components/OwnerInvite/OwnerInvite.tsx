import * as React from 'react';
import { MessageCircle } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { SuggestLink } from '../SuggestLink/SuggestLink';
import * as styles from './OwnerInvite.css';

interface OwnerInviteProps {
  title: string;
  text: string;
  /** The button's words; `{instagram}` stands for the Instagram handle. */
  action: string;
  /** The suggest form to offer first, when the editors have one (data/forms.json); the Instagram message stays the second way. */
  suggest?: { list: string; text: string };
}

/** Tells shop and brand owners how to be listed or promoted: a message to our Instagram page. */
export function OwnerInvite({ title, text, action, suggest }: OwnerInviteProps) {
  const site = useSiteMetadata();
  const headingId = React.useId();
  return (
    <StaticIsland as="section" className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {suggest ? (
        <SuggestLink list={suggest.list} className={styles.action}>
          {suggest.text}
        </SuggestLink>
      ) : null}
      <ExternalLink href={site.instagramUrl} className={styles.action}>
        <MessageCircle size={18} aria-hidden="true" />
        {action.replace('{instagram}', site.instagramHandle)}
      </ExternalLink>
    </StaticIsland>
  );
}
