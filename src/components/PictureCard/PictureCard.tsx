import * as React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { ChevronRight, ExternalLink as ExternalIcon } from 'lucide-react';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import * as styles from './PictureCard.css';

interface PictureCardProps {
  name: string;
  image: IGatsbyImageData;
  /** The picture's alt text; empty when it only repeats the name written under it. */
  alt: string;
  shape: 'poster' | 'landscape';
  /** Where the whole card leads: another site (a new tab) or a page of this one; the icon after the name says which. */
  href: { external: string } | { internal: string };
}

/**
 * A card that is one link: a picture above a name. The link is named by the name alone,
 * not by the picture's alt text as well.
 */
export function PictureCard({ name, image, alt, shape, href }: PictureCardProps) {
  const nameId = React.useId();
  const external = 'external' in href;
  const content = (
    <>
      <BuiltImage image={image} alt={alt} className={styles.picture({ shape })} />
      <div className={styles.body({ shape })}>
        <h2 id={nameId} className={styles.name({ shape })}>
          {name}
        </h2>
        {external ? <ExternalIcon size={16} aria-hidden="true" className={styles.icon} /> : <ChevronRight size={20} aria-hidden="true" className={styles.icon} />}
      </div>
    </>
  );
  return external ? (
    <ExternalLink href={href.external} className={styles.root} aria-labelledby={nameId}>
      {content}
    </ExternalLink>
  ) : (
    <Link to={href.internal} className={styles.root} aria-labelledby={nameId}>
      {content}
    </Link>
  );
}
