import * as React from 'react';
import { motionRuntime, prefersReducedMotion } from '../Motion/use-motion';
import { dragVelocity, swipeStep, type DragSample, type Step } from '../../lib/slider';
import { animates, clearMotionStyles, spring } from './slide-motion';

/** A pointer that moves less than this is a tap, not a drag: its click still opens a linked slide. */
const DRAG_SLOP_PX = 3;

interface DragState {
  pointerId: number;
  startX: number;
  samples: DragSample[];
}

type PointerHandler = (event: React.PointerEvent<HTMLDivElement>) => void;

export interface SwipeHandlers {
  onPointerDown: PointerHandler;
  onPointerMove: PointerHandler;
  onPointerUp: PointerHandler;
  onPointerCancel: PointerHandler;
}

/**
 * Horizontal swipes on the current slide: it follows the finger, and a swipe far or fast
 * enough moves on (`go`); anything less springs back. `dragged` says the pointer moved more
 * than a tap, so the click that ends a drag does not open the slide's link.
 */
export function useSwipe(go: (by: Step, fromX?: number) => void): { handlers: SwipeHandlers; dragged: React.MutableRefObject<boolean> } {
  const drag = React.useRef<DragState | null>(null);
  // A drag that ends over a linked slide must not also open the link.
  const dragged = React.useRef(false);

  const onPointerDown: PointerHandler = (event) => {
    dragged.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, samples: [{ x: event.clientX, time: event.timeStamp }] };
  };

  const onPointerMove: PointerHandler = (event) => {
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

  const handlers: SwipeHandlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event) => endDrag(event, false),
    onPointerCancel: (event) => endDrag(event, true),
  };
  return { handlers, dragged };
}
