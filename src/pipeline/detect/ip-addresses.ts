/**
 * Which IP addresses may be contacted, in words for the report. Pure (no node:*), so the pipeline
 * (and the /editors page) can say why an address like https://192.168.1.5/logo.png is refused,
 * and scripts/net/address-safety.ts applies the same ranges to every address a request connects to.
 * The ranges are IANA's special-purpose registries; see address-safety.ts for why.
 */
export interface AddressPolicy {
  /** Lets loopback (127.0.0.0/8, ::1) through, for tests against servers on 127.0.0.1; nothing else. */
  allowLoopback?: boolean;
}

/** Why an address is refused, in words for the report; null when it may be contacted. */
export type AddressVerdict = string | null;

interface Range4 {
  base: number;
  bits: number;
  reason: string;
}

const ipv4 = (text: string): number => text.split('.').reduce((value, part) => value * 256 + Number(part), 0);
const range4 = (cidr: string, reason: string): Range4 => {
  const [base = '', bits = '32'] = cidr.split('/');
  return { base: ipv4(base), bits: Number(bits), reason };
};

const LOOPBACK_REASON = 'a loopback address (this machine)';

// IANA special-purpose registries; everything here is unreachable or must stay unreachable.
const REFUSED_V4: Range4[] = [
  range4('0.0.0.0/8', 'an unspecified address ("this network")'),
  range4('10.0.0.0/8', 'a private network address'),
  range4('100.64.0.0/10', 'a carrier-grade NAT address (shared, not public)'),
  range4('127.0.0.0/8', LOOPBACK_REASON),
  range4('169.254.0.0/16', 'a link-local address (where cloud metadata services live)'),
  range4('172.16.0.0/12', 'a private network address'),
  range4('192.0.0.0/24', 'an IETF protocol address (some clouds serve metadata here)'),
  range4('192.0.2.0/24', 'a documentation address'),
  range4('192.88.99.0/24', 'a 6to4 relay address'),
  range4('192.168.0.0/16', 'a private network address'),
  range4('198.18.0.0/15', 'a benchmarking network address'),
  range4('198.51.100.0/24', 'a documentation address'),
  range4('203.0.113.0/24', 'a documentation address'),
  range4('224.0.0.0/4', 'a multicast address'),
  range4('240.0.0.0/4', 'a reserved address (or broadcast)'),
];

function inRange4(value: number, range: Range4): boolean {
  if (range.bits === 0) return true;
  const size = 2 ** (32 - range.bits);
  return Math.floor(value / size) === Math.floor(range.base / size);
}

export function classifyIPv4(text: string, policy: AddressPolicy): AddressVerdict {
  const value = ipv4(text);
  for (const range of REFUSED_V4) {
    if (!inRange4(value, range)) continue;
    if (range.reason === LOOPBACK_REASON && policy.allowLoopback) return null;
    return range.reason;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (already known to be valid). */
function ipv6Groups(text: string): number[] {
  let address = text.toLowerCase().replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const value = ipv4(tail[1] as string);
    address = `${address.slice(0, -(tail[1] as string).length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

const dotted = (high: number, low: number): string => [high >> 8, high & 255, low >> 8, low & 255].join('.');

export function classifyIPv6(text: string, policy: AddressPolicy): AddressVerdict {
  const groups = ipv6Groups(text);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);

  if (zeroUpTo(8)) return 'an unspecified address (::)';
  if (zeroUpTo(7) && g7 === 1) return policy.allowLoopback ? null : `${LOOPBACK_REASON} (::1)`;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and IPv4-compatible (::a.b.c.d):
  // the embedded IPv4 address decides.
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0)) return classifyIPv4(dotted(g6, g7), policy);
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return classifyIPv4(dotted(g6, g7), policy);
  // NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48) reaches the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b) return classifyIPv4(dotted(g6, g7), policy) ?? (g2 === 1 ? 'a local-use NAT64 address' : null);
  // 6to4 (2002::/16) embeds an IPv4 address in groups 1–2.
  if (g0 === 0x2002) return classifyIPv4(dotted(g1, g2), policy);
  if (g0 === 0x2001 && g1 === 0) return 'a Teredo tunnel address';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'a documentation address';
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'a discard-only address';
  if ((g0 & 0xfe00) === 0xfc00) return 'a unique-local (private) address';
  if ((g0 & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((g0 & 0xffc0) === 0xfec0) return 'a site-local (private) address';
  if ((g0 & 0xff00) === 0xff00) return 'a multicast address';
  return null;
}

/**
 * The IP address a parsed URL's host names, when the host is an IP literal: the WHATWG URL parser
 * writes IPv4 as four decimal numbers (2130706433 and 0x7f.1 become 127.0.0.1) and IPv6 in brackets.
 * Null for a host name.
 */
export function ipLiteralHost(hostname: string): { address: string; family: 4 | 6 } | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return { address: hostname, family: 4 };
  if (/^\[[0-9a-f:.]+\]$/i.test(hostname)) return { address: hostname.slice(1, -1), family: 6 };
  return null;
}

/** Why the IP address of a URL's host may not be contacted, or null when it may (or the host is a name). */
export function refusedIpLiteralReason(hostname: string, policy: AddressPolicy = {}): AddressVerdict {
  const literal = ipLiteralHost(hostname);
  if (literal === null) return null;
  return literal.family === 4 ? classifyIPv4(literal.address, policy) : classifyIPv6(literal.address, policy);
}
