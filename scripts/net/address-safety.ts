/**
 * Which network addresses a command run on editor input may talk to.
 *
 * A sheet is editor input and CI may run data:fetch on a pull request, so an address in a cell
 * must never reach the machine itself, the local network or a cloud metadata service. The
 * check works on the resolved IP address (the one actually connected to), never on the
 * spelling of the host name: the WHATWG URL parser already turns `2130706433`, `0177.0.0.1`,
 * `0x7f.1` and `127.0.0.1.` into `127.0.0.1`, and this module unwraps IPv6 forms that carry
 * an IPv4 address (`::ffff:127.0.0.1`, `::127.0.0.1`, NAT64 `64:ff9b::`, 6to4 `2002::`).
 *
 * The ranges and their reasons live in src/pipeline/detect/ip-addresses.ts (pure, shared with the
 * pipeline's messages); this module adds Node's own IP parsing for any address a socket resolves.
 */
import { isIP } from 'node:net';
import { classifyIPv4, classifyIPv6, type AddressPolicy, type AddressVerdict } from '../../src/pipeline/detect/ip-addresses';

export type { AddressPolicy, AddressVerdict };

/**
 * Why an IP address may not be contacted, or null when it may.
 * Anything that is not an IP address is refused: the caller resolves names first.
 */
export function refusedAddressReason(address: string, policy: AddressPolicy = {}): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return classifyIPv4(bare, policy);
  if (family === 6) return classifyIPv6(bare, policy);
  return `'${address}' is not an IP address`;
}

/** The host of a parsed URL as an IP literal (brackets and a trailing dot removed), or null for a name. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return isIP(host) ? host : null;
}
