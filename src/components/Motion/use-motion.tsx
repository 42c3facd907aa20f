import * as React from 'react';

export type MotionRuntime = typeof import('./motion-runtime');

let runtime: MotionRuntime | null = null;
let loading: Promise<MotionRuntime> | null = null;

/** framer-motion if it has arrived, else null. */
export function motionRuntime(): MotionRuntime | null {
  return runtime;
}

/** Fetches framer-motion once; later calls share the same request. */
export function loadMotion(): Promise<MotionRuntime> {
  loading ??= import('./motion-runtime').then((module) => {
    runtime = module;
    return module;
  });
  return loading;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
let waiting = false;

/**
 * Fetches framer-motion on the visitor's first interaction with the page (a tap, a key,
 * focus moving in). Motion only ever plays after one (a new page, a search result, a toast,
 * the next slide), so a page that is only read never downloads it: that keeps it out of
 * the JavaScript a phone fetches while the page loads.
 */
export function loadMotionOnFirstInteraction(): void {
  if (runtime || loading || waiting || typeof window === 'undefined') return;
  waiting = true;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    void loadMotion().catch(() => {
      loading = null; // no motion is a fine fallback; the next interaction tries again
      waiting = false;
      loadMotionOnFirstInteraction();
    });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Entrance motion as a progressive enhancement. The static HTML and the first
 * (hydrating) render use plain elements: nothing is hidden without JavaScript and
 * the first paint is final, and framer-motion is not first-load JavaScript. On the
 * visitor's first interaction framer-motion is fetched; content that mounts after
 * that (the next page, a new search result) enters with motion. Visitors who ask
 * for reduced motion never get it.
 *
 * `changed` lets a component that was already on screen opt in when its content
 * changes (a filtered list re-entering).
 */
export function useEntranceMotion(changed?: unknown): MotionRuntime | null {
  const [active, setActive] = React.useState<MotionRuntime | null>(() => (prefersReducedMotion() ? null : runtime));
  const first = React.useRef(changed);

  React.useEffect(() => {
    if (!prefersReducedMotion()) loadMotionOnFirstInteraction();
  }, []);

  React.useEffect(() => {
    if (active || changed === first.current || !runtime || prefersReducedMotion()) return;
    setActive(runtime);
  }, [active, changed]);

  return active;
}

/** framer-motion's strict LazyMotion with reduced-motion respected, around animated content. */
export function MotionScope({ runtime: motion, children }: { runtime: MotionRuntime; children: React.ReactNode }) {
  return (
    <motion.LazyMotion features={motion.domAnimation} strict>
      <motion.MotionConfig reducedMotion="user">{children}</motion.MotionConfig>
    </motion.LazyMotion>
  );
}
