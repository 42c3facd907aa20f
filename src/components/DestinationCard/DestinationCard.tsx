import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { PictureCard } from '../PictureCard/PictureCard';

export interface DestinationCardData {
  key: string;
  name: string;
  /** A page of this site, e.g. /bike-destinations/spider-route. */
  path: string;
  thumbnail: IGatsbyImageData;
}

/** A bike destination: its picture and name, opening its page on this site. */
export function DestinationCard({ destination }: { destination: DestinationCardData }) {
  // The picture repeats the name written below it, so it is decorative.
  return <PictureCard name={destination.name} image={destination.thumbnail} alt="" shape="landscape" href={{ internal: destination.path }} />;
}
