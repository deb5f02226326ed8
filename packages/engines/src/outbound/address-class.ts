import { embeddedIPv4, type IpBytes, type IpRange, inRange, parseIp, range } from './ip-address.ts';

/** Why an address is not on the public internet, or `public`. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'shared'
  | 'multicast'
  | 'reserved';

/** Special-purpose ranges (IANA registries), most specific first. Everything else is public. */
const table: Array<[IpRange, Exclude<AddressClass, 'public'>]> = [
  // IPv4
  [range('0.0.0.0/8'), 'unspecified'],
  [range('127.0.0.0/8'), 'loopback'],
  [range('10.0.0.0/8'), 'private'],
  [range('172.16.0.0/12'), 'private'],
  [range('192.168.0.0/16'), 'private'],
  // Link-local, including the cloud metadata address 169.254.169.254.
  [range('169.254.0.0/16'), 'link_local'],
  // Carrier-grade NAT.
  [range('100.64.0.0/10'), 'shared'],
  [range('192.0.0.0/24'), 'reserved'],
  [range('192.0.2.0/24'), 'reserved'],
  [range('192.88.99.0/24'), 'reserved'],
  [range('198.18.0.0/15'), 'reserved'],
  [range('198.51.100.0/24'), 'reserved'],
  [range('203.0.113.0/24'), 'reserved'],
  [range('224.0.0.0/4'), 'multicast'],
  // Class E and the broadcast address.
  [range('240.0.0.0/4'), 'reserved'],
  // IPv6
  [range('::/128'), 'unspecified'],
  [range('::1/128'), 'loopback'],
  [range('fc00::/7'), 'private'],
  // Deprecated site-local: private in effect.
  [range('fec0::/10'), 'private'],
  [range('fe80::/10'), 'link_local'],
  [range('ff00::/8'), 'multicast'],
  // Local-use NAT64.
  [range('64:ff9b:1::/48'), 'private'],
  // Discard-only, Teredo and other IETF assignments, documentation.
  [range('100::/64'), 'reserved'],
  [range('2001::/23'), 'reserved'],
  [range('2001:db8::/32'), 'reserved'],
  [range('3fff::/20'), 'reserved'],
];

/** The class of an address given as bytes; IPv6 forms that carry an IPv4 address take that address's class. */
export function classifyBytes(address: IpBytes): AddressClass {
  const v4 = embeddedIPv4(address);
  if (v4) return classifyBytes(v4);
  for (const [r, kind] of table) if (inRange(address, r)) return kind;
  return 'public';
}

/**
 * Whether an IP address (text) may be reached from the open internet: `public`, or what it is instead. Text that
 * is not an IP address is `reserved` (never public), so a caller cannot be tricked by an unparsable value.
 */
export function classifyAddress(address: string): AddressClass {
  const bytes = parseIp(address);
  return bytes ? classifyBytes(bytes) : 'reserved';
}
