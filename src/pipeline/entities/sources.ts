/**
 * The optional `source` column: where a listing was found. Free text an editor writes
 * ("the shop's Facebook page", "OpenStreetMap node/1001"); one kind of source matters to the
 * site: data from OpenStreetMap is under the ODbL, and a listing taken from it carries the
 * credit on its card. Different spellings of an OpenStreetMap reference are read as one.
 */

export type OsmElementType = 'node' | 'way' | 'relation';

export interface OsmReference {
  type: OsmElementType;
  id: number;
}

const SOURCE_NAME = 'OpenStreetMap';

/** "OpenStreetMap node/1001": the form import:osm writes and the data check keeps. */
export function formatOsmSource(reference: OsmReference): string {
  return `${SOURCE_NAME} ${reference.type}/${reference.id}`;
}

/** The element's page on openstreetmap.org, where an editor can see the shop on the map. */
export function osmElementUrl(reference: OsmReference): string {
  return `https://www.openstreetmap.org/${reference.type}/${reference.id}`;
}

// "OpenStreetMap", "OSM node/1001", "openstreetmap way 22", "OpenStreetMap: relation #3"
const NAMED = /^(?:openstreetmap|osm)(?:\.org)?(?:[\s:,-]+(node|way|relation)[\s/#:]*(\d+))?$/i;
// https://www.openstreetmap.org/node/1001, osm.org/way/22
const ADDRESS = /^(?:https?:\/\/)?(?:www\.)?(?:openstreetmap\.org|osm\.org)\/(node|way|relation)\/(\d+)\/?(?:[?#]\S*)?$/i;

const MENTIONS_OSM = /openstreetmap|\bosm\.org\b|^osm\b/i;

/**
 * Reads a source cell. An OpenStreetMap reference in any of its usual spellings comes back in
 * the canonical form; any other text comes back as written.
 */
export function normalizeSource(text: string): { source: string; openStreetMap: boolean } {
  const match = NAMED.exec(text) ?? ADDRESS.exec(text);
  // Any mention counts for the credit: crediting too often costs nothing, missing one breaks the licence.
  if (!match) return { source: text, openStreetMap: MENTIONS_OSM.test(text) };
  const [, type, id] = match;
  if (type === undefined || id === undefined) return { source: SOURCE_NAME, openStreetMap: true };
  return { source: formatOsmSource({ type: type.toLowerCase() as OsmElementType, id: Number(id) }), openStreetMap: true };
}

/** Whether a listing's data comes from OpenStreetMap and must carry its credit. */
export function isOpenStreetMapSource(source: string | null | undefined): boolean {
  return source != null && normalizeSource(source).openStreetMap;
}
