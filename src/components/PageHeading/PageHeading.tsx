import * as React from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { useHydrated } from '../../hooks/use-hydrated';
import * as styles from './PageHeading.css';

/** The page's one <h1>, fading in over 0.5 s (spec section 9) once the page is interactive. */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const animate = hydrated && !reduceMotion;
  return (
    <div className={styles.root}>
      <m.h1
        className={styles.title}
        initial={animate ? { opacity: 0, y: -8 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.5 }}
      >
        {title}
      </m.h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
