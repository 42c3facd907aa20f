import * as React from 'react';
import { LocateFixed } from 'lucide-react';
import { useHydrated } from '../../hooks/use-hydrated';
import { nearestProvince, type Centroid } from '../../lib/provinces';
import { geolocationAllowedHere, whyNoPosition } from '../../lib/near-me';
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
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setMessage(nearMeCopy[whyNoPosition(null, null)]);
      return;
    }
    setLooking(true);
    setMessage(nearMeCopy.looking);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLooking(false);
        const nearest = nearestProvince(centroids, { lon: position.coords.longitude, lat: position.coords.latitude });
        if (!nearest) {
          setMessage(nearMeCopy.unavailable);
          return;
        }
        onChoose(nearest.name);
        setMessage(nearMeCopy.chosen(nearest.name));
      },
      (error) => {
        setLooking(false);
        setMessage(nearMeCopy[whyNoPosition(error, geolocationAllowedHere(document as Parameters<typeof geolocationAllowedHere>[0]))]);
      },
      { timeout: LOOK_FOR_MS, maximumAge: KNOWN_POSITION_MAX_AGE_MS, enableHighAccuracy: false },
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
