import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { PictureCard } from '../PictureCard/PictureCard';

export interface EventCardData {
  key: string;
  name: string;
  link: string;
  poster: IGatsbyImageData;
}

/** A cycling event: its poster and name; the whole card opens the event's page in a new tab. */
export function EventCard({ event }: { event: EventCardData }) {
  return <PictureCard name={event.name} image={event.poster} alt={`${event.name} poster`} shape="poster" href={{ external: event.link }} />;
}
