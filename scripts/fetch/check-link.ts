/**
 * Is a listing's link still alive? HEAD first (cheap), GET when HEAD is refused or fails;
 * redirects are followed by the client and recorded here.
 *
 * Facebook and Instagram answer anonymous clients with a login page, odd statuses (400, 302 to
 * a login form, even 404 for pages that exist) or rate limits. Their answer cannot tell a live
 * page from a removed one, so for those hosts any HTTP answer counts as "reachable, not
 * confirmed" and only a failure to reach the site at all (DNS, TLS) is reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HttpError, type HttpClient, type HttpResponse, type Redirect } from '../net/http-client';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';
import { getDomain } from 'tldts';

export const LINKS_FILE = 'cache/links.json';

const redirectSchema = z.object({ url: z.string(), status: z.number(), location: z.string() });
export const linkResultSchema = z.object({
  outcome: z.enum([
    'alive', // a 2xx answer, perhaps after redirects within the same site
    'moved', // a permanent redirect to another site: the sheet should carry the new address
    'dead', // 404, 410, a name that does not resolve, a broken certificate, no answer after retries
    'login-wall', // Facebook / Instagram: reachable, but whether the page exists cannot be told
    'unconfirmed', // answered, but with a status that says nothing about the page (401, 403, 429, 5xx…)
    'refused', // the address leads to a private or local network address: never requested
  ]),
  /** The last HTTP status seen, or null when nothing answered. */
  status: z.number().nullable(),
  finalUrl: z.string().nullable(),
  redirects: z.array(redirectSchema),
  /** For anything but 'alive': why, in words for the report. */
  reason: z.string().nullable(),
  checkedAt: z.string(),
  /** The last time the link answered as alive (kept across runs). */
  lastAliveAt: z.string().nullable(),
});
export type LinkResult = z.infer<typeof linkResultSchema>;

export const linksFileSchema = z.object({ version: z.literal(1), links: z.record(z.string(), linkResultSchema) });
export type LinksFile = z.infer<typeof linksFileSchema>;

const LOGIN_WALL_HOSTS = /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|instagr\.am)$/i;
export const isLoginWallHost = (url: string): boolean => {
  try {
    return LOGIN_WALL_HOSTS.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** The site an address belongs to: its registrable domain by the Public Suffix List (tldts), so www., m. or shop. do not count as a move; the host itself for an IP address. */
const siteOf = (url: string) => {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return getDomain(host) ?? host;
};

/** HEAD answers that mean "ask again with GET" rather than anything about the page. */
const HEAD_UNRELIABLE = (status: number) => status === 405 || status === 501 || status === 400 || status === 403 || status === 404 || status >= 500;

async function ask(client: HttpClient, url: string): Promise<HttpResponse | HttpError> {
  let head: HttpResponse | HttpError;
  try {
    head = await client.head(url, { accept: 'text/html,*/*;q=0.5' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    head = error;
  }
  // A name that does not resolve or an address refused will not change with GET.
  if (head instanceof HttpError ? ['dns', 'refused-address', 'bad-address', 'tls'].includes(head.code) : !HEAD_UNRELIABLE(head.status)) return head;
  try {
    return await client.get(url, { accept: 'text/html,*/*;q=0.5', maxBytes: 2 * 1024 * 1024 });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error;
  }
}

export async function checkListingLink(client: HttpClient, url: string, previous: LinkResult | undefined, now: () => Date): Promise<LinkResult> {
  const checkedAt = now().toISOString();
  const loginWall = isLoginWallHost(url);
  const answer = await ask(client, url);
  const base = { checkedAt, lastAliveAt: previous?.lastAliveAt ?? null };

  if (answer instanceof HttpError) {
    const redirects = [...answer.redirects];
    const result = (outcome: LinkResult['outcome'], reason: string): LinkResult => ({ outcome, status: null, finalUrl: null, redirects, reason, ...base });
    switch (answer.code) {
      case 'too-large': // it answered with a (large) page: alive
        return { outcome: 'alive', status: 200, finalUrl: answer.url, redirects, reason: null, checkedAt, lastAliveAt: checkedAt };
      case 'refused-address':
      case 'bad-address':
        return result('refused', answer.message);
      case 'dns':
        return result('dead', 'the site name no longer exists (DNS)');
      case 'tls':
        return result('dead', `the site's secure connection is broken (${answer.message})`);
      case 'timeout':
      case 'network':
        return result('dead', `no answer after 3 tries (${answer.message})`);
      default:
        return result(loginWall ? 'login-wall' : 'dead', answer.message);
    }
  }

  const { status, redirects } = answer;
  const finalUrl = answer.url;
  const common = { status, finalUrl, redirects, ...base };
  if (loginWall) {
    const alive = status >= 200 && status < 300 && !/login|accounts/i.test(new URL(finalUrl).pathname);
    return alive
      ? { ...common, outcome: 'alive', reason: null, lastAliveAt: checkedAt }
      : {
          ...common,
          outcome: 'login-wall',
          reason: `${new URL(url).hostname} shows anonymous visitors a login page (HTTP ${status}); open the link in a signed-in browser to confirm it`,
        };
  }
  if (status === 404 || status === 410) return { ...common, outcome: 'dead', reason: `the page is gone (HTTP ${status})` };
  if (status < 200 || status >= 300)
    return { ...common, outcome: 'unconfirmed', reason: `the site answered HTTP ${status}, which does not say whether the page exists; open it in a browser` };
  const permanent = redirects.some((hop) => hop.status === 301 || hop.status === 308);
  if (permanent && siteOf(finalUrl) !== siteOf(url)) {
    return { ...common, outcome: 'moved', reason: `the page has moved for good to ${finalUrl}`, lastAliveAt: checkedAt };
  }
  return { ...common, outcome: 'alive', reason: null, lastAliveAt: checkedAt };
}

export function readLinksFile(dataDir: string): LinksFile {
  const file = path.join(dataDir, LINKS_FILE);
  if (!existsSync(file)) return { version: 1, links: {} };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    json = null;
  }
  const parsed = linksFileSchema.safeParse(json);
  // A file this version does not understand is rebuilt by this run: it only remembers past checks.
  return parsed.success ? parsed.data : { version: 1, links: {} };
}

export function writeLinksFile(dataDir: string, links: LinksFile): void {
  const sorted: Record<string, LinkResult> = {};
  for (const key of Object.keys(links.links).sort()) sorted[key] = links.links[key] as LinkResult;
  writeFileAtomic(path.join(dataDir, LINKS_FILE), `${JSON.stringify({ version: 1, links: sorted }, null, 2)}\n`);
}

export type { Redirect };
