import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Place } from '../pipeline/detect/places';

/**
 * The province boundaries in data/maps/ (TopoJSON, PSGC 4Q 2023) joined to the place table
 * (data/places/places.json, PSGC 2025-2Q) by PSGC code. Build time only: nothing here reaches
 * a browser. Codes that differ between the two are written down, with a reason, in
 * data/maps/known-gaps.json; any other difference stops the build (and a unit test).
 */
export const MAPS_DIR = path.resolve('data/maps');

export type Shape = Feature<Polygon | MultiPolygon>;

export interface BoundaryShape {
  /** The shape's PSGC code as the place table writes codes: 10 characters. */
  code: string;
  name: string;
  shape: Shape;
  /** The file in data/maps/ it was read from (for a sentence about it). */
  file?: string;
}

export interface KnownGap {
  shape: string;
  /** The place-table code the shape is drawn as; null: land that belongs to no province. */
  drawnAs: string | null;
  name: string;
  reason: string;
}

/** '401000000' (the boundaries' integer) → '0401000000' (the place table's string). */
export function psgcCode(value: number | string | undefined): string {
  return String(value).padStart(10, '0');
}

/** A step applied to each file's topology before its shapes are read (the map simplifies there, keeping shared borders shared). */
export type PrepareTopology = (topology: Topology) => Topology;

/** A damaged file in data/maps/: the build stops with this sentence, which names the file. */
export class MapFileError extends Error {
  override name = 'MapFileError';
}

/** The file as a person finds it: data/maps/provinces/….json from the project, else its full path. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/**
 * The file's text as a topology the map can draw, or a MapFileError that names the file and says
 * what is wrong: not JSON (a file cut short), not TopoJSON, a transform or a coordinate that is
 * not a number, a shape that is not an area, or an arc index past the file's arcs. topojson-client
 * trusts its input: a string or null coordinate, or an arc that is not there, would otherwise be
 * drawn as NaN or as a wrong border, without a word.
 */
export function parseTopology(file: string, text: string): Topology {
  const where = shownPath(file);
  const restore = `restore it from the repository (git checkout -- ${where}) or from its source (data/maps/SOURCE.md)`;
  const fail = (problem: string): never => {
    throw new MapFileError(`The province map cannot be drawn: ${where} ${problem}; ${restore}.`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(`is not readable JSON (${(error as Error).message}); the file may be cut short`);
  }
  if (!isObject(data) || data.type !== 'Topology' || !isObject(data.objects) || !Array.isArray(data.arcs)) {
    fail('is not a TopoJSON file (it has no "type": "Topology" with "objects" and "arcs")');
  }
  const topology = data as Record<string, unknown> & { objects: Record<string, unknown>; arcs: unknown[] };
  if (topology.transform !== undefined) {
    const transform = topology.transform;
    const pair = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isNumber);
    if (!isObject(transform) || !pair(transform.scale) || !pair(transform.translate)) {
      fail(`has a "transform" whose scale or translate is not two numbers (${shown(transform)})`);
    }
  }
  topology.arcs.forEach((arc, index) => {
    if (!Array.isArray(arc) || arc.length < 2) fail(`has an arc (number ${index}) that is not a list of at least two points (${shown(arc)})`);
    (arc as unknown[]).forEach((point, at) => {
      if (!Array.isArray(point) || point.length < 2 || !isNumber(point[0]) || !isNumber(point[1])) {
        fail(`has a coordinate that is not a number: point ${at} of arc ${index} is ${shown(point)}`);
      }
    });
  });
  const arcCount = topology.arcs.length;
  const checkRing = (ring: unknown, label: string) => {
    if (!Array.isArray(ring) || ring.length === 0) fail(`has a shape (${label}) whose ring is not a list of arc numbers (${shown(ring)})`);
    for (const index of ring as unknown[]) {
      if (!Number.isInteger(index)) fail(`has a shape (${label}) that refers to arc ${shown(index)}, which is not an arc number`);
      const arc = (index as number) < 0 ? ~(index as number) : (index as number);
      if (arc >= arcCount) fail(`has a shape (${label}) that refers to arc ${arc}, but the file has ${arcCount} arcs (0 to ${arcCount - 1})`);
    }
  };
  const list = (value: unknown, label: string): unknown[] => (Array.isArray(value) ? value : fail(`has a shape (${label}) whose arcs are not a list (${shown(value)})`));
  for (const [name, object] of Object.entries(topology.objects)) {
    if (!isObject(object) || object.type !== 'GeometryCollection' || !Array.isArray(object.geometries)) {
      fail(`has an object "${name}" that is not a collection of shapes ("type": "GeometryCollection" with "geometries")`);
    }
    ((object as { geometries: unknown[] }).geometries ?? []).forEach((geometry, index) => {
      const properties = isObject(geometry) && isObject(geometry.properties) ? geometry.properties : {};
      const label = `${Object.values(properties).find((value) => typeof value === 'string') ?? `shape ${index}`} in "${name}"`;
      if (!isObject(geometry)) return fail(`has a shape (number ${index} in "${name}") that is not an object`);
      if (geometry.type === 'Polygon') for (const ring of list(geometry.arcs, label)) checkRing(ring, label);
      else if (geometry.type === 'MultiPolygon') for (const polygon of list(geometry.arcs, label)) for (const ring of list(polygon, label)) checkRing(ring, label);
      else fail(`has a shape (${label}) of type ${shown(geometry.type)}, not an area (Polygon or MultiPolygon)`);
    });
  }
  return data as Topology;
}

function readTopology(file: string, codeProperty: string, nameProperty: string, prepare: PrepareTopology): BoundaryShape[] {
  const topology = prepare(parseTopology(file, readFileSync(file, 'utf8')));
  return Object.values(topology.objects).flatMap((object) => {
    const collection = feature(topology, object as GeometryCollection) as unknown as { features: Shape[] };
    return collection.features.map((shape) => {
      const code = shape.properties?.[codeProperty] as number | string | undefined;
      const name = shape.properties?.[nameProperty] as string | null | undefined;
      return { code: psgcCode(code), name: name ?? '', shape, file: shownPath(file) };
    });
  });
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every province shape (Metro Manila: its four districts), prepared, and Metro Manila's cities for the inset, as they are. */
export function readBoundaries(dir = MAPS_DIR, prepare: PrepareTopology = (topology) => topology): { provinces: BoundaryShape[]; metroManilaCities: BoundaryShape[] } {
  return {
    provinces: jsonFiles(path.join(dir, 'provinces')).flatMap((file) => readTopology(file, 'adm2_psgc', 'adm2_en', prepare)),
    // Small already, and thinning their tiny rings would turn some inside out.
    metroManilaCities: jsonFiles(path.join(dir, 'metro-manila')).flatMap((file) => readTopology(file, 'adm3_psgc', 'adm3_en', (topology) => topology)),
  };
}

/** A province of the place table that has no shape yet (a province created after 2023). */
export interface MissingShape {
  province: string;
  name: string;
  reason: string;
}

export interface KnownGaps {
  shapes: KnownGap[];
  provincesWithoutShape: MissingShape[];
}

export function readKnownGaps(dir = MAPS_DIR): KnownGaps {
  const file = path.join(dir, 'known-gaps.json');
  let gaps: Partial<KnownGaps>;
  try {
    gaps = JSON.parse(readFileSync(file, 'utf8')) as Partial<KnownGaps>;
  } catch (error) {
    throw new MapFileError(`The province map cannot be drawn: ${shownPath(file)} is not readable JSON (${(error as Error).message}); restore it from the repository.`);
  }
  return { shapes: gaps.shapes ?? [], provincesWithoutShape: gaps.provincesWithoutShape ?? [] };
}

export interface ShapeJoin {
  /** Each place-table province (and Metro Manila) code → the shapes that draw it. */
  shapesOf: Map<string, BoundaryShape[]>;
  /** Shapes that are land of no province (known gaps with drawnAs null). */
  landOnly: BoundaryShape[];
  /** Sentences for an editor: what does not join and what to do. Empty when all is well. */
  problems: string[];
}

const GAPS_FILE = 'data/maps/known-gaps.json';

/**
 * Joins shapes to the provinces of the place table (and its one region, Metro Manila) by code.
 * A province with no shape, a shape with no province, and a known gap that no longer applies
 * are problems, unless the gap list explains them.
 */
export function joinShapes(shapes: readonly BoundaryShape[], places: readonly Place[], known: KnownGaps): ShapeJoin {
  const gaps = known.shapes;
  const missing = new Set(known.provincesWithoutShape.map((entry) => entry.province));
  const provinces = new Map(places.filter((place) => place.kind === 'province' || place.kind === 'region').map((place) => [place.psgc, place]));
  const gapOf = new Map(gaps.map((gap) => [gap.shape, gap]));
  const shapeCodes = new Set(shapes.map((shape) => shape.code));
  const shapesOf = new Map<string, BoundaryShape[]>();
  const landOnly: BoundaryShape[] = [];
  const problems: string[] = [];
  for (const shape of shapes) {
    const gap = gapOf.get(shape.code);
    if (provinces.has(shape.code)) {
      if (gap) problems.push(`${GAPS_FILE}: shape ${shape.code} (${shape.name}) is now a province of the place table; remove its entry.`);
      shapesOf.set(shape.code, [...(shapesOf.get(shape.code) ?? []), shape]);
    } else if (!gap) {
      problems.push(
        `The boundary shape ${shape.code} (${shape.name}) is no province of data/places/places.json: add it to ${GAPS_FILE} with the code it is drawn as (or null) and why.`,
      );
    } else if (gap.drawnAs === null) {
      landOnly.push(shape);
    } else if (!provinces.has(gap.drawnAs)) {
      problems.push(`${GAPS_FILE}: shape ${shape.code} is drawn as ${gap.drawnAs}, which is no province of data/places/places.json.`);
    } else {
      shapesOf.set(gap.drawnAs, [...(shapesOf.get(gap.drawnAs) ?? []), shape]);
    }
  }
  for (const gap of gaps) {
    if (!shapeCodes.has(gap.shape)) problems.push(`${GAPS_FILE}: shape ${gap.shape} (${gap.name}) is not in the boundaries any more; remove its entry.`);
  }
  for (const entry of known.provincesWithoutShape) {
    if (shapesOf.has(entry.province)) problems.push(`${GAPS_FILE}: ${entry.name} (${entry.province}) has a shape now; remove it from provincesWithoutShape.`);
  }
  for (const place of provinces.values()) {
    if (!shapesOf.has(place.psgc) && !missing.has(place.psgc)) {
      problems.push(
        `${place.name} (${place.psgc}) of data/places/places.json has no boundary shape in data/maps/: add one, or write it in provincesWithoutShape of ${GAPS_FILE} with a reason.`,
      );
    }
  }
  return { shapesOf, landOnly, problems };
}
