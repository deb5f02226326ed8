import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { zoned } from '../../../lib/dates.ts';
import { money, shortMonth } from '../../../lib/format.ts';

/**
 * Why "Collect now" was refused, in the interface language, from the API's details: a collect of this project is
 * still running or has just run (409), its monthly budget is reached (409, collection paused), or the organization's
 * runs per 24 hours are used up (429). Undefined for any other failure, which the API client reports as usual.
 */
export function collectRefusal(t: TFunction, error: unknown, timezone: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const d = error.details;
  if (error.status === 409 && d.reason === 'run_now_in_progress') return t('collectRefusal.inProgress');
  if (error.status === 409 && d.reason === 'run_now_cooldown') {
    return t('collectRefusal.cooldown', { seconds: Number(d.retryAfterSeconds ?? 0) });
  }
  if (error.status === 409 && d.reason === 'budget_reached') {
    return t('collectRefusal.budget', {
      month: shortMonth(String(d.month ?? '')),
      cost: money(Number(d.monthCost ?? 0)),
      budget: money(Number(d.budget ?? 0)),
    });
  }
  if (error.status === 429 && d.reason === 'quota_exceeded') {
    const when =
      typeof d.retryAt === 'string'
        ? t('collectRefusal.quotaFrom', { time: dayAndClock(zoned(d.retryAt, timezone)) })
        : t('collectRefusal.quotaTooLarge');
    return t('collectRefusal.quota', {
      wouldPlan: Number(d.wouldPlan ?? 0).toLocaleString(),
      remaining: Number(d.remaining ?? 0).toLocaleString(),
      quota: Number(d.quota ?? 0).toLocaleString(),
      when,
    });
  }
  return undefined;
}

/** A zone's wall-clock instant as the refusal writes it: `2026-11-23 00:30`. */
const dayAndClock = ({ day, clock }: { day: string; clock: string }) => `${day} ${clock}`;
