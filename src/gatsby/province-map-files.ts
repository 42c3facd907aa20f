import path from 'node:path';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { METRO_MANILA, provinceSlug } from '../lib/provinces';
import { colors } from '../styles/tokens';
import { BUILD_OUTPUT } from './build-output';

/** What the small map of one province needs of the drawn map (the ShopMap node). */
export interface MapForFiles {
  width: number;
  height: number;
  land: string;
  provinces: readonly { slug: string; d: string }[];
  inset: { x: number; y: number; width: number; height: number; land: string; cities: readonly { d: string }[] };
}

const LAND = '#e2e8e2';

/** The folder of public/ that holds each province's small map, and the address of one. */
export const PROVINCE_MAPS_DIR = 'maps';
export const provinceMapPath = (slug: string) => `/${PROVINCE_MAPS_DIR}/${slug}.svg`;

/**
 * The small map of the Philippines with one province marked, as a file of its own: a listing's
 * page shows it as an image, so every listing of a province shares one cached file (about 7 KB
 * gzip) instead of carrying the map in its HTML. Only path data the build drew; no text, no script.
 */
export function provinceMapSvg(map: MapForFiles, slug: string): string {
  const paths = map.provinces.map((province) => `<path d="${province.d}" fill="${province.slug === slug ? colors.brand : LAND}"/>`).join('');
  const { inset } = map;
  const metro =
    slug === provinceSlug(METRO_MANILA)
      ? `<rect x="${inset.x}" y="${inset.y}" width="${inset.width}" height="${inset.height}" fill="#ffffff" stroke="#d1d5db"/><path d="${inset.land}" fill="${LAND}"/>` +
        inset.cities.map((city) => `<path d="${city.d}" fill="${colors.brand}"/>`).join('')
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}">` +
    `<g stroke="#ffffff" stroke-width="0.6"><path d="${map.land}" fill="${LAND}"/>${paths}${metro}</g></svg>`
  );
}

/** Writes every province's small map under public/maps/. */
export function writeProvinceMaps(publicDir: string, map: MapForFiles): void {
  for (const { slug } of map.provinces) {
    writeFileAtomic(path.join(publicDir, PROVINCE_MAPS_DIR, `${slug}.svg`), provinceMapSvg(map, slug), BUILD_OUTPUT);
  }
}
