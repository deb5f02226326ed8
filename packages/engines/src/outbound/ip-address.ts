import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = Uint8Array;

/** A CIDR range: the network's bytes and how many leading bits must match. */
export interface IpRange {
  bytes: IpBytes;
  prefix: number;
}

function ipv4Bytes(text: string): IpBytes {
  return Uint8Array.from(text.split('.').map(Number));
}

function ipv6Bytes(text: string): IpBytes {
  const bytes = new Uint8Array(16);
  let rest = text;
  // A trailing dotted quad (`::ffff:127.0.0.1`) stands for the last two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  let tail: number[] = [];
  if (quad?.[1]) {
    const v4 = ipv4Bytes(quad[1]);
    tail = [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)];
    rest = rest.slice(0, -quad[1].length);
    if (rest.endsWith(':') && !rest.endsWith('::')) rest = rest.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const [head = '', after] = rest.split('::');
  const left = groups(head);
  const right = [...(after === undefined ? [] : groups(after)), ...tail];
  // Without `::` the groups already number eight; with it, zeros fill the gap.
  const all = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  all.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/**
 * The bytes of an IP address in its canonical spellings (dotted IPv4, IPv6 with an optional zone `%eth0` and
 * brackets), or null for anything else. Host names, and the legacy IPv4 spellings a URL parser accepts (decimal
 * `2130706433`, hex `0x7f.1`), are not addresses here: WHATWG URL parsing turns those into dotted form first.
 */
export function parseIp(text: string): IpBytes | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const address = bare.replace(/%.*$/, '');
  if (isIPv4(address)) return ipv4Bytes(address);
  if (isIPv6(address)) return ipv6Bytes(address);
  return null;
}

/** `a.b.c.d/n` or `x::y/n` (brackets allowed around IPv6); a bare address is its own /32 or /128. */
export function parseRange(text: string): IpRange | null {
  const slash = text.lastIndexOf('/');
  const address = slash === -1 ? text : text.slice(0, slash);
  const bytes = parseIp(address);
  if (!bytes) return null;
  const max = bytes.length * 8;
  if (slash === -1) return { bytes, prefix: max };
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { bytes, prefix } : null;
}

/** Whether `address` lies in `range` (same family only; see `embeddedIPv4` for IPv6 forms of IPv4). */
export function inRange(address: IpBytes, range: IpRange): boolean {
  if (address.length !== range.bytes.length) return false;
  const whole = Math.floor(range.prefix / 8);
  for (let i = 0; i < whole; i++) if (address[i] !== range.bytes[i]) return false;
  const bits = range.prefix % 8;
  if (bits === 0) return true;
  const mask = (0xff << (8 - bits)) & 0xff;
  return ((address[whole] ?? 0) & mask) === ((range.bytes[whole] ?? 0) & mask);
}

/** Shorthand for tables of ranges written as text; throws on a typo (programming error). */
export function range(text: string): IpRange {
  const parsed = parseRange(text);
  if (!parsed) throw new Error(`not a CIDR range: ${text}`);
  return parsed;
}

const mapped = range('::ffff:0:0/96');
const compatible = range('::/96');
const nat64 = range('64:ff9b::/96');
const sixToFour = range('2002::/16');

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it: IPv4-mapped (`::ffff:a.b.c.d`),
 * IPv4-compatible (`::a.b.c.d`, deprecated), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:AABB:CCDD::`).
 * Null for IPv4 input and for other IPv6 addresses. `::` and `::1` are not treated as IPv4.
 */
export function embeddedIPv4(address: IpBytes): IpBytes | null {
  if (address.length !== 16) return null;
  if (inRange(address, mapped) || inRange(address, nat64)) return address.slice(12, 16);
  if (inRange(address, compatible)) {
    const v4 = address.slice(12, 16);
    const asNumber = ((v4[0] ?? 0) << 24) | ((v4[1] ?? 0) << 16) | ((v4[2] ?? 0) << 8) | (v4[3] ?? 0);
    return asNumber === 0 || asNumber === 1 ? null : v4;
  }
  if (inRange(address, sixToFour)) return address.slice(2, 6);
  return null;
}
