import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { EngineFetch } from '../types.ts';
import { classifyAddress } from './address-class.ts';
import { type AllowedHosts, normalizeHostname, parseAllowedHosts } from './allowed-hosts.ts';
import { BlockedAddressError } from './blocked-address-error.ts';

/** Resolves a host name to every address it has (injectable for tests). */
export type ResolveAll = (hostname: string) => Promise<string[]>;

export interface GuardedFetchOptions {
  /** ENGINE_ALLOWED_HOSTS entries: host names, IP addresses or CIDR ranges, optionally with `:port`. */
  allowedHosts?: readonly string[];
  resolve?: ResolveAll;
  /** Connection (not request) timeout; undici's default is 10 s. */
  connectTimeoutMs?: number;
  /** Certificate authorities to trust instead of Node's (tests, or an operator's internal CA). */
  ca?: string | string[];
}

export interface GuardedFetch {
  fetch: EngineFetch;
  allowedHosts: AllowedHosts;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

const resolveWithDns: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The address to connect to for a URL's host and port, or a BlockedAddressError. A host name the operator
 * allowed connects as usual. Otherwise every address the name resolves to must be public or allowed by
 * address (one blocked answer refuses the name, so a rebinding DNS server cannot mix one in), and the
 * connection is pinned to the checked address, so the name is not resolved a second time.
 */
export async function addressToConnect(
  hostname: string,
  port: number,
  allowed: AllowedHosts,
  resolve: ResolveAll,
): Promise<string | null> {
  const host = normalizeHostname(hostname);
  if (allowed.allowsName(host, port)) return null;
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== 'public' && !allowed.allowsAddress(address, port)) {
      throw new BlockedAddressError(host, address, kind);
    }
  }
  return addresses[0] ?? null;
}

/**
 * A `fetch` whose every connection, including those made for redirects, is checked where it is made: after DNS
 * resolution, on the address actually connected to. Loopback, private, link-local, shared (CGNAT), multicast,
 * reserved and unspecified addresses, in IPv4 and in every IPv6 form that carries IPv4, are refused unless the
 * operator allows them; schemes other than http and https are refused.
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const allowed = parseAllowedHosts(options.allowedHosts ?? []);
  const resolve = options.resolve ?? resolveWithDns;
  const connectPlain = buildConnector({
    timeout: options.connectTimeoutMs ?? 10_000,
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const { protocol, hostname } = connectOptions;
    if (protocol !== 'http:' && protocol !== 'https:') {
      callback(new BlockedAddressError(hostname, undefined, 'scheme'), null);
      return;
    }
    const port = Number(connectOptions.port) || (protocol === 'https:' ? 443 : 80);
    addressToConnect(hostname, port, allowed, resolve).then(
      (address) =>
        // TLS still verifies the certificate against the URL's host name (undici takes SNI from `host`).
        connectPlain(address ? { ...connectOptions, hostname: address } : connectOptions, callback),
      (error: Error) => callback(error, null),
    );
  };
  const agent = new Agent({ connect });
  const guarded: EngineFetch = (input, init) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
    }) as unknown as Promise<Response>;
  return { fetch: guarded, allowedHosts: allowed, close: () => agent.close() };
}
