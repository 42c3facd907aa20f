import { motionRuntime, prefersReducedMotion } from '../Motion/use-motion';

/** How a slide moves: a spring sideways, a short fade. */
export const spring = { type: 'spring', stiffness: 300, damping: 30 } as const;
export const fade = { duration: 0.2 } as const;

/** Whether slides move now: framer-motion has arrived and the visitor has not asked for reduced motion. */
export function animates(): boolean {
  return !prefersReducedMotion() && motionRuntime() !== null;
}

export function clearMotionStyles(element: HTMLElement | null | undefined) {
  element?.style.removeProperty('transform');
  element?.style.removeProperty('opacity');
}
