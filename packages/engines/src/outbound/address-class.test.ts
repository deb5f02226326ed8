import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-class.ts';
import { embeddedIPv4, parseIp } from './ip-address.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['169.254.0.1', 'link_local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '126.255.255.255',
    '128.0.0.1',
  ])('IPv4 %s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each([
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf::1', 'link_local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b:1::1', 'private'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80e::200e', '2600::1'])('IPv6 %s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each([
    // IPv4-mapped, in both spellings (the URL parser writes the hex one).
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:a9fe:a9fe', 'link_local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    // IPv4-compatible (deprecated).
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::192.168.0.1', 'private'],
    // NAT64 and 6to4 carry an IPv4 address too.
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link_local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
  ])('an IPv6 form of IPv4, %s, is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('classifies the IPv6 forms of public IPv4 addresses as public', () => {
    expect(classifyAddress('::ffff:8.8.8.8')).toBe('public');
    expect(classifyAddress('64:ff9b::808:808')).toBe('public');
  });

  it('does not take names or junk for public addresses', () => {
    for (const text of ['localhost', 'example.com', '', '1.2.3', '1.2.3.4.5', '256.1.1.1', ':::', '0x7f.1']) {
      expect(classifyAddress(text), text).toBe('reserved');
    }
  });

  it('sees the legacy IPv4 spellings as the addresses a URL turns them into', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f000001/',
    ]) {
      expect(classifyAddress(new URL(url).hostname), url).toBe('loopback');
    }
    expect(classifyAddress(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback');
    expect(classifyAddress(new URL('http://0xa9.0xfe.0xa9.0xfe/').hostname)).toBe('link_local');
  });
});

describe('parseIp', () => {
  it('reads IPv6 with an embedded dotted quad, and the compressed forms', () => {
    expect(Array.from(parseIp('::ffff:1.2.3.4') ?? [])).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4,
    ]);
    expect(Array.from(parseIp('1:2:3:4:5:6:7.8.9.10') ?? [])).toEqual([
      0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 7, 8, 9, 10,
    ]);
    expect(Array.from(parseIp('fe80::') ?? []).slice(0, 3)).toEqual([0xfe, 0x80, 0]);
    expect(Array.from(parseIp('::') ?? [])).toEqual(new Array(16).fill(0));
  });

  it('finds the IPv4 address in mapped forms only', () => {
    expect(Array.from(embeddedIPv4(parseIp('::ffff:7f00:1')!) ?? [])).toEqual([127, 0, 0, 1]);
    expect(embeddedIPv4(parseIp('::1')!)).toBeNull();
    expect(embeddedIPv4(parseIp('2606:4700::1')!)).toBeNull();
    expect(embeddedIPv4(parseIp('127.0.0.1')!)).toBeNull();
  });
});
