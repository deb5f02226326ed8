export { deleteExpiredRateLimits } from './delete-expired-rate-limits.ts';
export { hitRateLimit, type RateLimitHit } from './hit-rate-limit.ts';
export { refundRateLimit } from './refund-rate-limit.ts';
