import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { loadMotion, loadMotionOnFirstInteraction, prefersReducedMotion } from '../Motion/use-motion';
import { visuallyHidden } from '../../styles/utils.css';
import { Slide, type SlideData } from './Slide';
import { useSlidePosition } from './use-slide-position';
import { useSwipe } from './use-swipe';
import * as styles from './Slider.css';

export type { SlideData } from './Slide';

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
  const count = slides.length;
  const { position, leaving, go, slideElements } = useSlidePosition(count, rootRef, viewportRef);
  const swipe = useSwipe(go);
  // Swipes work once React has attached the pointer handlers; data-swipe-ready says when (the grab cursor and the tests wait for it).
  const [swipeReady, setSwipeReady] = React.useState(false);
  React.useEffect(() => {
    setSwipeReady(true);
    if (!prefersReducedMotion()) loadMotionOnFirstInteraction();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  // Load the slide-in as soon as the visitor reaches for the slider (also covered by the page-wide first interaction).
  const onIntent = () => {
    if (!prefersReducedMotion()) void loadMotion().catch(() => undefined);
  };

  const slideView = (index: number, isCurrent: boolean) => {
    const slide = slides[index];
    if (!slide) return null;
    return (
      <Slide key={slide.key} slide={slide} index={index} count={count} swipe={isCurrent ? swipe.handlers : null} dragged={swipe.dragged} slideElements={slideElements} />
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
