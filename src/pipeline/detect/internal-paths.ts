/**
 * Internal paths (a destination card's page): the path must resolve, the way a browser
 * resolves it, to a page of this site. Browsers read '\' as '/', drop tabs and line breaks
 * and decode some escapes, so '/\host' is another site; anything that is not a plain
 * path of this site is refused. Rule id: 'internal-path-off-site'.
 */
import { findHiddenCharacter } from './hidden-characters';

/** A stand-in for the site's own origin: only "is it still this origin?" matters. */
const SITE_BASE = new URL('https://padyak-hub.invalid/');

export type InternalPathCheck = { status: 'ok'; path: string } | { status: 'invalid'; problem: string };

export function checkInternalPath(raw: string): InternalPathCheck {
  const invalid = (why: string): InternalPathCheck => ({
    status: 'invalid',
    problem: `'${raw.length > 120 ? `${raw.slice(0, 120)}…` : raw}' is not a page of this site (${why}); write its path starting with '/', e.g. '/bike-destinations/spider-route'`,
  });
  if (!raw.startsWith('/')) return invalid("it does not start with '/'");
  if (raw.startsWith('//')) return invalid("a path starting with '//' opens another site");
  if (raw.includes('\\')) return invalid("browsers read '\\' as '/', which can open another site");
  if (/[\s?#]/.test(raw) || findHiddenCharacter(raw)) return invalid('it contains spaces, invisible characters, ? or #');
  if (/%(2f|5c|2e|00)/i.test(raw)) return invalid("it hides '/', '\\' or '.' behind a % code");
  if (raw.split('/').some((segment) => segment === '.' || segment === '..')) return invalid("it contains '.' or '..' steps");
  let resolved: URL;
  try {
    resolved = new URL(raw, SITE_BASE);
  } catch {
    return invalid('a browser cannot read it as an address');
  }
  if (resolved.origin !== SITE_BASE.origin) return invalid('a browser would open it on another site');
  return { status: 'ok', path: raw };
}
