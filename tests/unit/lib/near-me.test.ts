import { geolocationAllowedHere, whyNoPosition } from '../../../src/lib/near-me';
import { nearMeCopy } from '../../../src/content/directories';

/** A GeolocationPositionError as browsers give it: the code, and the constants to compare it with. */
const positionError = (code: 1 | 2 | 3) => ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
const policy = (allows: boolean) => ({ allowsFeature: (feature: string) => (feature === 'geolocation' ? allows : true) });

describe('why "Near me" has no position', () => {
  it.each([
    ['the visitor refused (policy allows)', positionError(1), true, 'refused'],
    ['the visitor refused (a browser that cannot read its policy)', positionError(1), null, 'refused'],
    ['the page’s policy forbids it: refused without asking', positionError(1), false, 'unavailable'],
    ['no position found', positionError(2), true, 'unavailable'],
    ['too slow', positionError(3), true, 'unavailable'],
    ['no geolocation in this browser', null, null, 'unavailable'],
  ] as const)('%s → %s', (_case, error, allowed, expected) => {
    expect(whyNoPosition(error, allowed)).toBe(expected);
  });

  it('blames the visitor only for their own refusal', () => {
    expect(nearMeCopy.refused).toMatch(/^Your location was not shared/);
    expect(nearMeCopy.unavailable).toMatch(/^Your location is not available here/);
  });
});

describe('whether the page’s Permissions Policy allows geolocation', () => {
  it('reads the standard document.permissionsPolicy first, then Chrome’s document.featurePolicy', () => {
    expect(geolocationAllowedHere({ permissionsPolicy: policy(false), featurePolicy: policy(true) })).toBe(false);
    expect(geolocationAllowedHere({ featurePolicy: policy(false) })).toBe(false);
    expect(geolocationAllowedHere({ featurePolicy: policy(true) })).toBe(true);
  });

  it('cannot say (null) where the browser has neither, or its reader throws', () => {
    expect(geolocationAllowedHere({})).toBeNull();
    expect(geolocationAllowedHere(undefined)).toBeNull();
    const throwing = {
      allowsFeature: () => {
        throw new Error('not here');
      },
    };
    expect(geolocationAllowedHere({ featurePolicy: throwing })).toBeNull();
  });
});
