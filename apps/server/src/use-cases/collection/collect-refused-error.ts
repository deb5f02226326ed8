import { AppError } from '@sightline/contracts';
import type { BudgetRefusal, CollectRefusal } from '@sightline/db';
import { usd } from '../costs/usd.ts';

/**
 * What the client is told when a collect is refused: a 409 for run-now repeated too soon or a project whose monthly
 * budget is reached (collection paused), a 429 over the quota.
 */
export function collectRefusedError(refusal: CollectRefusal): AppError {
  switch (refusal.reason) {
    case 'run_now_in_progress':
      return new AppError(
        'ConflictError',
        'A collect started with "run now" is still running for this project: wait until it has finished.',
        { reason: refusal.reason, collect: refusal.collect, retryAfterSeconds: refusal.retryAfterSeconds },
      );
    case 'run_now_cooldown':
      return new AppError(
        'ConflictError',
        `"Run now" was used for this project moments ago: try again in ${refusal.retryAfterSeconds} s.`,
        { reason: refusal.reason, collect: refusal.collect, retryAfterSeconds: refusal.retryAfterSeconds },
      );
    case 'quota_exceeded':
      return new AppError('RateLimitError', quotaMessage(refusal), {
        reason: refusal.reason,
        wouldPlan: refusal.wouldPlan,
        remaining: refusal.remaining,
        quota: refusal.quota,
        retryAt: refusal.retryAt?.toISOString() ?? null,
        retryAfterSeconds: refusal.retryAfterSeconds,
      });
    case 'budget_reached':
      return new AppError('ConflictError', budgetMessage(refusal), {
        reason: refusal.reason,
        month: refusal.month,
        monthCost: refusal.monthCost,
        budget: refusal.budget,
      });
  }
}

/** The budget refusal in words, with the amounts (also kept on a refused scheduled collect). */
export function budgetMessage(refusal: BudgetRefusal): string {
  return (
    `Collection is paused: the project's answers of ${refusal.month} cost ${usd(refusal.monthCost)}, which reaches ` +
    `its monthly budget of ${usd(refusal.budget)}. Raise or remove the budget to collect again.`
  );
}

/** The quota refusal in words, with the numbers (also logged for a refused scheduled collect). */
export function quotaMessage(refusal: Extract<CollectRefusal, { reason: 'quota_exceeded' }>): string {
  const when = refusal.retryAt
    ? `more runs are allowed from ${refusal.retryAt.toISOString()}`
    : 'it is larger than the whole quota: collect fewer prompts or engines, or ask the operator to raise it';
  return (
    `This collect would plan ${refusal.wouldPlan} runs, but the organization has ${refusal.remaining} of its ` +
    `${refusal.quota} runs per 24 hours left; ${when}.`
  );
}
