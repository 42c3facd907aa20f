import * as React from 'react';

export type MotionRuntime = typeof import('./motion-runtime');

let runtime: MotionRuntime | null = null;
let loading: Promise<MotionRuntime> | null = null;

/** Fetches framer-motion once; later calls share the same request. */
export function loadMotion(): Promise<MotionRuntime> {
  loading ??= import('./motion-runtime').then((module) => {
    runtime = module;
    document.documentElement.dataset.motion = 'ready'; // browser tests wait for this
    return module;
  });
  return loading;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Entrance motion as a progressive enhancement. The static HTML and the first
 * (hydrating) render use plain elements: nothing is hidden without JavaScript and
 * the first paint is final, and framer-motion is not first-load JavaScript. Once
 * the page is interactive framer-motion is fetched; content that mounts after
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
    if (prefersReducedMotion()) return;
    void loadMotion().catch(() => undefined); // no motion is a fine fallback
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
