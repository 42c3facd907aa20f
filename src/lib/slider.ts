/**
 * The home slider's arithmetic, kept pure so it is tested without a browser.
 * A step is +1 (next slide) or -1 (previous slide); the slider wraps both ways.
 */
export type Step = 1 | -1;

/** Spec section 9: a drag is a page change when |offset.x × velocity.x| exceeds this. */
export const SWIPE_THRESHOLD = 10_000;

/** The index `index` lands on among `count` slides, wrapping both ways: -1 → count - 1, count → 0. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a slider needs at least one slide, got ${count}`);
  return ((index % count) + count) % count;
}

/**
 * How hard a drag was flung: the distance dragged (px) times the release speed (px/s).
 * The sign is the direction of the release: negative is a fling to the left.
 */
export function swipePower(offset: number, velocity: number): number {
  return Math.abs(offset) * velocity;
}

/** Whether a drag released with this offset and velocity turns the page. */
export function isSwipe(offset: number, velocity: number): boolean {
  return Math.abs(swipePower(offset, velocity)) > SWIPE_THRESHOLD;
}

/**
 * The page a drag turns to: flinging left brings in the next slide (+1), flinging
 * right the previous one (-1); a short or slow drag stays (0) and springs back.
 */
export function swipeStep(offset: number, velocity: number): Step | 0 {
  if (!isSwipe(offset, velocity)) return 0;
  return swipePower(offset, velocity) < 0 ? 1 : -1;
}

export interface SliderPosition {
  index: number;
  /** The last step taken; 0 before any move. The next slide slides in from this side. */
  direction: Step | 0;
}

/** Where one step from `position` leads among `count` slides. */
export function step(position: SliderPosition, by: Step, count: number): SliderPosition {
  return { index: wrapIndex(position.index + by, count), direction: by };
}

/** Where a dragging pointer was (px) and when (ms, the event's timeStamp). */
export interface DragSample {
  x: number;
  time: number;
}

/** How far back the release speed is measured, as framer-motion's drag does. */
export const VELOCITY_WINDOW_MS = 100;

/**
 * The pointer's speed at release (px/s) from its samples, oldest first: the distance
 * from the newest sample back to the first one more than VELOCITY_WINDOW_MS older (or
 * the oldest), over that time. 0 when the samples span no time.
 */
export function dragVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  let from = last;
  for (let i = samples.length - 2; i >= 0; i -= 1) {
    from = samples[i] as DragSample;
    if (last.time - from.time > VELOCITY_WINDOW_MS) break;
  }
  const seconds = (last.time - from.time) / 1000;
  return seconds > 0 ? (last.x - from.x) / seconds : 0;
}
