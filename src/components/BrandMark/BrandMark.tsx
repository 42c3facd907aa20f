import * as React from 'react';

/**
 * The Padyak Hub mark (static/brand/mark.svg, drawn by scripts/make-artwork.ts): a
 * wheel with a sun at its hub. Inlined so it takes the header's colour; decorative,
 * since the name beside it is the label.
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="19.5" fill="none" stroke="currentColor" strokeWidth="5" />
      <circle cx="24" cy="24" r="5.4" fill="#f59e0b" />
      <path
        d="M32.9 27.7L37.1 29.4M27.7 32.9L29.4 37.1M20.3 32.9L18.6 37.1M15.1 27.7L10.9 29.4M15.1 20.3L10.9 18.6M20.3 15.1L18.6 10.9M27.7 15.1L29.4 10.9M32.9 20.3L37.1 18.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
