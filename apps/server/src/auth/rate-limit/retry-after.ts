import { AppError } from '@sightline/contracts';
import type { FastifyReply } from 'fastify';

/** Runs an endpoint's work; a 429 it throws also carries the `Retry-After` header (seconds). */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const seconds = error instanceof AppError ? error.details.retryAfterSeconds : undefined;
    if (error instanceof AppError && error.status === 429 && typeof seconds === 'number') {
      reply.header('retry-after', String(seconds));
    }
    throw error;
  }
}
