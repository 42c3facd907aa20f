/**
 * One OpenStreetMap element → one candidate row for shops.csv, with a note telling the editor
 * what to check. Pure: the place table and the link check are the data check's own, so a
 * candidate reads exactly as it will once moved into shops.csv.
 */
import { checkLink, describePlace, foldWhitespace, formatOsmSource, normalizePlace, osmElementUrl, type Place, type PlaceTable } from '../../src/pipeline';
import type { OsmElement } from './overpass';

export interface Candidate {
  element: OsmElement;
  reference: string; // "node/1001"
  name: string;
  /** The canonical place when an address tag resolves; else the address as tagged, or ''. */
  location: string;
  place: Place | null;
  link: string;
  source: string;
  services: string[];
  osmPage: string;
  notes: string[];
}

export type Mapped = { kind: 'candidate'; candidate: Candidate } | { kind: 'no-name'; reference: string };

/** Short and printable: a tag value quoted in a note (tags are anyone's input). */
function quoted(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `'${clean.length > 60 ? `${clean.slice(0, 57)}…` : clean}'`;
}

// ------------------------------------------------------------------ name

/**
 * `name` is what the shop writes on its sign (OpenStreetMap's rule), which is also what
 * shops.csv asks for. `name:en` is a translation: shown in the note when it differs, and used
 * only when `name` is missing (a tagging slip; the shop is still real), with a note to check.
 */
export function chooseName(tags: Record<string, string>): { name: string; notes: string[] } | null {
  const name = foldWhitespace(tags.name ?? '');
  const english = foldWhitespace(tags['name:en'] ?? '');
  if (name !== '') {
    return { name, notes: english !== '' && english !== name ? [`also mapped in English as ${quoted(english)}`] : [] };
  }
  if (english !== '') return { name: english, notes: [`OpenStreetMap has only an English name (name:en) for this shop; check the name on its sign or page`] };
  return null;
}

// ------------------------------------------------------------------ location

function placeNote(tag: string, value: string, place: Place): string | null {
  if (place.kind === 'city' || place.kind === 'municipality') return value === place.name ? null : `${tag} ${quoted(value)} was read as ${describePlace(place)}`;
  const what = place.kind === 'province' ? 'a province' : 'a region';
  return `only ${what} is known (${tag} ${quoted(value)} was read as ${describePlace(place)}); add the city or municipality if the OpenStreetMap page shows it`;
}

/**
 * The shop's place from addr:city, addr:municipality or addr:province, resolved the way the
 * data check resolves a location cell. A town is tried within its tagged province first, so
 * 'San Jose' with addr:province 'Nueva Ecija' is one place.
 */
export function resolveLocation(tags: Record<string, string>, places: PlaceTable): { location: string; place: Place | null; notes: string[] } {
  const province = foldWhitespace(tags['addr:province'] ?? '');
  const towns = (['addr:city', 'addr:municipality'] as const).map((tag) => ({ tag, value: foldWhitespace(tags[tag] ?? '') })).filter((town) => town.value !== '');
  const ambiguous: string[] = [];
  for (const town of towns) {
    const tries = province !== '' ? [`${town.value}, ${province}`, town.value] : [town.value];
    for (const attempt of tries) {
      const match = normalizePlace(attempt, places);
      if (match.status === 'found') {
        const note = placeNote(town.tag, town.value, match.place);
        return { location: match.place.name, place: match.place, notes: note ? [note] : [] };
      }
      if (match.status === 'ambiguous' && !ambiguous.length) {
        ambiguous.push(
          `${town.tag} ${quoted(town.value)} is the name of ${match.candidates.length} places (${match.candidates.slice(0, 3).map(describePlace).join('; ')}); write the one the OpenStreetMap page shows`,
        );
      }
    }
  }
  if (province !== '') {
    const match = normalizePlace(province, places);
    if (match.status === 'found') {
      const note = placeNote('addr:province', province, match.place);
      return { location: match.place.name, place: match.place, notes: [...ambiguous, ...(note ? [note] : [])] };
    }
  }
  const tagged = [...towns.map((town) => `${town.tag} ${quoted(town.value)}`), ...(province ? [`addr:province ${quoted(province)}`] : [])];
  const where = 'open the OpenStreetMap page to see where the shop is and write its city or municipality';
  const notes = ambiguous.length
    ? ambiguous
    : [tagged.length ? `no known place in ${tagged.join(', ')}; ${where}` : `no address tags (addr:city, addr:municipality, addr:province); ${where}`];
  return { location: towns[0]?.value ?? province, place: null, notes };
}

// ------------------------------------------------------------------ link

export const LINK_TAGS = ['website', 'contact:website', 'contact:facebook', 'contact:instagram'] as const;

const SOCIAL_SITES: Partial<Record<(typeof LINK_TAGS)[number], string>> = {
  'contact:facebook': 'https://www.facebook.com/',
  'contact:instagram': 'https://www.instagram.com/',
};

// "javascript:", "mailto:", "https:" — but not "example.test:8080", which is a host and port.
const SCHEME = /^([a-z][a-z0-9+-]*):/i;
const HANDLE = /^@?[a-z0-9._]+$/i;
const SOCIAL_HOST = /^(?:[a-z0-9-]+\.)*(?:facebook\.com|fb\.com|fb\.me|instagram\.com)(?:[/?#]|$)/i;

/**
 * A link tag's value as a full address, or why it cannot be one. OpenStreetMap allows several
 * values separated by ';' (the first is used), a website without its scheme (https:// is added)
 * and, for contact:facebook and contact:instagram, the page's bare name.
 */
export function linkFromTag(tag: (typeof LINK_TAGS)[number], raw: string): { url: string; note: string | null } | { problem: string } {
  const value = foldWhitespace(raw.split(';')[0] ?? '');
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return { problem: `${tag} ${quoted(value)} was dropped: it uses '${scheme}:', which is not a web page; only http(s) addresses can be listed` };
  }
  let url = value;
  let note: string | null = null;
  const site = SOCIAL_SITES[tag];
  if (scheme === undefined) {
    if (site && HANDLE.test(value) && !SOCIAL_HOST.test(value)) {
      url = `${site}${value.replace(/^@/, '')}`;
      note = `link made from the page name in ${tag} ${quoted(value)}; check that it opens the shop's page`;
    } else {
      url = `https://${value.replace(/^\/+/, '')}`;
    }
  }
  const check = checkLink(url);
  if (check.status === 'ok') return { url: check.url, note };
  if (check.status === 'insecure') return { url: check.url, note: `${tag} is an http: address; use the https:// one if the site has one` };
  if (check.status === 'empty') return { problem: `${tag} is empty` };
  return { problem: `${tag} ${quoted(value)} was dropped: ${check.problem}` };
}

/** The first usable link among website, contact:website, contact:facebook, contact:instagram. */
export function chooseLink(tags: Record<string, string>): { link: string; notes: string[] } {
  const notes: string[] = [];
  for (const tag of LINK_TAGS) {
    const raw = tags[tag];
    if (raw === undefined || raw.trim() === '') continue;
    const result = linkFromTag(tag, raw);
    if ('problem' in result) {
      notes.push(result.problem);
      continue;
    }
    if (result.note) notes.push(result.note);
    return { link: result.url, notes };
  }
  return { link: '', notes };
}

// ------------------------------------------------------------------ services

const SERVICE_TAGS: readonly { service: string; tags: readonly string[] }[] = [
  { service: 'repair', tags: ['service:bicycle:repair'] },
  { service: 'rental', tags: ['service:bicycle:rental'] },
  { service: 'second-hand', tags: ['service:bicycle:second_hand', 'second_hand'] },
];

/** The services a shop is tagged with (yes or only), in a fixed order. */
export function servicesOf(tags: Record<string, string>): string[] {
  return SERVICE_TAGS.filter(({ tags: keys }) => keys.some((key) => /^(yes|only)$/i.test(tags[key] ?? ''))).map(({ service }) => service);
}

// ------------------------------------------------------------------ element

export function mapElement(element: OsmElement, places: PlaceTable): Mapped {
  const reference = `${element.type}/${element.id}`;
  const named = chooseName(element.tags);
  if (!named) return { kind: 'no-name', reference };
  const location = resolveLocation(element.tags, places);
  const link = chooseLink(element.tags);
  return {
    kind: 'candidate',
    candidate: {
      element,
      reference,
      name: named.name,
      location: location.location,
      place: location.place,
      link: link.link,
      source: formatOsmSource(element),
      services: servicesOf(element.tags),
      osmPage: osmElementUrl(element),
      notes: [...named.notes, ...location.notes, ...link.notes],
    },
  };
}
