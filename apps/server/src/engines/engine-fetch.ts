import { createGuardedFetch, type EngineFetch, type GuardedFetch } from '@sightline/engines';
import type { ResolvedEngineConfig } from './resolve-engine-config.ts';

/** One guarded fetch (one connection pool) per allow-list, for the life of the process. */
const pools = new Map<string, GuardedFetch>();

/**
 * The guard with the operator's allow-list alone: no base URL's host is trusted. For requests to hosts that neither
 * an organization nor the environment's base URL chose — Gemini's grounding redirects, whose host is Google's.
 */
export function operatorGuardedFetch(allowedHosts: readonly string[]): EngineFetch {
  const key = allowedHosts.join(',');
  let pool = pools.get(key);
  if (!pool) {
    pool = createGuardedFetch({ allowedHosts });
    pools.set(key, pool);
  }
  return pool.fetch;
}

/** `host:port` of a base URL, as an allow-list entry. */
function hostAndPort(baseURL: string): string {
  const url = new URL(baseURL);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * The fetch every engine call of the server goes through: the outbound guard with the operator's allow-list
 * (ENGINE_ALLOWED_HOSTS). The server's own environment fallbacks are the operator's choice: their base URL's
 * host and port are allowed as set (a local Ollama in OPENAI_COMPATIBLE_BASE_URL works), while redirects from it
 * to anywhere else are still checked. An organization's base URL gets no such pass.
 */
export function engineFetch(allowedHosts: readonly string[], resolved: ResolvedEngineConfig): EngineFetch {
  if (resolved.source === 'environment' && resolved.baseURL) {
    return operatorGuardedFetch([...allowedHosts, hostAndPort(resolved.baseURL)]);
  }
  return operatorGuardedFetch(allowedHosts);
}

/** Closes the pooled connections (tests, shutdown). */
export async function closeEngineFetches(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.close()));
}
