import { ipLiteralOf, refusedAddressReason } from '../../../scripts/net/address-safety';

/** The host a URL parser would connect to, as the client sees it. */
const hostOf = (address: string) => ipLiteralOf(new URL(address)) ?? new URL(address).hostname;
const verdict = (address: string, allowLoopback = false) => refusedAddressReason(hostOf(address), { allowLoopback });

describe('refusedAddressReason', () => {
  test.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.0.0.1./',
    'http://127.255.255.254/',
  ])('every spelling of IPv4 loopback is refused: %s', (address) => {
    expect(verdict(address)).toMatch(/loopback/);
  });

  test.each([
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:0:127.0.0.1]/',
  ])('every spelling of IPv6 loopback and IPv4-mapped loopback is refused: %s', (address) => {
    expect(verdict(address)).toMatch(/loopback/);
  });

  test.each([
    ['http://0/', /unspecified/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://[::]/', /unspecified/],
    ['http://10.1.2.3/', /private/],
    ['http://172.16.0.1/', /private/],
    ['http://172.31.255.255/', /private/],
    ['http://192.168.1.1/', /private/],
    ['http://3232235777/', /private/], // 192.168.1.1 as one decimal number
    ['http://100.64.0.1/', /carrier-grade/],
    ['http://100.100.100.200/', /carrier-grade/], // Alibaba Cloud metadata
    ['http://169.254.169.254/', /link-local/], // AWS, GCP, Azure metadata
    ['http://[::ffff:169.254.169.254]/', /link-local/],
    ['http://[64:ff9b::a9fe:a9fe]/', /link-local/], // NAT64 of 169.254.169.254
    ['http://[2002:a9fe:a9fe::]/', /link-local/], // 6to4 of 169.254.169.254
    ['http://192.0.0.192/', /IETF/], // Oracle Cloud metadata
    ['http://[fd00:ec2::254]/', /unique-local/], // AWS IPv6 metadata
    ['http://[fe80::1]/', /link-local/],
    ['http://[fc00::1]/', /unique-local/],
    ['http://224.0.0.1/', /multicast/],
    ['http://[ff02::1]/', /multicast/],
    ['http://255.255.255.255/', /reserved|broadcast/],
  ])('%s is refused', (address, reason) => {
    expect(verdict(address)).toMatch(reason);
  });

  test.each(['http://93.184.215.14/', 'http://8.8.8.8/', 'http://[2606:4700::1111]/', 'http://[::ffff:8.8.8.8]/', 'http://172.32.0.1/', 'http://100.128.0.1/'])(
    'a public address is allowed: %s',
    (address) => {
      expect(verdict(address)).toBeNull();
    },
  );

  test('allowLoopback lets loopback through and nothing else', () => {
    expect(verdict('http://127.0.0.1/', true)).toBeNull();
    expect(verdict('http://[::1]/', true)).toBeNull();
    expect(verdict('http://[::ffff:127.0.0.1]/', true)).toBeNull();
    for (const address of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://0/', 'http://[fe80::1]/', 'http://192.168.0.1/', 'http://[::]/']) {
      expect(verdict(address, true)).not.toBeNull();
    }
  });

  test('a host name is not an address: the caller must resolve it first', () => {
    expect(refusedAddressReason('localhost')).toMatch(/not an IP address/);
  });
});
