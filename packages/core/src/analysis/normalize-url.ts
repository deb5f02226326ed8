/**
 * URL normalization for counting the same page once: lower-case host without `www.`, no default port, no user info,
 * no fragment, no tracking parameters (`utm_*`, `gclid`, `fbclid` and a few siblings), remaining query parameters
 * sorted by name (then value), no trailing slash (the homepage is `https://example.com`). Scheme and path case are
 * kept. URLs without a scheme get `https://`; strings that do not parse are returned trimmed, with no host.
 */
import { parse as parseHost } from 'tldts';

const TRACKING = new Set([
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
]);

export interface NormalizedUrl {
  normalizedUrl: string;
  /** Host without `www.` (punycode for internationalized names); '' when the URL does not parse. */
  host: string;
  /** Registrable domain (`getDomain`), or the host when it has none (IP address, localhost). */
  domain: string;
  /** Public suffix of the host (tldts), '' when unknown. */
  publicSuffix: string;
  /** Path without trailing slash ('' for the homepage). */
  path: string;
  /** Query string after normalization, without `?`. */
  query: string;
}

function parse(raw: string): URL | undefined {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

export function stripWww(host: string): string {
  const bare = host.endsWith('.') ? host.slice(0, -1) : host;
  return bare.startsWith('www.') ? bare.slice(4) : bare;
}

const HOST_ONLY = { extractHostname: false } as const;

export function domainOf(host: string): string {
  return parseHost(host, HOST_ONLY).domain ?? host;
}

export function normalizeUrl(raw: string): NormalizedUrl {
  const url = parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname.length === 0) {
    return { normalizedUrl: raw.trim(), host: '', domain: '', publicSuffix: '', path: '', query: '' };
  }
  const host = stripWww(url.hostname.toLowerCase());
  let path = url.pathname;
  while (path.endsWith('/')) path = path.slice(0, -1);
  let query = '';
  if (url.search.length > 1) {
    const params = [...url.searchParams].filter(([name]) => {
      const key = name.toLowerCase();
      return !key.startsWith('utm_') && !TRACKING.has(key);
    });
    params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
    query = new URLSearchParams(params).toString();
  }
  const port = url.port ? `:${url.port}` : '';
  const normalizedUrl = `${url.protocol}//${host}${port}${path}${query ? `?${query}` : ''}`;
  const parsed = parseHost(host, HOST_ONLY);
  return {
    normalizedUrl,
    host,
    domain: parsed.domain ?? host,
    publicSuffix: parsed.publicSuffix ?? '',
    path,
    query,
  };
}

/**
 * Host form of a domain the user typed ("https://www.Samsung.com/sec", "*.samsung.com", "삼성.com"), or '' when
 * it is not a host.
 */
export function hostOfDomainEntry(entry: string): string {
  const cleaned = entry.trim().replace(/^\*\./, '').replace(/^\./, '');
  if (cleaned.length === 0) return '';
  return normalizeUrl(cleaned).host;
}

/** True when `host` is `domain` or one of its subdomains. */
export function hostMatches(host: string, domain: string): boolean {
  return (
    host === domain ||
    (host.length > domain.length && host.endsWith(domain) && host[host.length - domain.length - 1] === '.')
  );
}
