import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { loadMotion, loadMotionOnFirstInteraction, motionRuntime, prefersReducedMotion } from '../Motion/use-motion';
import { dragVelocity, step, swipeStep, type DragSample, type SliderPosition, type Step } from '../../lib/slider';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Slider.css';

export interface SlideData {
  key: string;
  alt: string;
  /** Where the slide leads (a new tab), or null for a picture only. */
  link: string | null;
  fit: 'cover' | 'contain';
  image: IGatsbyImageData;
}

const spring = { type: 'spring', stiffness: 300, damping: 30 } as const;
const fade = { duration: 0.2 } as const;
/** A pointer that moves less than this is a tap, not a drag: its click still opens a linked slide. */
const DRAG_SLOP_PX = 3;

/** 'www.youtube.com' → 'youtube.com': where a slide's link goes, for screen reader users. */
function siteOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

function clearMotionStyles(element: HTMLElement | null | undefined) {
  element?.style.removeProperty('transform');
  element?.style.removeProperty('opacity');
}

interface Leaving {
  index: number;
  /** Where the leaving slide was when it started to leave (px): a swipe hands over from the finger. */
  fromX: number;
}

interface DragState {
  pointerId: number;
  startX: number;
  samples: DragSample[];
}

/**
 * The home page's image carousel: previous/next buttons, arrow keys while it has
 * focus, and horizontal swipes (spec section 9's swipe power). It wraps both ways.
 * The first slide is in the static HTML, fully visible, and loads eagerly as the
 * page's largest image.
 *
 * Every slide is a plain element, from the static HTML on: the slider never swaps
 * its elements for animated ones, so nothing under a visitor's finger or first key
 * press is replaced when code arrives. Swiping is pointer events (it works from
 * hydration on); the slide-in and the spring back use framer-motion's animate(),
 * fetched with the site's other motion on the first interaction. Until it arrives,
 * and for visitors who ask for reduced motion, slides change at once.
 */
export function Slider({ slides, label }: { slides: readonly SlideData[]; label: string }) {
  const [position, setPosition] = React.useState<SliderPosition>({ index: 0, direction: 0 });
  const [leaving, setLeaving] = React.useState<Leaving | null>(null);
  const positionRef = React.useRef(position);
  const rootRef = React.useRef<HTMLElement>(null);
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const slideElements = React.useRef(new Map<number, HTMLDivElement>());
  const drag = React.useRef<DragState | null>(null);
  // A drag that ends over a linked slide must not also open the link.
  const dragged = React.useRef(false);
  const count = slides.length;
  // Swipes work once React has attached the pointer handlers; data-swipe-ready says when (the grab cursor and the tests wait for it).
  const [swipeReady, setSwipeReady] = React.useState(false);
  React.useEffect(() => {
    setSwipeReady(true);
    if (!prefersReducedMotion()) loadMotionOnFirstInteraction();
  }, []);

  const animates = () => !prefersReducedMotion() && motionRuntime() !== null;

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
    [count],
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
  }, [leaving, position]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

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

  // Load the slide-in as soon as the visitor reaches for the slider (also covered by the page-wide first interaction).
  const onIntent = () => {
    if (!prefersReducedMotion()) void loadMotion().catch(() => undefined);
  };

  const slideView = (index: number, isCurrent: boolean) => {
    const slide = slides[index];
    if (!slide) return null;
    const number = index + 1;
    const picture = (
      <BuiltImage
        image={slide.image}
        alt={slide.alt}
        objectFit={slide.fit}
        className={styles.image}
        draggable={false}
        // The first slide is the page's largest paint: fetch it at once, first, and show it as it
        // arrives (no fade: it would run beside the app's start). Later slides fade in as they load.
        loading={index === 0 ? 'eager' : 'lazy'}
        {...(index === 0 ? { fetchpriority: 'high', fadeIn: false } : {})}
      />
    );
    return (
      <div
        key={slide.key}
        ref={(element) => {
          if (element) slideElements.current.set(index, element);
        }}
        className={styles.slide}
        style={assignInlineVars({ [styles.slideBackground]: slide.image.backgroundColor ?? '' })}
        {...(isCurrent
          ? {
              role: 'group',
              'aria-roledescription': 'slide',
              'aria-label': `${number} of ${count}`,
              onPointerDown,
              onPointerMove,
              onPointerUp: (event: React.PointerEvent<HTMLDivElement>) => endDrag(event, false),
              onPointerCancel: (event: React.PointerEvent<HTMLDivElement>) => endDrag(event, true),
            }
          : // The slide on its way out is only a picture in motion: hidden from assistive technology and focus.
            { 'aria-hidden': true, inert: '' as unknown as boolean })}
      >
        {slide.link ? (
          <ExternalLink
            href={slide.link}
            className={styles.link}
            draggable={false}
            tabIndex={isCurrent ? undefined : -1}
            onClick={(event) => {
              if (dragged.current) event.preventDefault();
            }}
          >
            {picture}
            <span className={visuallyHidden}> (opens {siteOf(slide.link)} in a new tab)</span>
          </ExternalLink>
        ) : (
          picture
        )}
      </div>
    );
  };

  if (!slides[position.index]) return null;
  const number = position.index + 1;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a labelled carousel region takes the arrow keys (WAI-ARIA carousel pattern)
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so a keyboard reaches its arrow keys
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-swipe-ready={swipeReady || undefined}
    >
      <div ref={viewportRef} className={styles.viewport}>
        {leaving && leaving.index !== position.index ? slideView(leaving.index, false) : null}
        {slideView(position.index, true)}
        <button type="button" className={styles.previous} aria-label="Previous slide" onClick={() => go(-1)}>
          <ChevronLeft size={24} aria-hidden="true" />
        </button>
        <button type="button" className={styles.next} aria-label="Next slide" onClick={() => go(1)}>
          <ChevronRight size={24} aria-hidden="true" />
        </button>
      </div>
      <ol className={styles.dots} aria-hidden="true">
        {slides.map((item, index) => (
          <li key={item.key} className={index === position.index ? styles.dotCurrent : styles.dot} />
        ))}
      </ol>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {`Slide ${number} of ${count}`}
      </p>
    </section>
  );
}
