/** Outbound links: absolute web addresses only, read the way a browser reads them. */
import { describeHiddenCharacter, findHiddenCharacter } from './hidden-characters';
import { lookalikeHostProblem, lookalikePunctuation } from './hostnames';
import { ipLiteralHost, refusedIpLiteralReason } from './ip-addresses';

export type LinkCheck =
  | { status: 'empty' }
  | { status: 'ok'; url: string }
  | { status: 'insecure'; url: string; problem: string } // http: kept, reported for review
  | { status: 'invalid'; problem: string; rule: LinkRuleId; ipAddress?: IpAddressHost };

/** A link whose host is an IP address: the address, and why it is never contacted (null: a public one). */
export interface IpAddressHost {
  address: string;
  refused: string | null;
}

/** Which rule an unusable link breaks (see src/pipeline/rules/link-*.ts). */
export type LinkRuleId = 'link-too-long' | 'link-lookalike-host' | 'link-invalid';

/**
 * The longest link accepted. Browsers and servers cope with about this much, real pages are
 * far shorter, and a link is printed on several pages. Rule id: 'link-too-long'.
 */
export const MAX_LINK_LENGTH = 2048;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_LABELS = /^(?=.{1,253}$)([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}$/i;

/** Checks that a cell is an absolute http(s) address with a real host name. */
export function checkLink(raw: string): LinkCheck {
  const text = raw.trim();
  if (text === '') return { status: 'empty' };
  if (text.length > MAX_LINK_LENGTH) {
    return {
      status: 'invalid',
      rule: 'link-too-long',
      problem: `the link is ${text.length.toLocaleString('en-US')} characters long; links longer than ${MAX_LINK_LENGTH.toLocaleString('en-US')} characters are not accepted, so paste the page's own shorter address`,
    };
  }
  const hidden = findHiddenCharacter(text);
  if (hidden) return { status: 'invalid', rule: 'link-invalid', problem: describeHiddenCharacter(hidden) };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return noSchemeProblem(text);
  if (scheme !== 'https' && scheme !== 'http') {
    return {
      status: 'invalid',
      rule: 'link-invalid',
      problem: `'${text.slice(0, 60)}' uses '${scheme}:', which is not a web page; only https:// (or http://) addresses can be listed`,
    };
  }
  if (/\s/.test(text) || !/^https?:\/\/[^/]/i.test(text)) {
    return { status: 'invalid', rule: 'link-invalid', problem: `'${text}' is not a well-formed web address; copy it again from the browser's address bar` };
  }
  if (text.includes('\\')) {
    return {
      status: 'invalid',
      rule: 'link-invalid',
      problem: `'${text}' contains a backslash (\\), which browsers read as '/', so the link would not open the page it seems to; write the address with '/'`,
    };
  }
  // The host as typed (the parsed one is punycode). A look-alike of '/', '.' or ':' in it is judged
  // first: the URL parser keeps it inside the host, so the address names a different site from the
  // one it shows, or none at all.
  const typedHost = (/^https?:\/\/([^/?#]*)/i.exec(text)?.[1] ?? '').replace(/:\d*$/, '');
  if (lookalikePunctuation(typedHost)) {
    return { status: 'invalid', rule: 'link-lookalike-host', problem: `'${text}': ${lookalikeHostProblem(typedHost)}` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { status: 'invalid', rule: 'link-invalid', problem: `'${text}' is not a well-formed web address; copy it again from the browser's address bar` };
  }
  const ipProblem = ipAddressProblem(text, url);
  if (ipProblem) return ipProblem;
  if (!HOST_LABELS.test(url.hostname) || url.username !== '' || url.password !== '') {
    return {
      status: 'invalid',
      rule: 'link-invalid',
      problem: `'${text}' has no valid site name after '${scheme}://'; copy the address again from the browser's address bar`,
    };
  }
  // A '%' in the typed host is decoded by the browser.
  if (typedHost.includes('%')) {
    return { status: 'invalid', rule: 'link-invalid', problem: `'${text}' hides letters of its site name behind % codes; type the address again by hand` };
  }
  const lookalike = lookalikeHostProblem(typedHost);
  if (lookalike) return { status: 'invalid', rule: 'link-lookalike-host', problem: `'${text}': ${lookalike}` };
  if (scheme === 'http') {
    return { status: 'insecure', url: text, problem: `'${text}' is not secure (http:); use the https:// address if the site has one` };
  }
  return { status: 'ok', url: text };
}

type InvalidLink = Extract<LinkCheck, { status: 'invalid' }>;

/** A link with no scheme: a site name missing its https://, or not a web address at all. */
function noSchemeProblem(text: string): InvalidLink {
  const looksLikeSite = /^(www\.|([a-z0-9-]+\.)+[a-z]{2,}(\/|$))/i.test(text) && !/^[^/]*\.(html?|php|aspx?|png|jpe?g|gif|svg|webp|pdf|csv)(\/|$)/i.test(text);
  return {
    status: 'invalid',
    rule: 'link-invalid',
    problem: looksLikeSite
      ? `'${text}' is missing https:// at the start; write the full address, e.g. 'https://${text}'`
      : `'${text}' is not a full web address; paste the page's full address starting with https://`,
  };
}

/** A link whose host is an IP address (and no user name): refused when the address is local or private, or else a bare address; null otherwise. */
function ipAddressProblem(text: string, url: URL): InvalidLink | null {
  const literal = ipLiteralHost(url.hostname);
  if (literal === null || url.username !== '' || url.password !== '') return null;
  const ipAddress = { address: literal.address, refused: refusedIpLiteralReason(url.hostname) };
  return {
    status: 'invalid',
    rule: 'link-invalid',
    ipAddress,
    problem: ipAddress.refused
      ? `'${text}' points at ${ipAddress.address}, ${ipAddress.refused}, not at a public site; the site never links to or downloads from local or private addresses, so paste the page's public address`
      : `'${text}' names a bare network address (${ipAddress.address}) instead of a site name; paste the address with the site's name, as the browser's address bar shows it`,
  };
}

/**
 * A key for "the same page": scheme, www., case of the host, trailing slash and #fragment do
 * not matter. Keyed on what the WHATWG URL parser returns, so a link is keyed on the site a
 * browser opens ('https://a.example\\@b.example/' is a.example, as browsers read it).
 */
export function linkKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.toLowerCase();
  }
  const host = parsed.hostname.replace(/^(www|m|web)\./, '');
  const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
  return `${host}${path}${parsed.search}`;
}
