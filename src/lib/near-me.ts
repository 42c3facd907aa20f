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
