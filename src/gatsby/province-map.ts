import { geoCentroid, geoMercator, geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { Topology } from 'topojson-specification';
import type { Place } from '../pipeline/detect/places';
import { compareNames } from '../lib/list-filter';
import { METRO_MANILA, provinceOf, provinceSlug, type InProvince } from '../lib/provinces';
import { joinShapes, readBoundaries, readKnownGaps, MapFileError, MAPS_DIR, type BoundaryShape, type KnownGaps } from './province-shapes';

/**
 * The map of shops by province, drawn at build time into plain SVG path data: the page shows it
 * as inline SVG with a link per province, so the visitor needs no map library, no tile server, no
 * network and no JavaScript. d3-geo projects and topojson-simplify thins the boundaries here only.
 *
 * Paths are small on purpose (the map is in /shops' HTML): each file's topology keeps this share of
 * its points (shared borders stay shared), coordinates are whole units of a WIDTH-wide drawing,
 * and each ring is written as relative steps.
 */
const KEEP_POINTS = 0.35;
export const MAP_WIDTH = 400;
const INSET_PADDING = 8;

/** Shading classes of a count of shops: 1, 2 to 4, 5 to 9, 10 or more. */
export const SHADE_FLOORS = [1, 2, 5, 10] as const;

export function shadeOf(count: number): number {
  let shade = 0;
  SHADE_FLOORS.forEach((floor, index) => {
    if (count >= floor) shade = index + 1;
  });
  return shade;
}

/**
 * A path context for d3-geo writing 'M12 34l3-2 1 4z': whole units, relative steps, no empty step,
 * and no ring that rounding shrank to a point or a line (an islet smaller than a unit).
 */
class CompactPath implements GeoContext {
  private text = '';
  private ring = '';
  private steps = 0;
  private x = 0;
  private y = 0;

  moveTo(x: number, y: number): void {
    this.flush('');
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.ring = `M${this.x} ${this.y}`;
  }

  lineTo(x: number, y: number): void {
    const nx = Math.round(x);
    const ny = Math.round(y);
    if (nx === this.x && ny === this.y) return;
    const step = `${nx - this.x} ${ny - this.y}`.replace(' -', '-');
    this.ring += this.steps === 0 ? `l${step}` : step.startsWith('-') ? step : ` ${step}`;
    this.steps += 1;
    this.x = nx;
    this.y = ny;
  }

  closePath(): void {
    this.flush('z');
  }

  beginPath(): void {
    // Each ring starts with moveTo, which is all the text needs.
  }

  arc(): void {
    // Polygons only: d3-geo calls arc for points, which the map has none of.
  }

  result(): string {
    this.flush('');
    return this.text;
  }

  private flush(end: string): void {
    if (this.steps >= 2) this.text += this.ring + end;
    this.ring = '';
    this.steps = 0;
  }
}

export function pathData(projection: GeoProjection, shapes: readonly BoundaryShape[]): string {
  const context = new CompactPath();
  const draw = geoPath(projection, context);
  for (const { shape } of shapes) draw(shape);
  const d = context.result();
  // parseTopology refuses what would come out as NaN; this is the last line, never a path with it.
  if (/NaN|Infinity/.test(d)) {
    const files = [...new Set(shapes.map((part) => part.file ?? 'data/maps/'))].join(', ');
    throw new MapFileError(
      `The province map cannot be drawn: a shape of ${shapes.map((part) => part.name).join(', ')} (${files}) has a coordinate that is not a number; restore the file from the repository or from its source (data/maps/SOURCE.md).`,
    );
  }
  return d;
}

function thin(topology: Topology): Topology {
  const weighted = presimplify(topology as Parameters<typeof presimplify>[0]);
  return simplify(weighted, quantile(weighted, KEEP_POINTS));
}

export interface MapProvince {
  name: string;
  slug: string;
  count: number;
  shade: number;
  d: string;
  places: { name: string; count: number }[];
  /** Its centroid (degrees, 3 decimals): "Near me" compares the phone's position with it, on the phone. Null: no shape (known gap). */
  lon: number | null;
  lat: number | null;
}

export interface MapCity {
  name: string;
  count: number;
  shade: number;
  d: string;
}

export interface ShopMapData {
  width: number;
  height: number;
  /** Every province without shops, and land of no province, as one path. */
  land: string;
  provinces: MapProvince[];
  /** Metro Manila by city, drawn in a box over the sea west of Luzon. */
  inset: { x: number; y: number; width: number; height: number; land: string; cities: MapCity[] };
}

export interface ShopCounts {
  /** Shops per province name (or Metro Manila). */
  byProvince: ReadonlyMap<string, number>;
  /** Shops per Metro Manila city (the place table's name: 'Makati', 'Quezon City'). */
  byMetroManilaCity: ReadonlyMap<string, number>;
  /** Per province, its shops' locations (a city, or the province or region itself) A to Z, with their counts. */
  placesByProvince: ReadonlyMap<string, { name: string; count: number }[]>;
}

export interface ShopInPlace extends InProvince {
  location: string;
  city: string | null;
}

const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * How many shops each province, Metro Manila city and location has. A shop whose location is only
 * a region or a province ('Metro Manila', 'Cebu') counts for it, never for a guessed city.
 */
export function countShops(shops: readonly ShopInPlace[]): ShopCounts {
  const byProvince = new Map<string, number>();
  const byMetroManilaCity = new Map<string, number>();
  const byLocation = new Map<string, Map<string, number>>();
  for (const shop of shops) {
    const province = provinceOf(shop);
    if (province === null) continue;
    increment(byProvince, province);
    if (province === METRO_MANILA && shop.city) increment(byMetroManilaCity, shop.city);
    const locations = byLocation.get(province) ?? new Map<string, number>();
    byLocation.set(province, increment(locations, shop.location));
  }
  const placesByProvince = new Map(
    [...byLocation].map(([province, locations]) => [province, [...locations].map(([name, count]) => ({ name, count })).sort((a, b) => compareNames(a.name, b.name))]),
  );
  return { byProvince, byMetroManilaCity, placesByProvince };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The map for these counts. Throws, in words an editor can act on, when the boundaries and the place table do not join. */
export function drawShopMap(counts: ShopCounts, places: readonly Place[], dir = MAPS_DIR, gaps: KnownGaps = readKnownGaps(dir)): ShopMapData {
  const boundaries = readBoundaries(dir, thin);
  const join = joinShapes(boundaries.provinces, places, gaps);
  if (join.problems.length > 0) throw new Error(`The province map's boundaries do not match the place table:\n  - ${join.problems.join('\n  - ')}`);

  const everything = { type: 'FeatureCollection' as const, features: boundaries.provinces.map((part) => part.shape) };
  const projection = geoMercator().fitWidth(MAP_WIDTH, everything);
  const height = Math.ceil(geoPath(projection).bounds(everything)[1][1]);

  const provinceByCode = new Map(places.map((place) => [place.psgc, place]));
  const provinces: MapProvince[] = [];
  const bare: BoundaryShape[] = [...join.landOnly];
  for (const [code, shapes] of join.shapesOf) {
    const place = provinceByCode.get(code);
    const name = place?.kind === 'region' ? METRO_MANILA : (place?.name ?? code);
    const count = counts.byProvince.get(name) ?? 0;
    if (count === 0) {
      bare.push(...shapes);
      continue;
    }
    const [lon, lat] = geoCentroid({ type: 'FeatureCollection', features: shapes.map((part) => part.shape) });
    provinces.push({
      name,
      slug: provinceSlug(name),
      count,
      shade: shadeOf(count),
      d: pathData(projection, shapes),
      lon: round3(lon),
      lat: round3(lat),
      places: counts.placesByProvince.get(name) ?? [],
    });
  }
  // A province with shops but no shape (provincesWithoutShape) still has its page and its line in the list.
  for (const [name, count] of counts.byProvince) {
    if (provinces.some((province) => province.name === name)) continue;
    provinces.push({ name, slug: provinceSlug(name), count, shade: shadeOf(count), d: '', lon: null, lat: null, places: counts.placesByProvince.get(name) ?? [] });
  }
  provinces.sort((a, b) => compareNames(a.name, b.name));

  // The inset sits over the open sea north-west of Palawan and west of Luzon.
  const [left, top] = projection([116.95, 21.05]) ?? [0, 0];
  const [right, bottom] = projection([119.55, 16.6]) ?? [0, 0];
  const x = Math.max(1, Math.round(left));
  const y = Math.max(1, Math.round(top));
  const inset = { x, y, width: Math.round(right) - x, height: Math.round(bottom) - y };
  const cities = { type: 'FeatureCollection' as const, features: boundaries.metroManilaCities.map((part) => part.shape) };
  const insetProjection = geoMercator().fitExtent(
    [
      [inset.x + INSET_PADDING, inset.y + INSET_PADDING * 2.5],
      [inset.x + inset.width - INSET_PADDING, inset.y + inset.height - INSET_PADDING],
    ],
    cities,
  );
  const cityName = new Map(places.filter((place) => place.province === null && place.kind !== 'region').map((place) => [place.psgc, place.name]));
  const insetCities: MapCity[] = [];
  const insetLand: BoundaryShape[] = [];
  for (const city of boundaries.metroManilaCities) {
    const name = cityName.get(city.code) ?? city.name;
    const count = counts.byMetroManilaCity.get(name) ?? 0;
    if (count === 0) insetLand.push(city);
    else insetCities.push({ name, count, shade: shadeOf(count), d: pathData(insetProjection, [city]) });
  }
  insetCities.sort((a, b) => compareNames(a.name, b.name));

  return {
    width: MAP_WIDTH,
    height,
    land: pathData(projection, bare),
    provinces,
    inset: { ...inset, land: pathData(insetProjection, insetLand), cities: insetCities },
  };
}
