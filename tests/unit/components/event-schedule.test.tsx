/**
 * The events page is built as of the build's day, and the visitor's day orders it before the
 * first paint (src/inline/order-events.ts, issue 32): a page built on 25 November and opened on
 * 10 December must not show a 1 December ride as upcoming. Node environment on purpose: the
 * server render sees no DOM, as in `gatsby build`; the page then runs in a jsdom window of its
 * own, with its inline script run as the parser runs it, and the app adopts it.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { EventCardData } from '../../../src/components/EventCard/EventCard';
import { EventSchedule } from '../../../src/components/EventSchedule/EventSchedule';
import { NextEvents } from '../../../src/components/NextEvents/NextEvents';
import { InlineScripts } from '../../../src/lib/inline-scripts';
import { compiledInlineScripts } from '../../support/inline-scripts';

jest.mock('gatsby', () => ({
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const poster: IGatsbyImageData = { layout: 'constrained', width: 400, height: 500, images: { fallback: { src: '/static/poster.png' }, sources: [] } };
const event = (name: string, start: string | null, end: string | null = null): EventCardData => ({
  key: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  link: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example/`,
  start,
  end,
  allDay: start === null || !start.includes('T'),
  place: { location: 'Antipolo', province: 'Rizal', region: 'CALABARZON' },
  details: null,
  poster,
});

const BUILD_DAY = '2026-11-25';
// Built on 25 November; opened on 10 December.
const events = [
  event('Early December Ride', '2026-12-01'),
  event('Two Day Tour', '2026-12-09', '2026-12-10'),
  event('Morning Climb', '2026-12-10T06:00:00+08:00'),
  event('Christmas Fondo', '2026-12-20'),
  event('New Year Ride', '2027-01-03'),
  event('November Ride', '2026-11-20'),
  event('Someday Ride', null),
];

const inlineScripts = compiledInlineScripts();

/** The page as the build writes it (no DOM around, the inline scripts' texts given), loaded in a browser whose clock says `now`. */
function openBuiltPage(element: React.ReactElement, now: string) {
  const html = renderToString(<InlineScripts.Provider value={inlineScripts}>{element}</InlineScripts.Provider>);
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://padyak.test/events', runScripts: 'outside-only' });
  const at = new Date(now).getTime();
  dom.window.eval(`Date.now = function () { return ${at}; };`);
  const { document } = dom.window;
  document.body.innerHTML = html;
  // Run the inline script where it stands, as the parser would (currentScript is the element).
  const inline = document.querySelector('script:not([type])');
  if (inline) {
    const running = document.createElement('script');
    running.textContent = inline.textContent;
    inline.replaceWith(running);
    dom.window.eval(
      `(function(){var s=document.querySelector('script:not([type])');Object.defineProperty(document,'currentScript',{configurable:true,get:function(){return s}});})()`,
    );
    dom.window.eval(running.textContent ?? '');
  }
  return document;
}

const visible = (element: Element) => {
  for (let at: Element | null = element; at; at = at.parentElement) if (at.hasAttribute('hidden')) return false;
  return true;
};
/** A card's name: the poster link's label on /events, the link on the home page. */
const nameOf = (item: Element) => (item.querySelector('[id]') ?? item.querySelector('a'))?.textContent ?? '';
const names = (scope: Element | null) => [...(scope?.querySelectorAll('li') ?? [])].filter(visible).map(nameOf);
const section = (document: Document, heading: string) =>
  [...document.querySelectorAll('section')].find((element) => element.querySelector('h2, h3')?.textContent === heading) ?? null;
const todayMarked = (document: Document) =>
  [...document.querySelectorAll('li')].filter((item) => visible(item) && [...item.querySelectorAll('[data-today-mark]')].some(visible)).map(nameOf);

describe('the events page', () => {
  const page = <EventSchedule events={events} today={BUILD_DAY} subscribeUrl="webcal://padyak.test/events.ics" />;

  it('as built: upcoming by month soonest first, then undated, then past latest first, "as of" the build day', () => {
    const document = openBuiltPage(page, '2026-11-25T03:00:00Z');
    const upcoming = section(document, 'Upcoming events');
    expect(names(section(document, 'December 2026'))).toEqual(['Early December Ride', 'Two Day Tour', 'Morning Climb', 'Christmas Fondo']);
    expect(names(section(document, 'January 2027'))).toEqual(['New Year Ride']);
    expect(names(section(document, 'Date to be announced'))).toEqual(['Someday Ride']);
    expect(names(section(document, 'Past events'))).toEqual(['November Ride']);
    expect(upcoming && visible(upcoming)).toBe(true);
    // The page has the text for a reader without JavaScript, and the script hides it.
    expect(renderToString(page)).toContain('Upcoming and past as of 25 November 2026.');
  });

  it("opened on a later day: past events leave the upcoming months, today's events say so, empty months hide", () => {
    const document = openBuiltPage(page, '2026-12-10T01:00:00Z'); // 09:00 in Manila
    expect(names(section(document, 'December 2026'))).toEqual(['Two Day Tour', 'Morning Climb', 'Christmas Fondo']);
    expect(names(section(document, 'January 2027'))).toEqual(['New Year Ride']);
    expect(names(section(document, 'Past events'))).toEqual(['Early December Ride', 'November Ride']);
    expect(todayMarked(document)).toEqual(['Two Day Tour', 'Morning Climb']);
    expect([...document.querySelectorAll('[data-as-of]')].some(visible)).toBe(false);
  });

  it("reads the visitor's day in Manila: 23:30 UTC on 19 December is already the 20th there", () => {
    const document = openBuiltPage(page, '2026-12-19T23:30:00Z');
    expect(names(section(document, 'December 2026'))).toEqual(['Christmas Fondo']);
    expect(todayMarked(document)).toEqual(['Christmas Fondo']);
  });

  it('after the season: every month hides, and the page says nothing dated is to come', () => {
    const document = openBuiltPage(page, '2027-02-01T01:00:00Z');
    expect(names(section(document, 'Upcoming events'))).toEqual([]);
    expect(visible(document.querySelector('[data-none-upcoming]')!)).toBe(true);
    expect(names(section(document, 'Past events'))).toEqual([
      'New Year Ride',
      'Christmas Fondo',
      'Morning Climb',
      'Two Day Tour',
      'Early December Ride',
      'November Ride',
    ]);
  });

  it('offers each dated event its own .ics and Google Calendar, named for screen readers, and the feed to subscribe to', () => {
    const document = openBuiltPage(page, '2026-11-25T03:00:00Z');
    const card = [...document.querySelectorAll('li')].find((item) => item.textContent?.includes('Two Day Tour'))!;
    const ics = [...card.querySelectorAll('a')].find((link) => link.textContent?.startsWith('Add to calendar'))!;
    expect(ics.getAttribute('href')).toBe('/events/two-day-tour.ics');
    expect(ics.textContent).toBe('Add to calendar for Two Day Tour');
    const google = [...card.querySelectorAll('a')].find((link) => link.textContent?.startsWith('Google Calendar'))!;
    expect(google.textContent).toBe('Google Calendar for Two Day Tour');
    expect([google.getAttribute('target'), google.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe('20261209/20261211');
    expect(card.querySelector('time')?.textContent).toBe('Wed, 9 – Thu, 10 Dec 2026');
    expect(card.textContent).toContain('Antipolo, Rizal');
    const undated = [...document.querySelectorAll('li')].find((item) => item.textContent?.includes('Someday Ride'))!;
    expect(undated.querySelector('a[download]')).toBeNull();
    expect(document.querySelector('a[href="webcal://padyak.test/events.ics"]')?.textContent).toBe('Subscribe');
  });
});

describe("the home page's next events", () => {
  const home = <NextEvents events={events} today={BUILD_DAY} />;

  it('as built: the next three', () => {
    const document = openBuiltPage(home, '2026-11-25T03:00:00Z');
    expect(names(document.body)).toEqual(['Early December Ride', 'Two Day Tour', 'Morning Climb']);
    expect(document.querySelector('a[href="/events/"]')?.textContent).toBe('All events');
  });

  it("opened on a later day: the next three still to come on the visitor's day", () => {
    const document = openBuiltPage(home, '2026-12-10T01:00:00Z');
    expect(names(document.body)).toEqual(['Two Day Tour', 'Morning Climb', 'Christmas Fondo']);
    expect(todayMarked(document)).toEqual(['Two Day Tour', 'Morning Climb']);
  });

  it('hides itself when nothing is left to come', () => {
    const document = openBuiltPage(home, '2027-02-01T01:00:00Z');
    expect(visible(document.querySelector('section')!)).toBe(false);
  });

  it('is not there at all when the build has nothing to come', () => {
    expect(renderToString(<NextEvents events={events} today="2027-02-01" />)).toBe('');
  });
});
