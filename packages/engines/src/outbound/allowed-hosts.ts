import { isIP } from 'node:net';
import { embeddedIPv4, type IpRange, inRange, parseIp, parseRange } from './ip-address.ts';

/** One ENGINE_ALLOWED_HOSTS entry: a host name or an address range, on any port or on one port. */
type Entry = { kind: 'name'; name: string; port?: number } | { kind: 'range'; range: IpRange; port?: number };

/** The operator's allow-list: hosts that engine requests may reach although they are not public. */
export interface AllowedHosts {
  /** Entries as given, for messages. */
  readonly entries: readonly string[];
  /** The host name (as written in the URL, not an address) is allowed on this port. */
  allowsName(hostname: string, port: number): boolean;
  /** The address connected to is allowed on this port. */
  allowsAddress(address: string, port: number): boolean;
}

export class AllowedHostsError extends Error {
  constructor(entry: string) {
    super(
      `"${entry}" is not a host name, IP address or CIDR range, optionally with :port (e.g. localhost:11434, 10.0.0.0/8, [fd00::]/8:8080)`,
    );
    this.name = 'AllowedHostsError';
  }
}

/** Lower case, without the trailing dot of a fully qualified name or the brackets of an IPv6 literal. */
export function normalizeHostname(hostname: string): string {
  const lower = hostname.toLowerCase().replace(/\.$/, '');
  return lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
}

const hostName = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*$/;

function parsePort(text: string | undefined, entry: string): number | undefined {
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65_535) throw new AllowedHostsError(entry);
  return port;
}

function parseEntry(raw: string): Entry {
  const entry = raw.trim().toLowerCase();
  // `[v6]`, `[v6]:port`, `[v6]/n`, `[v6]/n:port`
  const bracketed = /^\[([^\]]+)\](\/\d{1,3})?(?::(\d+))?$/.exec(entry);
  if (bracketed) {
    const r = parseRange(`${bracketed[1]}${bracketed[2] ?? ''}`);
    if (r?.bytes.length !== 16) throw new AllowedHostsError(raw);
    return { kind: 'range', range: r, port: parsePort(bracketed[3], raw) };
  }
  // A bare IPv6 address or range has colons of its own: no port can follow it.
  const bare = parseRange(entry);
  if (bare) return { kind: 'range', range: bare };
  const colon = entry.lastIndexOf(':');
  const [host, portText] =
    colon === -1 ? [entry, undefined] : [entry.slice(0, colon), entry.slice(colon + 1)];
  const port = parsePort(portText, raw);
  const r = parseRange(host);
  if (r) return { kind: 'range', range: r, port };
  const name = normalizeHostname(host);
  if (!hostName.test(name) || name.includes(':')) throw new AllowedHostsError(raw);
  return { kind: 'name', name, port };
}

const portMatches = (entry: Entry, port: number) => entry.port === undefined || entry.port === port;

/** Parses ENGINE_ALLOWED_HOSTS entries (already split); throws AllowedHostsError naming a bad entry. */
export function parseAllowedHosts(entries: readonly string[]): AllowedHosts {
  const parsed = entries.filter((e) => e.trim() !== '').map(parseEntry);
  return {
    entries: [...entries],
    allowsName(hostname, port) {
      const name = normalizeHostname(hostname);
      if (isIP(name)) return false;
      return parsed.some((e) => e.kind === 'name' && e.name === name && portMatches(e, port));
    },
    allowsAddress(address, port) {
      const bytes = parseIp(address);
      if (!bytes) return false;
      // An allowed IPv4 range also allows the IPv6 forms that carry its addresses.
      const v4 = embeddedIPv4(bytes);
      return parsed.some(
        (e) =>
          e.kind === 'range' &&
          portMatches(e, port) &&
          (inRange(bytes, e.range) || (v4 !== null && inRange(v4, e.range))),
      );
    },
  };
}
