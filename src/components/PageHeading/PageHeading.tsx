import * as React from 'react';
import { MotionScope, useEntranceMotion } from '../Motion/use-motion';
import * as styles from './PageHeading.css';

/** The page's one <h1>, fading in over 0.5 s (spec section 9) when a page opens in the running site. */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  const motion = useEntranceMotion();
  return (
    <div className={styles.root}>
      {motion ? (
        <MotionScope runtime={motion}>
          <motion.m.h1 className={styles.title} initial={{ opacity: 0, y: -8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.5 }}>
            {title}
          </motion.m.h1>
        </MotionScope>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
