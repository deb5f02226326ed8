import type { Services } from '../services.ts';
import { appVersion } from '../version.ts';
import { AnalyticsCache, defaultMaxBytes } from './analytics-cache.ts';

const caches = new WeakMap<Services, AnalyticsCache>();

/** The process's analytics cache (one per services object, sized by `config.analyticsCache`), created on first use. */
export function analyticsCacheOf(services: Services): AnalyticsCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = new AnalyticsCache({
      entries: services.config.analyticsCache.entries,
      maxBytes: defaultMaxBytes,
      secret: services.secret,
      version: appVersion,
    });
    caches.set(services, cache);
  }
  return cache;
}
