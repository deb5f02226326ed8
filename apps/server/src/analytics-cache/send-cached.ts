import { metricsVersion } from '@sightline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsCache, AnalyticsCacheKey } from './analytics-cache.ts';

/** An authorized analytics read: what identifies its response, and how to compute it. */
export interface AnalyticsRead<T> {
  key: AnalyticsCacheKey;
  load(): Promise<T>;
}

/** Whether an `If-None-Match` header names the ETag (weak comparison, as RFC 9110 asks of this header). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers an analytics GET whose caller is already authorized (`read` is only built after the permission check):
 * `304` without computing anything when `If-None-Match` names the current ETag, else the serialized body from the
 * cache or computed once. Every answer carries the ETag and `Cache-Control: private, no-cache` (browsers keep it
 * but revalidate it each time, so a change or a revoked membership shows at once).
 */
export async function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnalyticsCache,
  read: AnalyticsRead<T>,
  serialize: (data: T) => string,
): Promise<FastifyReply> {
  const etag = cache.etagOf(read.key, metricsVersion);
  const validated = () => reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return validated().code(304).send();
  // An error (a chat not found, say) leaves before any header is set, and is never cached.
  const body = await cache.body(etag, async () => Buffer.from(serialize(await read.load())));
  return validated().type('application/json; charset=utf-8').send(body);
}
