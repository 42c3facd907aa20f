import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { visuallyHidden } from '../../styles/utils.css';
import type { SwipeHandlers } from './use-swipe';
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

interface SlideProps {
  slide: SlideData;
  index: number;
  count: number;
  /** The current slide's swipe handlers; null for the slide on its way out. */
  swipe: SwipeHandlers | null;
  /** Set while a drag is under way: its closing click does not open the link. */
  dragged: React.MutableRefObject<boolean>;
  /** Where the slider keeps each shown slide's element, by index. */
  slideElements: React.MutableRefObject<Map<number, HTMLDivElement>>;
}

/** One slide: its picture (the first one eager, as the page's largest paint), linked when the slide leads somewhere. */
export function Slide({ slide, index, count, swipe, dragged, slideElements }: SlideProps) {
  const isCurrent = swipe !== null;
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
      ref={(element) => {
        if (element) slideElements.current.set(index, element);
      }}
      className={styles.slide}
      style={assignInlineVars({ [styles.slideBackground]: slide.image.backgroundColor ?? '' })}
      {...(isCurrent
        ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${count}`, ...swipe }
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
