import { isIP } from 'node:net';
import { classifyAddress } from './address-class.ts';
import { type AllowedHosts, normalizeHostname } from './allowed-hosts.ts';

/** Names that always mean this machine (RFC 6761), whatever DNS says. */
const localNames = /(^|\.)localhost$/;

/**
 * Why a base URL an organization enters cannot be saved, or null when it may be. Checks what can be known
 * without resolving: http(s) only, no credentials in the URL, and a host that is not a blocked address
 * (literal, in any spelling the URL parser accepts: `2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`) or
 * `localhost`, unless the operator allows it. Names are checked again on every connection (createGuardedFetch).
 */
export function baseUrlProblem(value: string, allowed: AllowedHosts): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  if (url.username !== '' || url.password !== '') {
    return 'must not contain a user name or password: enter the key in its own field';
  }
  const host = normalizeHostname(url.hostname);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (host === '') return 'must name a host';
  if (allowed.allowsName(host, port) || allowed.allowsAddress(host, port)) return null;
  // Other names are checked when connecting, on the addresses they then resolve to.
  const kind = localNames.test(host) ? 'loopback' : isIP(host) ? classifyAddress(host) : 'public';
  if (kind === 'public') return null;
  return `must not point at a ${kind.replace('_', '-')} address (the server operator can allow it with ENGINE_ALLOWED_HOSTS)`;
}
