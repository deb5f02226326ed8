import { createHmac } from 'node:crypto';
import { LruMap } from './lru-map.ts';

/** What identifies an analytics response: equal keys answer equal bytes. */
export interface AnalyticsCacheKey {
  projectId: number;
  /** The project's data version when the request was authorized (projects.data_version). */
  dataVersion: number;
  /** For reports that say why they are empty: when the project's collects last changed (findDataVersion). */
  collectsVersion?: string;
  /** The endpoint, e.g. `tracking`. */
  endpoint: string;
  /** The normalized query: defaults applied, relative dates resolved, lists in a canonical order. */
  query: Record<string, string | number | boolean | null | readonly string[]>;
}

export interface AnalyticsCacheOptions {
  /** Responses kept (0 = none: every request computes, though ETag revalidation still answers 304). */
  entries: number;
  /** Bytes of response bodies kept at most. */
  maxBytes: number;
  /** Keys the ETags (a server secret shared by every API process, so each derives the same ETag). */
  secret: string;
  /** Goes into every key with the metrics version: a release that changes a response changes its ETag. */
  version: string;
}

/** Response bodies of at most this many bytes are kept by default (see `maxBytes`). */
export const defaultMaxBytes = 64 * 1024 * 1024;

/**
 * Serialized analytics responses in an in-process LRU, keyed by an ETag derived from the response's key (project,
 * data version, metrics and release version, endpoint, normalized query). Concurrent misses of one key share a
 * single computation. Never consulted before the caller is authorized: the route helper asks it only afterwards.
 */
export class AnalyticsCache {
  readonly stats = { hits: 0, misses: 0, shared: 0 };
  readonly #bodies: LruMap<string, Buffer>;
  readonly #loading = new Map<string, Promise<Buffer>>();
  readonly #key: Buffer;
  readonly #options: AnalyticsCacheOptions;

  constructor(options: AnalyticsCacheOptions) {
    this.#options = options;
    this.#bodies = new LruMap(
      { maxEntries: options.entries, maxWeight: options.maxBytes },
      (body) => body.byteLength,
    );
    this.#key = createHmac('sha256', options.secret).update('sightline analytics etag').digest();
  }

  get enabled(): boolean {
    return this.#options.entries > 0;
  }

  get size(): number {
    return this.#bodies.size;
  }

  get bytes(): number {
    return this.#bodies.weight;
  }

  /** A strong validator for the key: a keyed hash of it, so it names one body and cannot be forged for another. */
  etagOf(key: AnalyticsCacheKey, metricsVersion: string): string {
    const canonical = JSON.stringify([
      this.#options.version,
      metricsVersion,
      key.projectId,
      key.dataVersion,
      key.collectsVersion ?? '',
      key.endpoint,
      Object.keys(key.query)
        .sort()
        .map((name) => [name, key.query[name]]),
    ]);
    return `"${createHmac('sha256', this.#key).update(canonical).digest('base64url').slice(0, 32)}"`;
  }

  /** The body stored under the ETag, else `load()`'s (stored, and shared with concurrent callers meanwhile). */
  async body(etag: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.#bodies.get(etag);
    if (cached) {
      this.stats.hits++;
      return cached;
    }
    const pending = this.#loading.get(etag);
    if (pending) {
      this.stats.shared++;
      return pending;
    }
    this.stats.misses++;
    const loading = load().then((body) => {
      this.#bodies.set(etag, body);
      return body;
    });
    if (!this.enabled) return loading;
    this.#loading.set(etag, loading);
    try {
      return await loading;
    } finally {
      this.#loading.delete(etag);
    }
  }

  clear(): void {
    this.#bodies.clear();
  }
}
