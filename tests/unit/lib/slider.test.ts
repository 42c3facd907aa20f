import { SWIPE_THRESHOLD, dragVelocity, isSwipe, step, swipePower, swipeStep, wrapIndex } from '../../../src/lib/slider';

describe('wrapIndex', () => {
  it('goes from the first slide back to the last', () => {
    expect(wrapIndex(0 - 1, 5)).toBe(4);
  });

  it('goes from the last slide on to the first', () => {
    expect(wrapIndex(4 + 1, 5)).toBe(0);
  });

  it('leaves indexes inside the range alone', () => {
    expect([0, 1, 2, 3, 4].map((index) => wrapIndex(index, 5))).toEqual([0, 1, 2, 3, 4]);
  });

  it('wraps any number of laps in either direction', () => {
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('refuses a slider without slides', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});

describe('swipe threshold (spec section 9: |offset × velocity| > 10000)', () => {
  it('is 10000', () => {
    expect(SWIPE_THRESHOLD).toBe(10_000);
  });

  it('does not turn the page at exactly 10000', () => {
    expect(isSwipe(100, 100)).toBe(false);
    expect(isSwipe(-100, -100)).toBe(false);
    expect(swipeStep(-100, -100)).toBe(0);
  });

  it('turns the page just above 10000', () => {
    expect(isSwipe(100, 100.01)).toBe(true);
    expect(isSwipe(-100.01, -100)).toBe(true);
  });

  it('counts a long slow drag and a short fast flick alike', () => {
    expect(isSwipe(250, 50)).toBe(true); // 12500
    expect(isSwipe(20, 600)).toBe(true); // 12000
    expect(isSwipe(20, 400)).toBe(false); // 8000
  });

  it('is no swipe when the pointer stopped before release', () => {
    expect(isSwipe(300, 0)).toBe(false);
  });
});

describe('swipe direction', () => {
  it('a fling to the left brings in the next slide', () => {
    expect(swipePower(-200, -800)).toBe(-160_000);
    expect(swipeStep(-200, -800)).toBe(1);
  });

  it('a fling to the right brings in the previous slide', () => {
    expect(swipePower(200, 800)).toBe(160_000);
    expect(swipeStep(200, 800)).toBe(-1);
  });

  it('follows the release velocity when the pointer turned back at the end', () => {
    // Dragged left, then flung back to the right: the visitor changed their mind.
    expect(swipeStep(-200, 800)).toBe(-1);
  });
});

describe('step', () => {
  it('remembers the direction of the last move, so the next slide enters from that side', () => {
    const start = { index: 0, direction: 0 as const };
    expect(step(start, 1, 5)).toEqual({ index: 1, direction: 1 });
    expect(step(start, -1, 5)).toEqual({ index: 4, direction: -1 });
    expect(step({ index: 4, direction: -1 }, 1, 5)).toEqual({ index: 0, direction: 1 });
  });
});

describe('dragVelocity', () => {
  it('measures the last 100 ms of a flick: 200 px left over 250 ms in 25 ms steps is -800 px/s', () => {
    const samples = Array.from({ length: 11 }, (_, i) => ({ x: 500 - 20 * i, time: 1000 + 25 * i }));
    expect(dragVelocity(samples)).toBeCloseTo(-800);
    expect(swipeStep(-200, dragVelocity(samples))).toBe(1);
  });

  it('reads a slow 12 px drag as far below the swipe threshold', () => {
    const samples = Array.from({ length: 7 }, (_, i) => ({ x: 100 + 2 * i, time: 80 * i }));
    expect(Math.abs(swipePower(12, dragVelocity(samples)))).toBeLessThan(SWIPE_THRESHOLD / 10);
    expect(swipeStep(12, dragVelocity(samples))).toBe(0);
  });

  it('uses the oldest sample when every sample is recent, and is 0 without elapsed time', () => {
    expect(
      dragVelocity([
        { x: 0, time: 0 },
        { x: 30, time: 50 },
      ]),
    ).toBeCloseTo(600);
    expect(
      dragVelocity([
        { x: 0, time: 5 },
        { x: 30, time: 5 },
      ]),
    ).toBe(0);
    expect(dragVelocity([])).toBe(0);
  });
});
