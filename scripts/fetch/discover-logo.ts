/**
 * --discover: finds a listing owner's own mark on its linked page. In order of preference:
 * a JSON-LD `logo`, the largest apple-touch-icon, a square icon of at least 128 px, and
 * og:image only as a last resort (it is usually a banner or a photo, not a logo).
 */
import { attributeTokens, htmlElements } from '../../src/lib/html-read';
import { checkLink } from '../../src/pipeline/detect/links';

export type CandidateSource = 'JSON-LD logo' | 'apple-touch-icon' | 'icon' | 'og:image';

export interface LogoCandidate {
  url: string;
  source: CandidateSource;
}

export const MIN_ICON_SIDE = 128;

/**
 * At most this many of a page's candidates are downloaded, best first, and at most
 * MAX_CANDIDATES_PER_SOURCE of one kind (a page can list hundreds of icons, and trying each one
 * held one run for over an hour with 200–300 image requests per page).
 */
export const MAX_CANDIDATES_PER_PAGE = 4;
export const MAX_CANDIDATES_PER_SOURCE = 2;

/**
 * No new candidate is tried once this long has passed since the row's page was requested. One
 * download is itself bounded by the HTTP client's timeout, so a row ends within about this budget
 * plus one download.
 */
export const DISCOVERY_BUDGET_MS = 30_000;

/** The candidates to download, best first, within the caps, and how many are left untried. */
export function candidatesToTry(candidates: readonly LogoCandidate[]): { tried: LogoCandidate[]; untried: number } {
  const tried: LogoCandidate[] = [];
  const perSource = new Map<CandidateSource, number>();
  for (const candidate of candidates) {
    if (tried.length === MAX_CANDIDATES_PER_PAGE) break;
    const count = perSource.get(candidate.source) ?? 0;
    if (count === MAX_CANDIDATES_PER_SOURCE) continue;
    perSource.set(candidate.source, count + 1);
    tried.push(candidate);
  }
  return { tried, untried: candidates.length - tried.length };
}

/** "180x180" → 180; "any" or several sizes → the largest square one; 0 when unknown. */
function squareSize(sizes: string | undefined): number {
  let best = 0;
  for (const size of (sizes ?? '').toLowerCase().split(/\s+/)) {
    const match = /^(\d+)x(\d+)$/.exec(size);
    if (match && match[1] === match[2]) best = Math.max(best, Number(match[1]));
  }
  return best;
}

/** Every `logo` in JSON-LD, Organization-like nodes first; a logo may be a string or an ImageObject. */
function jsonLdLogos(json: unknown): string[] {
  const found: { url: string; organization: boolean }[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(record['@type'] ?? []).map(String);
    const organization = types.some((type) => /Organization|Corporation|LocalBusiness|Store|Brand|Person|SportsClub|Shop/i.test(type));
    const logo = record.logo;
    for (const item of ([] as unknown[]).concat(logo ?? [])) {
      if (typeof item === 'string') found.push({ url: item, organization });
      else if (item && typeof item === 'object') {
        const image = item as Record<string, unknown>;
        const url = image.url ?? image.contentUrl ?? image['@id'];
        if (typeof url === 'string') found.push({ url, organization });
      }
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'logo') visit(value, depth + 1);
  };
  visit(json, 0);
  return [...found.filter((item) => item.organization), ...found.filter((item) => !item.organization)].map((item) => item.url);
}

/** The candidates on a page, best first, as absolute https: addresses the pipeline accepts. */
export function findLogoCandidates(html: string, pageUrl: string): LogoCandidate[] {
  let base = pageUrl;
  const jsonLd: string[] = [];
  const touchIcons: { href: string; size: number }[] = [];
  const icons: { href: string; size: number }[] = [];
  const ogImages: string[] = [];
  for (const element of htmlElements(html, ['base', 'script', 'link', 'meta'])) {
    const { name, attributes } = element;
    if (name === 'base' && attributes.href && base === pageUrl) {
      try {
        base = new URL(attributes.href, pageUrl).href;
      } catch {
        // a broken <base> is ignored, as browsers do
      }
    } else if (name === 'script' && (attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') {
      jsonLd.push(element.text);
    } else if (name === 'link' && attributes.href) {
      const rels = attributeTokens(element, 'rel');
      const size = squareSize(attributes.sizes);
      if (rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed')) touchIcons.push({ href: attributes.href, size });
      else if (rels.includes('icon')) icons.push({ href: attributes.href, size });
    } else if (name === 'meta' && /^og:image(:secure_url|:url)?$/i.test(attributes.property ?? attributes.name ?? '') && attributes.content) {
      ogImages.push(attributes.content);
    }
  }

  const candidates: LogoCandidate[] = [];
  const seen = new Set<string>();
  const add = (href: string, source: CandidateSource) => {
    let url: string;
    try {
      url = new URL(href.trim(), base).href;
    } catch {
      return;
    }
    // Only an address the sheet can hold as it is: https, a real site name.
    if (checkLink(url).status !== 'ok' || seen.has(url)) return;
    seen.add(url);
    candidates.push({ url, source });
  };
  for (const text of jsonLd) {
    try {
      for (const url of jsonLdLogos(JSON.parse(text))) add(url, 'JSON-LD logo');
    } catch {
      // a page's broken JSON-LD is its own business; the other sources still count
    }
  }
  for (const icon of [...touchIcons].sort((a, b) => b.size - a.size)) add(icon.href, 'apple-touch-icon');
  for (const icon of [...icons].filter((icon) => icon.size >= MIN_ICON_SIDE).sort((a, b) => b.size - a.size)) add(icon.href, 'icon');
  for (const image of ogImages) add(image, 'og:image');
  return candidates;
}
