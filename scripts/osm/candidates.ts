/**
 * From OpenStreetMap elements to the candidate sheet: map each element, leave out the shops
 * shops.csv already lists, order the rest for review, and count what happened to every element.
 * Pure: the caller reads the response and the data folder and writes the result.
 */
import { comparisonKey, linkKey, startsFormula, type CandidateRow, type DataIssue, type PlaceTable, type Shop } from '../../src/pipeline';
import { OSM_SOURCE, osmAlreadyListed, osmNoName, osmNotBikeShop, type OsmRuleId } from '../../src/pipeline/tool-rules/osm';
import { toFinding } from '../../src/pipeline/tool-rules';
import { cellHiddenCharacter } from '../../src/pipeline/rules/cell-hidden-character';
import { nameTooLong } from '../../src/pipeline/rules/name-too-long';
import type { OsmElement } from './overpass';
import { mapElement, type Candidate } from './map-element';

export interface AlreadyListed {
  reference: string;
  name: string;
  location: string;
  /** shops.csv row of the listing it matches, and how. */
  shopRow: number;
  because: 'name and place' | 'link';
}

export interface ImportSummary {
  elements: number;
  /** Elements in the response that are not tagged shop=bicycle (a saved response of another query). */
  notBikeShops: number;
  noName: string[]; // references, e.g. "node/1003"
  alreadyListed: AlreadyListed[];
  candidates: number;
  withLink: number;
  withoutPlace: number;
  /** Every element left out, as a finding of an OSM rule (src/pipeline/tool-rules/osm.ts). */
  findings: DataIssue<OsmRuleId>[];
}

export interface ImportResult {
  rows: CandidateRow[];
  summary: ImportSummary;
}

const nameAndPlace = (name: string, place: string) => `${comparisonKey(name)}\u0000${comparisonKey(place)}`;

/** Looks a candidate up among the listed shops the way the data check finds duplicates. */
function listedMatch(shops: readonly Shop[]): (candidate: Candidate) => { shop: Shop; because: AlreadyListed['because'] } | null {
  const byNameAndPlace = new Map<string, Shop>();
  const byLink = new Map<string, Shop>();
  for (const shop of shops) {
    const key = nameAndPlace(shop.name, shop.location);
    if (!byNameAndPlace.has(key)) byNameAndPlace.set(key, shop);
    if (shop.link && !byLink.has(linkKey(shop.link))) byLink.set(linkKey(shop.link), shop);
  }
  return (candidate) => {
    const samePlace = candidate.place ? byNameAndPlace.get(nameAndPlace(candidate.name, candidate.place.name)) : undefined;
    if (samePlace) return { shop: samePlace, because: 'name and place' };
    const sameLink = candidate.link ? byLink.get(linkKey(candidate.link)) : undefined;
    return sameLink ? { shop: sameLink, because: 'link' } : null;
  };
}

function byPlaceThenName(a: Candidate, b: Candidate): number {
  // Unplaced candidates last: they need the most work, and an editor reviews place by place.
  if ((a.place === null) !== (b.place === null)) return a.place === null ? 1 : -1;
  return a.location.localeCompare(b.location, 'en') || a.name.localeCompare(b.name, 'en') || a.element.type.localeCompare(b.element.type) || a.element.id - b.element.id;
}

/** Notes that only make sense next to the other rows: a same-named shop listed elsewhere, a twin in this sheet. */
function crossNotes(candidates: readonly Candidate[], shops: readonly Shop[]): void {
  const listedByName = new Map<string, Shop[]>();
  for (const shop of shops) {
    const key = comparisonKey(shop.name);
    listedByName.set(key, [...(listedByName.get(key) ?? []), shop]);
  }
  const firstByNameAndPlace = new Map<string, Candidate>();
  for (const candidate of candidates) {
    for (const shop of listedByName.get(comparisonKey(candidate.name)) ?? []) {
      candidate.notes.push(`shops.csv row ${shop.sourceRow} lists '${shop.name}' in ${shop.location}; check whether this is the same shop or another branch`);
    }
    const key = nameAndPlace(candidate.name, candidate.location);
    const twin = firstByNameAndPlace.get(key);
    if (twin) candidate.notes.push(`same name and place as ${twin.reference} above; check whether OpenStreetMap maps one shop twice`);
    else firstByNameAndPlace.set(key, candidate);
  }
}

function toRow(candidate: Candidate): CandidateRow {
  // What the data check would refuse in shops.csv is said here, before an editor copies the row.
  const hidden = cellHiddenCharacter.check(candidate.name);
  if (hidden !== null) candidate.notes.push(`the name cannot go into shops.csv as it is: ${hidden.sentence}`);
  const tooLong = nameTooLong.check(candidate.name, { column: 'name', what: 'shop' });
  if (tooLong !== null) candidate.notes.push(tooLong.sentence);
  if (startsFormula(candidate.name)) {
    const first = candidate.name.codePointAt(0) ?? 0;
    const shown =
      first > 0x20 && first !== 0x85 && (first < 0x2028 || first > 0x2029)
        ? `'${String.fromCodePoint(first)}'`
        : `U+${first.toString(16).toUpperCase().padStart(4, '0')}`;
    candidate.notes.push(`the name starts with ${shown}, which spreadsheets run as a formula, so an apostrophe was put in front; check the shop's real name`);
  }
  return {
    name: candidate.name,
    location: candidate.location,
    link: candidate.link,
    logo: '',
    source: candidate.source,
    services: candidate.services.join('; '),
    osm_page: candidate.osmPage,
    note: candidate.notes.join('; '),
  };
}

export function buildCandidates(elements: readonly OsmElement[], shops: readonly Shop[], places: PlaceTable): ImportResult {
  const summary: ImportSummary = { elements: elements.length, notBikeShops: 0, noName: [], alreadyListed: [], candidates: 0, withLink: 0, withoutPlace: 0, findings: [] };
  // An element is not in any file of ours: its findings point at OpenStreetMap and quote its reference.
  const fromOsm = { file: OSM_SOURCE, row: null, column: null };
  const listed = listedMatch(shops);
  const candidates: Candidate[] = [];
  for (const element of elements) {
    if (element.tags.shop !== 'bicycle') {
      summary.notBikeShops++;
      summary.findings.push(toFinding(osmNotBikeShop, fromOsm, { reference: `${element.type}/${element.id}` }));
      continue;
    }
    const mapped = mapElement(element, places);
    if (mapped.kind === 'no-name') {
      summary.noName.push(mapped.reference);
      summary.findings.push(toFinding(osmNoName, { ...fromOsm, column: 'name' }, { reference: mapped.reference }));
      continue;
    }
    const { candidate } = mapped;
    const match = listed(candidate);
    if (match) {
      const left: AlreadyListed = {
        reference: candidate.reference,
        name: candidate.name,
        location: candidate.location,
        shopRow: match.shop.sourceRow,
        because: match.because,
      };
      summary.alreadyListed.push(left);
      summary.findings.push(toFinding(osmAlreadyListed, fromOsm, left));
      continue;
    }
    candidates.push(candidate);
  }
  candidates.sort(byPlaceThenName);
  crossNotes(candidates, shops);
  summary.candidates = candidates.length;
  summary.withLink = candidates.filter((candidate) => candidate.link !== '').length;
  summary.withoutPlace = candidates.filter((candidate) => candidate.place === null).length;
  return { rows: candidates.map(toRow), summary };
}
