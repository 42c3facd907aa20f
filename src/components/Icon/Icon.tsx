import * as React from 'react';
import * as styles from './Icon.css';

/**
 * The icons a card repeats (its logo's fallback, the place pin, the save bookmark, the outside-link
 * mark) as references to one sprite that the layout draws once per page (IconSprite). Inline, each
 * card carried about 1.2 KB of the same SVG paths; at 10,000 shops /shops' 200 cards and every short
 * province list are what a first visit stores for offline use, so the paths are written once instead.
 * Icons a page shows once (the navigation, a page's own buttons) stay lucide-react's components.
 *
 * The shapes are lucide's (lucide-react 1.75.0, ISC licence), copied because the package does not
 * export an icon's shapes from its typed entry point.
 */
const SHAPES = {
  bike: [
    ['circle', { cx: '18.5', cy: '17.5', r: '3.5' }],
    ['circle', { cx: '5.5', cy: '17.5', r: '3.5' }],
    ['circle', { cx: '15', cy: '5', r: '1' }],
    ['path', { d: 'M12 17.5V14l-3-3 4-3 2 3h2' }],
  ],
  bookmark: [['path', { d: 'M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z' }]],
  'map-pin': [
    ['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }],
    ['circle', { cx: '12', cy: '10', r: '3' }],
  ],
  'external-link': [
    ['path', { d: 'M15 3h6v6' }],
    ['path', { d: 'M10 14 21 3' }],
    ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
  ],
} satisfies Record<string, ['path' | 'circle', Record<string, string>][]>;

export type IconName = keyof typeof SHAPES;

/** The id of an icon's symbol in the page's sprite. */
export const iconId = (name: IconName): string => `icon-${name}`;

/** One of the sprite's icons, decorative (hidden from assistive technology: the text beside it says what it is). */
export function Icon({ name, size, filled = false, className }: { name: IconName; size: number; filled?: boolean; className?: string }) {
  const classes = [styles.icon, filled ? styles.filled : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg width={size} height={size} aria-hidden="true" className={classes}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

/** Every icon's symbol, once per page (the layout draws it). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className={styles.sprite}>
      {Object.entries(SHAPES).map(([name, shapes]) => (
        <symbol key={name} id={iconId(name as IconName)} viewBox="0 0 24 24">
          {shapes.map(([tag, attributes], index) => React.createElement(tag, { key: index, ...attributes }))}
        </symbol>
      ))}
    </svg>
  );
}
