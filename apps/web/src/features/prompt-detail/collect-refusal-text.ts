import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { engineNames } from '../../lib/format.ts';

/**
 * Why "collect now" of a prompt did not start, in the interface language, from the API's details: a collect of the
 * project still running or just run, its monthly budget reached (409), the organization's daily runs used up (429),
 * or no engine with a key (400 naming `data.engines`). Undefined for any other failure (its own message is shown).
 */
export function collectRefusalText(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = error.details.reason;
  if (error.status === 409 && reason === 'run_now_in_progress') return t('promptDetail.collect.inProgress');
  if (error.status === 409 && reason === 'run_now_cooldown') {
    return t('promptDetail.collect.cooldown', { seconds: Number(error.details.retryAfterSeconds ?? 0) });
  }
  if (error.status === 409 && reason === 'budget_reached') return t('promptDetail.collect.budget');
  if (error.status === 429 && reason === 'quota_exceeded') return t('promptDetail.collect.quota');
  const errors = (error.details.errors ?? []) as Array<{ path?: unknown[]; value?: unknown }>;
  const engines = errors.find((e) => e.path?.join('.') === 'data.engines')?.value;
  if (error.status === 400 && Array.isArray(engines)) {
    return t('promptDetail.collect.noKeys', { engines: engineNames(t, engines.map(String)) });
  }
  return undefined;
}
