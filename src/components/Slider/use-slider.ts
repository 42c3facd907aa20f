import * as React from 'react';
import { loadMotionOnFirstInteraction, motionRuntime, prefersReducedMotion } from '../Motion/use-motion';
import { dragVelocity, step, swipeStep, type DragSample, type SliderPosition, type Step } from '../../lib/slider';

/** The home page's slider (Slider.tsx): where it is, the slide-in, and swipes. */

const spring = { type: 'spring', stiffness: 300, damping: 30 } as const;
const fade = { duration: 0.2 } as const;
/** A pointer that moves less than this is a tap, not a drag: its click still opens a linked slide. */
const DRAG_SLOP_PX = 3;

function clearMotionStyles(element: HTMLElement | null | undefined) {
  element?.style.removeProperty('transform');
  element?.style.removeProperty('opacity');
}

export interface Leaving {
  index: number;
  /** Where the leaving slide was when it started to leave (px): a swipe hands over from the finger. */
  fromX: number;
}

interface DragState {
  pointerId: number;
  startX: number;
  samples: DragSample[];
}

/** Whether slides change with motion: framer-motion is loaded and the visitor has not asked for less. */
const animates = () => !prefersReducedMotion() && motionRuntime() !== null;

/** Swipes work once React has attached the pointer handlers; data-swipe-ready says when (the grab cursor and the tests wait for it). The site's motion loads on the first interaction. */
export function useSwipeReady(): boolean {
  const [swipeReady, setSwipeReady] = React.useState(false);
  React.useEffect(() => {
    setSwipeReady(true);
    if (!prefersReducedMotion()) loadMotionOnFirstInteraction();
  }, []);
  return swipeReady;
}

/** The slide shown and the one leaving; `go` steps (wrapping both ways), keeping focus in the carousel. */
export function useSliderPosition(
  count: number,
  { rootRef, viewportRef }: { rootRef: React.RefObject<HTMLElement | null>; viewportRef: React.RefObject<HTMLDivElement | null> },
) {
  const [position, setPosition] = React.useState<SliderPosition>({ index: 0, direction: 0 });
  const [leaving, setLeaving] = React.useState<Leaving | null>(null);
  const positionRef = React.useRef(position);
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
  return { position, leaving, setLeaving, go };
}

interface SlideParts {
  slideElements: React.MutableRefObject<Map<number, HTMLDivElement>>;
  viewportRef: React.RefObject<HTMLDivElement | null>;
  setLeaving: (leaving: Leaving | null) => void;
}

/** The slide-in: the entering slide comes from the side the visitor moved towards, the old one leaves the other way (framer-motion, once loaded). */
export function useSlideTransition(leaving: Leaving | null, position: SliderPosition, { slideElements, viewportRef, setLeaving }: SlideParts) {
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
  }, [leaving, position, slideElements, viewportRef, setLeaving]);
}

export type SlidePointerHandlers = Pick<React.DOMAttributes<HTMLDivElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'>;

/**
 * Horizontal swipes on the current slide (pointer events, from hydration on): the slide follows
 * the finger, a swipe steps by `go`, anything less springs back. `dragged` is true from the first
 * move past DRAG_SLOP_PX until the click that ends the drag, so that click does not open a link.
 */
export function useSwipe(go: (by: Step, fromX?: number) => void) {
  const drag = React.useRef<DragState | null>(null);
  // A drag that ends over a linked slide must not also open the link.
  const dragged = React.useRef(false);
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    dragged.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, samples: [{ x: event.clientX, time: event.timeStamp }] };
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const offset = event.clientX - current.startX;
    if (Math.abs(offset) > DRAG_SLOP_PX) dragged.current = true;
    current.samples.push({ x: event.clientX, time: event.timeStamp });
    // The slide follows the finger.
    if (dragged.current) event.currentTarget.style.transform = `translateX(${offset}px)`;
  };

  const endDrag = (event: React.PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const element = event.currentTarget;
    const offset = event.clientX - current.startX;
    if (!dragged.current) return;
    // The click that ends this drag is not a tap on the link; a later one (or Enter) is.
    setTimeout(() => {
      dragged.current = false;
    }, 0);
    current.samples.push({ x: event.clientX, time: event.timeStamp });
    const by = cancelled ? 0 : swipeStep(offset, dragVelocity(current.samples));
    if (by !== 0) {
      go(by, offset);
      if (!animates()) clearMotionStyles(element);
      return;
    }
    // Not a swipe: spring back into place.
    const motion = motionRuntime();
    if (motion && !prefersReducedMotion()) {
      void motion.animate(element, { x: [offset, 0] }, { x: spring }).then(() => clearMotionStyles(element));
    } else {
      clearMotionStyles(element);
    }
  };
  const handlers: SlidePointerHandlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event) => endDrag(event, false),
    onPointerCancel: (event) => endDrag(event, true),
  };
  return { handlers, dragged };
}
