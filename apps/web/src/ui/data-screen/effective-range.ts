import type { EngineId } from '@sightline/contracts';
import { addDays, todayIn } from '../../lib/dates.ts';

/** A screen's range of local days (inclusive), with the engines filter when the URL has one. */
export interface EffectiveRange {
  from: string;
  to: string;
  engines?: EngineId[];
}

/**
 * The range shown: the URL's days, else the last 7 days ending today in Asia/Seoul (an open side is filled in);
 * the URL's engines filter rides along so that a screen's query follows it.
 */
export function effectiveRange(search: { from?: string; to?: string; engines?: EngineId[] }): EffectiveRange {
  const today = todayIn();
  const to = search.to ?? (search.from && search.from > today ? search.from : today);
  const from = search.from ?? addDays(to, -6);
  return { from, to, ...(search.engines?.length ? { engines: search.engines } : {}) };
}
