import * as React from 'react';

/** The Padyak Hub mark: a wheel with a sun-like hub. Decorative; the name beside it is the label. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="4.5" fill="#f59e0b" />
      <path
        d="M16 3v8.5M16 20.5V29M3 16h8.5M20.5 16H29M6.8 6.8l6 6M19.2 19.2l6 6M25.2 6.8l-6 6M12.8 19.2l-6 6"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
