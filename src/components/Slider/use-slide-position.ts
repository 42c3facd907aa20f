import * as React from 'react';
import { motionRuntime } from '../Motion/use-motion';
import { step, type SliderPosition, type Step } from '../../lib/slider';
import { animates, clearMotionStyles, fade, spring } from './slide-motion';

export interface Leaving {
  index: number;
  /** Where the leaving slide was when it started to leave (px): a swipe hands over from the finger. */
  fromX: number;
}

export interface SlidePosition {
  position: SliderPosition;
  /** The slide on its way out while the next one comes in, or null. */
  leaving: Leaving | null;
  /** Moves by `by` slides (wrapping both ways); `fromX`: where a swiped slide was let go. */
  go(by: Step, fromX?: number): void;
  /** Each shown slide's element by index, for the slide-in. */
  slideElements: React.MutableRefObject<Map<number, HTMLDivElement>>;
}

/**
 * Which slide shows, and the move to another: the entering slide comes in from the side the
 * visitor moved towards while the old one leaves the other way (when motion has arrived).
 */
export function useSlidePosition(count: number, rootRef: React.RefObject<HTMLElement>, viewportRef: React.RefObject<HTMLDivElement>): SlidePosition {
  const [position, setPosition] = React.useState<SliderPosition>({ index: 0, direction: 0 });
  const [leaving, setLeaving] = React.useState<Leaving | null>(null);
  const positionRef = React.useRef(position);
  const slideElements = React.useRef(new Map<number, HTMLDivElement>());

  const go = React.useCallback(
    (by: Step, fromX = 0) => {
      // The slide that has focus is about to leave the page; keep focus in the carousel.
      if (viewportRef.current?.contains(document.activeElement)) rootRef.current?.focus();
      const current = positionRef.current;
      const next = step(current, by, count);
      positionRef.current = next;
      setLeaving(animates() ? { index: current.index, fromX } : null);
      setPosition(next);
    },
    [count, rootRef, viewportRef],
  );

  // The entering slide comes in from the side the visitor moved towards; the old one leaves the other way.
  React.useLayoutEffect(() => {
    const motion = motionRuntime();
    if (!leaving || !motion) return undefined;
    const side = position.direction >= 0 ? 1 : -1;
    const entering = slideElements.current.get(position.index);
    const outgoing = slideElements.current.get(leaving.index);
    const width = viewportRef.current?.clientWidth ?? 0;
    const controls = [
      entering && motion.animate(entering, { x: [side * width, 0], opacity: [0, 1] }, { x: spring, opacity: fade }),
      outgoing && motion.animate(outgoing, { x: [leaving.fromX, -side * width], opacity: [1, 0] }, { x: spring, opacity: fade }),
    ].filter((control) => control !== undefined);
    let live = true;
    void Promise.all(controls).then(() => {
      if (!live) return;
      clearMotionStyles(entering);
      setLeaving(null);
    });
    return () => {
      live = false;
      controls.forEach((control) => control.stop());
      clearMotionStyles(entering);
    };
  }, [leaving, position, viewportRef]);

  return { position, leaving, go, slideElements };
}
