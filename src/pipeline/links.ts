/** Outbound links: absolute web addresses only. */

export type LinkCheck =
  | { status: 'empty' }
  | { status: 'ok'; url: string }
  | { status: 'insecure'; url: string; problem: string } // http: kept, reported for review
  | { status: 'invalid'; problem: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_LABELS = /^(?=.{1,253}$)([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}$/i;

/** Checks that a cell is an absolute http(s) address with a real host name. */
export function checkLink(raw: string): LinkCheck {
  const text = raw.trim();
  if (text === '') return { status: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    const looksLikeSite =
      /^(www\.|([a-z0-9-]+\.)+[a-z]{2,}(\/|$))/i.test(text) && !/^[^/]*\.(html?|php|aspx?|png|jpe?g|gif|svg|webp|pdf|csv)(\/|$)/i.test(text);
    return {
      status: 'invalid',
      problem: looksLikeSite
        ? `'${text}' is missing https:// at the start; write the full address, e.g. 'https://${text}'`
        : `'${text}' is not a full web address; paste the page's full address starting with https://`,
    };
  }
  if (scheme !== 'https' && scheme !== 'http') {
    return {
      status: 'invalid',
      problem: `'${text.slice(0, 60)}' uses '${scheme}:', which is not a web page; only https:// (or http://) addresses can be listed`,
    };
  }
  if (/\s/.test(text) || !/^https?:\/\/[^/]/i.test(text)) {
    return { status: 'invalid', problem: `'${text}' is not a well-formed web address; copy it again from the browser's address bar` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { status: 'invalid', problem: `'${text}' is not a well-formed web address; copy it again from the browser's address bar` };
  }
  if (!HOST_LABELS.test(url.hostname) || url.username !== '' || url.password !== '') {
    return { status: 'invalid', problem: `'${text}' has no valid site name after '${scheme}://'; copy the address again from the browser's address bar` };
  }
  if (scheme === 'http') {
    return { status: 'insecure', url: text, problem: `'${text}' is not secure (http:); use the https:// address if the site has one` };
  }
  return { status: 'ok', url: text };
}

/** A key for "the same page": scheme, www., case of the host, trailing slash and #fragment do not matter. */
export function linkKey(url: string): string {
  // A regular expression rather than new URL(): this runs once per row on large sheets.
  const parts = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)(\?[^#]*)?/i.exec(url);
  if (!parts) return url.toLowerCase();
  const host = (parts[1] ?? '').toLowerCase().replace(/^(www|m|web)\./, '');
  const path = (parts[2] ?? '').replace(/\/+$/, '').toLowerCase();
  return `${host}${path}${parts[3] ?? ''}`;
}
