import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { Icon } from '../Icon/Icon';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Logo.css';

export type LogoFallback = 'icon' | 'monogram' | 'no-logo';

interface LogoProps {
  name: string;
  /** The logo, resized at build time: a file of the data folder or the fetched copy of a remote one. */
  image?: IGatsbyImageData | null;
  size: number;
  fallback: LogoFallback;
}

/** Up to two initials: 'Bike Lab Manila' → 'BL'. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A listing's logo. Never an empty box: without a logo it shows the generic icon, a monogram,
 * or 'No Logo', rendered on the server so it is there from the first paint, with or without
 * JavaScript. There is no remote <img>: an address not fetched yet has no image, so nothing can break.
 * The logo is decorative (alt=""): the listing's name is always written beside it.
 */
export function Logo({ name, image, size, fallback }: LogoProps) {
  const frameStyle = assignInlineVars({ '--logo-size': `${size}px` });

  if (image) {
    return (
      <div className={styles.frame} style={frameStyle}>
        <BuiltImage image={image} alt="" objectFit="contain" className={styles.image} />
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${styles.fallback[fallback]}`} style={frameStyle} data-logo-fallback={fallback}>
      {fallback === 'icon' ? <Icon name="bike" size={Math.round(size * 0.5)} /> : null}
      {fallback === 'monogram' ? <span aria-hidden="true">{monogram(name) || '?'}</span> : null}
      {fallback === 'no-logo' ? <span>No Logo</span> : null}
    </div>
  );
}
