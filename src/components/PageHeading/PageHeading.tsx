import * as React from 'react';
import { MotionScope, loadMotionOnFirstInteraction, prefersReducedMotion, useEntranceMotion } from '../Motion/use-motion';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import * as styles from './PageHeading.css';

function Title({ text }: { text: string }) {
  const motion = useEntranceMotion();
  return motion ? (
    <MotionScope runtime={motion}>
      <motion.m.h1 className={styles.title} initial={{ opacity: 0, y: -8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.5 }}>
        {text}
      </motion.m.h1>
    </MotionScope>
  ) : (
    <h1 className={styles.title}>{text}</h1>
  );
}

/**
 * The page's one <h1>, fading in over 0.5 s (spec section 9) when a page opens in the running
 * site. On the page the visitor loaded it is a static island: text, nothing to hydrate.
 */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  // The island's content does not run on the loaded page; the next page's heading should still enter with motion.
  React.useEffect(() => {
    if (!prefersReducedMotion()) loadMotionOnFirstInteraction();
  }, []);
  return (
    <StaticIsland key={title} className={styles.root}>
      <Title text={title} />
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </StaticIsland>
  );
}
