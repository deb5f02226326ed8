import type { Citation, EngineFetch } from '../../types.ts';

/**
 * Gemini's grounding citations link to a redirect (`https://vertexaisearch.cloud.google.com/grounding-api-redirect/
 * <token>`) instead of the page. Following it once gives the page: the redirect answers a 3xx whose `Location` is the
 * page's URL. We read that header and stop — the page itself is never requested, so the only host contacted is the
 * redirect host, never an address chosen by the answer or by the page.
 */
export const groundingRedirectDefaults = {
  /** The URLs treated as grounding redirects: this origin, paths under this one. */
  prefix: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/',
  /** Per redirect request. */
  timeoutMs: 3_000,
  /** For all the redirects of one answer: whatever is not resolved by then stays unresolved. */
  totalTimeoutMs: 6_000,
  /** Redirect requests in flight at once, per answer. */
  concurrency: 4,
  /** Distinct redirects resolved per answer; the rest stay unresolved. */
  maxRedirects: 50,
};

export interface GroundingRedirectOptions {
  /** Origin and path prefix of the links to resolve (tests point it at the loopback mock server). */
  prefix?: string;
  timeoutMs?: number;
  totalTimeoutMs?: number;
  concurrency?: number;
  maxRedirects?: number;
  /** The fetch to request redirects with (the server passes its outbound guard); default: the adapter's. */
  fetch?: EngineFetch;
}

/** Longer links and page URLs are not resolved (real ones are a few hundred characters). */
const MAX_URL_LENGTH = 4_096;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseUrl(text: string): URL | null {
  if (text.length > MAX_URL_LENGTH || !URL.canParse(text)) return null;
  return new URL(text);
}

/** The URL to request for a grounding redirect link, or null when the link is not one (other origin, path). */
export function groundingRedirectTarget(link: string, prefix: string): string | null {
  const base = parseUrl(prefix);
  const url = parseUrl(link);
  if (!base || !url) return null;
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  if (!url.pathname.startsWith(base.pathname) || url.pathname.length <= base.pathname.length) return null;
  return url.href;
}

/**
 * The page a `Location` header names, or null: only an absolute http(s) URL without user name or password counts
 * (a relative, malformed or other-scheme value leaves the citation unresolved).
 */
export function pageFromLocation(location: string | null): string | null {
  const url = location === null ? null : parseUrl(location.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}

/** One redirect request: GET without following, the body discarded unread; the page, or null. */
async function resolveOne(fetcher: EngineFetch, target: string, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetcher(target, { method: 'GET', redirect: 'manual', signal });
    // Nothing of the body is read or kept; cancelling frees the connection.
    response.body?.cancel().catch(() => undefined);
    if (!REDIRECT_STATUSES.has(response.status)) return null;
    return pageFromLocation(response.headers.get('location'));
  } catch {
    // Timeout, refused by the outbound guard, connection error: the citation stays unresolved.
    return null;
  }
}

/**
 * Sets `resolvedUrl` on every citation whose `url` is a grounding redirect that answered a 3xx with a valid
 * `Location`; `url` is kept. Each distinct redirect is requested once, a few at a time, each with a short timeout
 * and all within one overall deadline. A failure only leaves its citations unresolved (the analyzer then reads the
 * site from the chunk title); only `signal` aborting rejects, with its reason.
 */
export async function resolveGroundingRedirects(
  citations: readonly Citation[],
  fetcher: EngineFetch,
  options: Omit<GroundingRedirectOptions, 'fetch'> & { signal?: AbortSignal | undefined } = {},
): Promise<Citation[]> {
  const { signal } = options;
  signal?.throwIfAborted();
  const prefix = options.prefix ?? groundingRedirectDefaults.prefix;
  const maxRedirects = options.maxRedirects ?? groundingRedirectDefaults.maxRedirects;
  const targets = new Map<string, string>(); // link → URL to request
  for (const citation of citations) {
    if (targets.has(citation.url) || targets.size >= maxRedirects) continue;
    const target = groundingRedirectTarget(citation.url, prefix);
    if (target) targets.set(citation.url, target);
  }
  if (targets.size === 0) return [...citations];

  const timeoutMs = options.timeoutMs ?? groundingRedirectDefaults.timeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(),
    options.totalTimeoutMs ?? groundingRedirectDefaults.totalTimeoutMs,
  );
  const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  const pages = new Map<string, string>();
  const queue = [...targets];
  const worker = async () => {
    for (let next = queue.shift(); next && !stop.aborted; next = queue.shift()) {
      const [link, target] = next;
      const page = await resolveOne(fetcher, target, AbortSignal.any([stop, AbortSignal.timeout(timeoutMs)]));
      if (page) pages.set(link, page);
    }
  };
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? groundingRedirectDefaults.concurrency));
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, targets.size) }, worker));
  } finally {
    clearTimeout(timer);
  }
  signal?.throwIfAborted();
  return citations.map((citation) => {
    const page = pages.get(citation.url);
    return page ? { ...citation, resolvedUrl: page } : { ...citation };
  });
}
