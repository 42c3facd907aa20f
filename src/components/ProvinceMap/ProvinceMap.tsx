import * as React from 'react';
import { graphql, Link } from 'gatsby';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { boundariesCredit } from '../../content/attribution';
import { METRO_MANILA, provinceSlug, shopCount } from '../../lib/provinces';
import * as styles from './ProvinceMap.css';
import { provincePagePath } from '../../config/addresses';

interface MapShape {
  readonly name: string;
  readonly count: number;
  readonly shade: number;
  readonly d: string;
}

/** The map the build drew (src/gatsby/province-map.ts, the ShopMap node): SVG path data only. */
export interface ShopMapView {
  readonly width: number;
  readonly height: number;
  readonly land: string;
  readonly provinces: readonly (MapShape & { readonly slug: string })[];
  readonly inset: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly land: string;
    readonly cities: readonly MapShape[];
  };
}

/** The counts each shade stands for (SHADE_FLOORS of src/gatsby/province-map.ts). */
const LEGEND = ['1 shop', '2 to 4', '5 to 9', '10 or more'];

const land = styles.shade[0];
const metroManilaPath = provincePagePath(provinceSlug(METRO_MANILA));
const cityPath = (city: string) => `${metroManilaPath}?city=${encodeURIComponent(city)}`;

function Inset({ map, linked }: { map: ShopMapView; linked: boolean }) {
  const { inset } = map;
  const metroManila = map.provinces.find((province) => province.name === METRO_MANILA);
  const label = metroManila ? `${METRO_MANILA}: ${shopCount(metroManila.count)}` : METRO_MANILA;
  const title = (
    <text x={inset.x + 6} y={inset.y + 14} className={styles.insetTitle}>
      {METRO_MANILA}
    </text>
  );
  return (
    <g>
      <rect x={inset.x} y={inset.y} width={inset.width} height={inset.height} className={styles.insetFrame} />
      {linked && metroManila ? (
        <a href={metroManilaPath} aria-label={`${label}, by city below`}>
          {title}
        </a>
      ) : (
        title
      )}
      <path d={inset.land} className={land} />
      {inset.cities.map((city) =>
        linked ? (
          <a key={city.name} href={cityPath(city.name)} aria-label={`${city.name}: ${shopCount(city.count)}`} className={styles.link}>
            <path d={city.d} className={styles.shade[city.shade] ?? land} />
          </a>
        ) : (
          <path key={city.name} d={city.d} className={styles.shade[city.shade] ?? land} />
        ),
      )}
    </g>
  );
}

/**
 * The map of shops by province, as the build drew it: inline SVG, one link per province with shops
 * (named "Iloilo: 1 shop"), shaded by its count, and Metro Manila by city in an inset. The same
 * facts follow as a list of links, for screen readers and small screens. Nothing here needs
 * JavaScript; the figure is a static island, adopted as the server wrote it.
 *
 * With `highlight` (a province page), the map is small, has no links, and shows that province.
 */
export function ProvinceMap({ map, highlight }: { map: ShopMapView; highlight?: string }) {
  const viewBox = `0 0 ${map.width} ${map.height}`;
  if (highlight !== undefined) {
    const chosen = map.provinces.find((province) => province.slug === highlight);
    return (
      <StaticIsland as="figure" key={highlight} className={styles.small}>
        <svg viewBox={viewBox} role="img" aria-label={`Map of the Philippines with ${chosen?.name ?? 'the province'} marked`} className={styles.svg}>
          <path d={map.land} className={land} />
          {map.provinces.map((province) => (
            <path key={province.slug} d={province.d} className={province.slug === highlight ? styles.highlight : land} />
          ))}
          {highlight === provinceSlug(METRO_MANILA) ? <Inset map={map} linked={false} /> : null}
        </svg>
        <figcaption className={styles.credit}>
          <ExternalLink href={boundariesCredit.href}>{boundariesCredit.text}</ExternalLink>
        </figcaption>
      </StaticIsland>
    );
  }
  return (
    <section aria-labelledby="shops-by-province" className={styles.root}>
      <h2 id="shops-by-province" className={styles.heading}>
        Shops by province
      </h2>
      <div className={styles.layout}>
        <StaticIsland as="figure" className={styles.figure}>
          <svg viewBox={viewBox} role="group" aria-label="Map of the Philippines: provinces with bike shops" className={styles.svg}>
            <path d={map.land} className={land} />
            {map.provinces
              .filter((province) => province.d !== '')
              .map((province) => (
                <a key={province.slug} href={provincePagePath(province.slug)} aria-label={`${province.name}: ${shopCount(province.count)}`} className={styles.link}>
                  <path d={province.d} className={styles.shade[province.shade] ?? land} />
                </a>
              ))}
            <Inset map={map} linked />
          </svg>
          <figcaption className={styles.caption}>
            <span className={styles.legend} aria-hidden="true">
              {LEGEND.map((text, index) => (
                <span key={text} className={styles.legendItem}>
                  <svg viewBox="0 0 10 10" className={styles.swatch}>
                    <rect width="10" height="10" className={styles.shade[index + 1] ?? land} />
                  </svg>
                  {text}
                </span>
              ))}
            </span>
            <span className={styles.credit}>
              <ExternalLink href={boundariesCredit.href}>{boundariesCredit.text}</ExternalLink>
            </span>
          </figcaption>
        </StaticIsland>
        <StaticIsland as="ul" className={styles.list} aria-label="Shop count by province">
          {map.provinces.map((province) => (
            <li key={province.slug}>
              <Link to={provincePagePath(province.slug)}>
                {province.name}: {shopCount(province.count)}
              </Link>
            </li>
          ))}
        </StaticIsland>
      </div>
    </section>
  );
}

/** What the map needs from the ShopMap node; Gatsby collects fragments from every file under src. */
export const shopMapFragment = graphql`
  fragment ShopMapFields on ShopMap {
    width
    height
    land
    provinces {
      name
      slug
      count
      shade
      d
    }
    inset {
      x
      y
      width
      height
      land
      cities {
        name
        count
        shade
        d
      }
    }
  }
`;
