import * as React from 'react';
import { LocateFixed } from 'lucide-react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { Centroid } from '../../lib/provinces';
import { nearMeCopy } from '../../content/directories';
import * as styles from './NearMe.css';

/** How long the phone may look for a position before the visitor is told, and how old a known one may be. */
const LOOK_FOR_MS = 10_000;
const KNOWN_POSITION_MAX_AGE_MS = 10 * 60_000;

/**
 * "Near me": asks the phone for its position only when pressed, and picks the province with shops
 * whose centroid (computed at build time) is nearest, on the phone. The position is not kept and
 * not sent anywhere. Without a position the list stays as it was, and the message says why: the
 * visitor's refusal, or a location not available here (src/lib/near-me.ts).
 * Only shown once the app runs: without JavaScript the button could do nothing.
 */
export function NearMe({ centroids, onChoose }: { centroids: readonly Centroid[]; onChoose: (province: string) => void }) {
  const hydrated = useHydrated();
  const [message, setMessage] = React.useState('');
  const [looking, setLooking] = React.useState(false);
  const find = () => {
    if (looking) return;
    setLooking(true);
    setMessage(nearMeCopy.looking);
    const options = { timeout: LOOK_FOR_MS, maximumAge: KNOWN_POSITION_MAX_AGE_MS, enableHighAccuracy: false };
    // The asking and the arithmetic load on the first press: most visitors never press it.
    import('../../lib/near-me')
      .then(({ findNearestProvince }) => findNearestProvince(centroids, options))
      .then(
        (outcome) => {
          setLooking(false);
          if ('province' in outcome) {
            onChoose(outcome.province);
            setMessage(nearMeCopy.chosen(outcome.province));
          } else setMessage(nearMeCopy[outcome.none === 'noProvince' ? 'unavailable' : outcome.none]);
        },
        // Offline before the module was ever stored: no position can be worked out here.
        () => {
          setLooking(false);
          setMessage(nearMeCopy.unavailable);
        },
      );
  };
  return (
    <>
      {hydrated ? (
        <button type="button" className={styles.button} onClick={find} aria-busy={looking || undefined}>
          <LocateFixed size={18} aria-hidden="true" />
          {nearMeCopy.button}
        </button>
      ) : null}
      <p className={styles.message} role="status">
        {message}
      </p>
    </>
  );
}
