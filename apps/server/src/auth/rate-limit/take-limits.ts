import { AppError } from '@sightline/contracts';
import { deleteExpiredRateLimits, hitRateLimit, refundRateLimit } from '@sightline/db';
import type { Services } from '../../services.ts';

/** One fixed-window limit: at most `max` hits on `key` per `windowMs`. */
export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
  /** Whether `refund()` gives the hit back (a successful attempt); false for limits that count every request. */
  refundable: boolean;
  /** The 429's message when this rule is the one exceeded, naming the limit; else `rateLimitedMessage`. */
  message?: string;
}

export interface TakenLimits {
  /** Gives back the hits of the refundable rules: the attempt succeeded and should not count as a failure. */
  refund(): Promise<void>;
}

export const rateLimitedMessage = 'Too many attempts, please try again later';

/** About one call in this many also deletes counters whose window has ended. */
const cleanupOneIn = 50;

/**
 * Counts one hit on every rule (in the database, so all API processes share the counters) and throws a 429
 * RateLimitError, with `retryAfterSeconds` in its details, when any of them is over its limit. Counting first and
 * checking after keeps concurrent requests from slipping past a limit together.
 */
export async function takeLimits(services: Services, rules: LimitRule[]): Promise<TakenLimits> {
  const now = new Date();
  const hits = await Promise.all(
    rules.map((rule) => hitRateLimit(services.db, rule.key, rule.windowMs, now)),
  );
  if (Math.random() * cleanupOneIn < 1) {
    deleteExpiredRateLimits(services.db, now).catch((err) =>
      services.logger.warn({ err }, 'could not delete expired rate-limit counters'),
    );
  }
  const exceeded = hits.flatMap((hit, i) => (hit.count > rules[i]!.max ? [{ hit, rule: rules[i]! }] : []));
  if (exceeded.length > 0) {
    const until = Math.max(...exceeded.map(({ hit }) => hit.windowEndsAt.getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    const message = exceeded.find(({ rule }) => rule.message)?.rule.message ?? rateLimitedMessage;
    throw new AppError('RateLimitError', message, { retryAfterSeconds });
  }
  return {
    async refund() {
      for (const rule of rules.filter((r) => r.refundable)) await refundRateLimit(services.db, rule.key);
    },
  };
}
