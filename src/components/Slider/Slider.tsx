import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { loadMotion, prefersReducedMotion } from '../Motion/use-motion';
import { useSlideTransition, useSliderPosition, useSwipe, useSwipeReady, type SlidePointerHandlers } from './use-slider';
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

/** 'www.youtube.com' → 'youtube.com': where a slide's link goes, for screen reader users. */
function siteOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

interface SlideFrameProps {
  slide: SlideData;
  index: number;
  /** The slide shown, or (false) the one on its way out. */
  isCurrent: boolean;
  count: number;
  handlers: SlidePointerHandlers;
  dragged: React.MutableRefObject<boolean>;
  slideElements: React.MutableRefObject<Map<number, HTMLDivElement>>;
}

/** One slide's element (a plain function, not a component, so the tree is the slider's own: nothing under a finger is remounted). */
function slideFrame({ slide, index, isCurrent, count, handlers, dragged, slideElements }: SlideFrameProps) {
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
            ...handlers,
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
  const rootRef = React.useRef<HTMLElement>(null);
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const slideElements = React.useRef(new Map<number, HTMLDivElement>());
  const count = slides.length;
  const swipeReady = useSwipeReady();
  const { position, leaving, setLeaving, go } = useSliderPosition(count, { rootRef, viewportRef });

  useSlideTransition(leaving, position, { slideElements, viewportRef, setLeaving });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const { handlers, dragged } = useSwipe(go);

  // Load the slide-in as soon as the visitor reaches for the slider (also covered by the page-wide first interaction).
  const onIntent = () => {
    if (!prefersReducedMotion()) void loadMotion().catch(() => undefined);
  };

  const slideView = (index: number, isCurrent: boolean) => {
    const slide = slides[index];
    return slide ? slideFrame({ slide, index, isCurrent, count, handlers, dragged, slideElements }) : null;
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
