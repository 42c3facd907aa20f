import * as React from 'react';
import { AnimatePresence, LazyMotion, m, type PanInfo, type Variants } from 'framer-motion';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { step, swipeStep, type SliderPosition, type Step } from '../../lib/slider';
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

// The new slide comes in from the side the visitor moved towards; the old one leaves the other way.
const variants: Variants = {
  enter: (direction: Step | 0) => ({ x: direction >= 0 ? '100%' : '-100%', opacity: 0 }),
  center: { x: 0, opacity: 1, zIndex: 1 },
  exit: (direction: Step | 0) => ({ x: direction >= 0 ? '-100%' : '100%', opacity: 0, zIndex: 0 }),
};

const transition = { x: { type: 'spring', stiffness: 300, damping: 30 }, opacity: { duration: 0.2 } } as const;

/** 'www.youtube.com' → 'youtube.com': where a slide's link goes, for screen reader users. */
function siteOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * The home page's image carousel: previous/next buttons, arrow keys while it has
 * focus, and horizontal swipes (framer-motion drag; spec section 9's swipe power).
 * It wraps both ways. Only the current slide is in the page; the first one is in
 * the static HTML, fully visible, and loads eagerly as the page's largest image.
 */
export function Slider({ slides, label }: { slides: readonly SlideData[]; label: string }) {
  const [position, setPosition] = React.useState<SliderPosition>({ index: 0, direction: 0 });
  const rootRef = React.useRef<HTMLElement>(null);
  const viewportRef = React.useRef<HTMLDivElement>(null);
  // A drag that ends over a linked slide must not also open the link.
  const dragged = React.useRef(false);
  const count = slides.length;
  // Drag gestures arrive after the page is interactive; data-swipe-ready says when (the grab cursor and the tests wait for it).
  const [featuresLoaded, setFeaturesLoaded] = React.useState(false);
  const [swipeReady, setSwipeReady] = React.useState(false);
  const loadDragFeatures = React.useCallback(
    () =>
      import('./slider-features').then((module) => {
        setFeaturesLoaded(true);
        return module.default;
      }),
    [],
  );
  React.useEffect(() => {
    if (!featuresLoaded) return undefined;
    // framer-motion attaches the drag gesture as the slide re-renders with the features and measures
    // it on the next frame; only then does a swipe really work.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setSwipeReady(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [featuresLoaded]);

  const go = React.useCallback(
    (by: Step) => {
      // The slide that has focus is about to leave the page; keep focus in the carousel.
      if (viewportRef.current?.contains(document.activeElement)) rootRef.current?.focus();
      setPosition((current) => step(current, by, count));
    },
    [count],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const onDragEnd = (_event: unknown, info: PanInfo) => {
    const by = swipeStep(info.offset.x, info.velocity.x);
    if (by !== 0) go(by);
  };

  const slide = slides[position.index];
  if (!slide) return null;
  const number = position.index + 1;
  const picture = (
    <GatsbyImage
      image={slide.image}
      alt={slide.alt}
      objectFit={slide.fit}
      className={styles.image}
      draggable={false}
      // The first slide is the page's largest paint: fetch it at once, first.
      loading={position.index === 0 ? 'eager' : 'lazy'}
      {...(position.index === 0 ? { fetchpriority: 'high' } : {})}
    />
  );

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-swipe-ready={swipeReady || undefined}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <LazyMotion features={loadDragFeatures} strict>
          <AnimatePresence initial={false} custom={position.direction}>
            <m.div
              key={slide.key}
              className={styles.slide}
              style={assignInlineVars({ [styles.slideBackground]: slide.image.backgroundColor ?? '' })}
              role="group"
              aria-roledescription="slide"
              aria-label={`${number} of ${count}`}
              custom={position.direction}
              variants={variants}
              initial="enter"
              animate="center"
              exit="exit"
              transition={transition}
              drag="x"
              dragConstraints={{ left: 0, right: 0 }}
              dragElastic={1}
              onPointerDownCapture={() => {
                dragged.current = false;
              }}
              onDragStart={() => {
                dragged.current = true;
              }}
              onDragEnd={onDragEnd}
            >
              {slide.link ? (
                <ExternalLink
                  href={slide.link}
                  className={styles.link}
                  draggable={false}
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
            </m.div>
          </AnimatePresence>
        </LazyMotion>
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
