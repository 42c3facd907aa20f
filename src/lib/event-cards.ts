import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { manilaDay, type EventTiming } from './event-schedule';

/** An event without its poster: the home page's next events, the Spider Route's season. */
export interface EventSummary extends EventTiming {
  key: string;
  link: string;
  place: { location: string; province: string | null; region: string } | null;
  details: string | null;
}

export interface EventCardData extends EventSummary {
  poster: IGatsbyImageData;
}

/** What the EventCardFields fragment gives (Queries.EventCardFieldsFragment, kept structural so tests can build one). */
interface EventCardNode {
  key: string;
  name: string;
  link: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
  place: { location: string; province: string | null; region: string } | null;
  details: string | null;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

type EventSummaryNode = Omit<EventCardNode, 'image'>;

/** One event as the sheet dates and places it, without its poster. */
function eventSummaryOf({ key, name, link, start, end, allDay, place, details }: EventSummaryNode): EventSummary {
  return {
    key,
    name,
    link,
    start,
    end,
    allDay,
    place: place ? { location: place.location, province: place.province ?? null, region: place.region } : null,
    details,
  };
}

/** The events as the sheet dates and places them, without posters (the home page, the Spider Route). */
export function eventSummariesOf(nodes: readonly EventSummaryNode[]): EventSummary[] {
  return nodes.map(eventSummaryOf);
}

/** The cards of the events the site has a built poster for. */
export function eventCardsOf(nodes: readonly EventCardNode[]): EventCardData[] {
  return nodes.flatMap((node) => {
    const poster = node.image.childImageSharp?.gatsbyImageData;
    return poster ? [{ ...eventSummaryOf(node), poster }] : [];
  });
}

/**
 * The day events are ordered for: the build's day while the page is built (its HTML, "as of"),
 * the visitor's day in the browser. While the app adopts the built HTML the events are a static
 * island, which keeps what the page script did, so the two never have to agree.
 */
export function useOrderingDay(): string {
  return React.useMemo(() => manilaDay(), []);
}
