import type { Centroid } from './provinces';

/**
 * Why "Near me" has no position, as the visitor should be told: they refused to share it, or it
 * is not available here (no position found in time, no location on this device or browser, or the
 * site's host does not allow it: a Permissions-Policy refusal reaches the page as the same
 * PERMISSION_DENIED as the visitor's "Block", without the visitor ever being asked).
 */
export type NoPosition = 'refused' | 'unavailable';

/** The parts of a GeolocationPositionError this needs. */
interface PositionErrorLike {
  code: number;
  PERMISSION_DENIED: number;
}

/** What the page may read of its Permissions Policy: `document.permissionsPolicy` (the standard) or Chrome's `document.featurePolicy`. */
interface PolicyReader {
  allowsFeature(feature: string): boolean;
}

/**
 * Does the page's Permissions Policy allow geolocation? null when the browser cannot say (Firefox,
 * Safari): then a refusal is taken as the visitor's own.
 */
export function geolocationAllowedHere(page: { permissionsPolicy?: PolicyReader; featurePolicy?: PolicyReader } | undefined): boolean | null {
  const policy = page?.permissionsPolicy ?? page?.featurePolicy;
  if (!policy || typeof policy.allowsFeature !== 'function') return null;
  try {
    return policy.allowsFeature('geolocation');
  } catch {
    return null;
  }
}

/**
 * Why there is no position: `error` null means the browser has no geolocation at all. A denial
 * while the page's policy forbids geolocation is the host's, not the visitor's.
 */
export function whyNoPosition(error: PositionErrorLike | null, allowedHere: boolean | null): NoPosition {
  if (error && error.code === error.PERMISSION_DENIED && allowedHere !== false) return 'refused';
  return 'unavailable';
}

/** What asking for the position came to: the province chosen, or why there is none. */
export type NearMeOutcome = { province: string } | { none: NoPosition | 'noProvince' };

/**
 * Asks the phone for its position once and picks the province whose centroid is nearest. Loaded
 * with import() when "Near me" is pressed, so no list page carries it in its first-load JavaScript.
 */
export function findNearestProvince(centroids: readonly Centroid[], options: PositionOptions): Promise<NearMeOutcome> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve({ none: whyNoPosition(null, null) });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nearest = nearestProvince(centroids, { lon: position.coords.longitude, lat: position.coords.latitude });
        resolve(nearest ? { province: nearest.name } : { none: 'noProvince' });
      },
      (error) => resolve({ none: whyNoPosition(error, geolocationAllowedHere(document as Parameters<typeof geolocationAllowedHere>[0])) }),
      options,
    );
  });
}

// The arithmetic of "Near me" lives here, loaded on the first press, not in provinces.ts, which every list page loads.
const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centroid nearest to a position; null when there is none. */
export function nearestProvince<T extends Centroid>(centroids: readonly T[], position: { lon: number; lat: number }): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const centroid of centroids) {
    const distance = distanceKm(position, centroid);
    if (distance < bestDistance) {
      best = centroid;
      bestDistance = distance;
    }
  }
  return best;
}
