import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { Bike } from 'lucide-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Logo.css';

export type LogoFallback = 'icon' | 'monogram' | 'no-logo';

interface LogoProps {
  name: string;
  /** A local logo, resized at build time. */
  image?: IGatsbyImageData | null;
  /** A remote logo address (never downloaded at build time). */
  url?: string | null;
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
 * A listing's logo. Never an empty box: without a logo, or when a remote one
 * fails to load, it shows the generic icon, a monogram, or 'No Logo'.
 * The logo is decorative (alt=""): the listing's name is always written beside it.
 */
export function Logo({ name, image, url, size, fallback }: LogoProps) {
  const [failed, setFailed] = React.useState(false);
  const frameStyle = assignInlineVars({ '--logo-size': `${size}px` });

  if (image) {
    return (
      <div className={styles.frame} style={frameStyle}>
        <BuiltImage image={image} alt="" objectFit="contain" className={styles.image} />
      </div>
    );
  }
  if (url && !failed) {
    return (
      <div className={styles.frame} style={frameStyle}>
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className={styles.image}
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${styles.fallback[fallback]}`} style={frameStyle} data-logo-fallback={fallback}>
      {fallback === 'icon' ? <Bike size={Math.round(size * 0.5)} aria-hidden="true" /> : null}
      {fallback === 'monogram' ? <span aria-hidden="true">{monogram(name) || '?'}</span> : null}
      {fallback === 'no-logo' ? <span>No Logo</span> : null}
    </div>
  );
}
