/**
 * Overpass API responses ([out:json]): what import:osm reads, whether it came from the
 * network or from a saved file. Pure: text in, elements or a message for the editor out.
 */
import { z } from 'zod';
import type { OsmElementType } from '../../src/pipeline';

/** The public Overpass endpoint (the main instance, run by the FOSSGIS association). */
export const OVERPASS_ENDPOINT = 'https://overpass-api.de/api/interpreter';

/**
 * Every bicycle shop in the Philippines: nodes, and ways and relations with their center,
 * tags only (no geometry), so the answer stays a few hundred kilobytes.
 */
export const PHILIPPINE_BIKE_SHOPS_QUERY = [
  '[out:json][timeout:180];',
  'area["ISO3166-1"="PH"][admin_level=2]->.ph;',
  'nwr["shop"="bicycle"](area.ph);',
  'out center tags;',
].join('\n');

export interface OsmElement {
  type: OsmElementType;
  id: number;
  tags: Record<string, string>;
  /** A node's own position, or a way's or relation's center. Absent when the response has none. */
  position: { lat: number; lon: number } | null;
}

const coordinates = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation'], { message: "must be 'node', 'way' or 'relation'" }),
  id: z.number({ message: 'must be a number' }).int('must be a whole number').positive('must be above 0'),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: coordinates.optional(),
  tags: z.record(z.string(), z.string({ message: 'every tag value must be text' })).optional(),
});

export type OverpassRead = { ok: true; elements: OsmElement[] } | { ok: false; message: string };

/**
 * Reads the text of an Overpass JSON response. Refuses, with a sentence naming what is wrong,
 * anything else: not JSON, no `elements` list, an element without type or id, or a response
 * that Overpass itself marks as cut short (its `remark` says so when a query times out).
 */
export function readOverpassResponse(text: string, origin: string): OverpassRead {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return { ok: false, message: `${origin} is not JSON, so it is not an Overpass response; save the response of an Overpass query that starts with [out:json]` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !Array.isArray((data as { elements?: unknown }).elements)) {
    return {
      ok: false,
      message: `${origin} is JSON but not an Overpass response: it has no "elements" list; save the response of an Overpass query that starts with [out:json]`,
    };
  }
  const remark = (data as { remark?: unknown }).remark;
  if (typeof remark === 'string' && /error|timed out|out of memory/i.test(remark)) {
    return {
      ok: false,
      message: `${origin} is an incomplete Overpass response (Overpass says: "${remark.slice(0, 200)}"); run the query again, later or with a longer [timeout:…]`,
    };
  }
  const elements: OsmElement[] = [];
  const raw = (data as { elements: unknown[] }).elements;
  for (let index = 0; index < raw.length; index++) {
    const parsed = elementSchema.safeParse(raw[index]);
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      const field = problem?.path.join('.') || 'the element';
      return { ok: false, message: `${origin}: element ${index + 1} of "elements" is not an OpenStreetMap element: ${field} ${problem?.message ?? 'is malformed'}` };
    }
    const { type, id, lat, lon, center, tags } = parsed.data;
    const position = lat !== undefined && lon !== undefined ? { lat, lon } : (center ?? null);
    elements.push({ type, id, tags: tags ?? {}, position });
  }
  return { ok: true, elements };
}
