import { localDay } from './local-day.ts';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (`HH:MM`, 24-hour) of an instant in an IANA timezone. */
export function localTime(instant: Date, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, format);
  }
  return format.format(instant);
}

/** Days in the month of a local day `YYYY-MM-DD`. */
export function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).getUTCDate();
}

export interface ScheduleState {
  now: Date;
  timezone: string;
  /** The daily collect's local time, `HH:MM`. */
  scheduleTime: string;
  /** Inactive projects are not collected on schedule. */
  active: boolean;
  /** Today's scheduled collect exists already (done, running or refused). */
  collectedToday: boolean;
}

/**
 * Scheduled collects still to come in the current local month: one per day after today to the month's last day,
 * plus today's while its time is still ahead and it has not happened. None for an inactive project.
 */
export function remainingScheduledCollects(state: ScheduleState): number {
  if (!state.active) return 0;
  const today = localDay(state.now, state.timezone);
  const after = daysInMonth(today) - Number(today.slice(8, 10));
  const todayAhead = !state.collectedToday && localTime(state.now, state.timezone) < state.scheduleTime;
  return after + (todayAhead ? 1 : 0);
}

export interface MonthCostProjectionInput extends ScheduleState {
  /** USD recorded for this month's answers so far. */
  monthToDate: number;
  /** Active prompts and samples per prompt of one collect. */
  prompts: number;
  samples: number;
  /** The project's engines with their recent mean cost per answer (USD; null when no answer of it was priced). */
  engines: ReadonlyArray<{ engine: string; averageCost: number | null }>;
}

export interface MonthCostProjection {
  remainingCollects: number;
  /** Expected USD of one collect from the engines with a price; null when none of them has one. */
  perCollect: number | null;
  /**
   * Projected USD of the month: month-to-date + remaining collects × expected cost per collect. Null (unknown) when
   * collects remain and no engine has a priced answer yet; with some engines unpriced it is a lower bound.
   */
  cost: number | null;
  /** Engines left out of the projection because none of their recent answers had a known cost. */
  unpricedEngines: string[];
}

/**
 * The cost of the current month at the current schedule:
 *
 *   projected = month-to-date cost
 *             + remaining scheduled collects this month (project timezone)
 *               × Σ over engines (mean cost per priced answer of the engine, recent days) × active prompts × samples
 *
 * Run-now collects to come are not foreseen; a collect the budget would refuse is still counted (the projection
 * says what the schedule would cost, the budget says what it may).
 */
export function projectMonthCost(input: MonthCostProjectionInput): MonthCostProjection {
  const remainingCollects = remainingScheduledCollects(input);
  const answersPerEngine = input.prompts * input.samples;
  const priced = input.engines.filter((e) => e.averageCost !== null);
  const unpricedEngines = input.engines.filter((e) => e.averageCost === null).map((e) => e.engine);
  const perCollect =
    priced.length === 0 && input.engines.length > 0
      ? null
      : priced.reduce((sum, e) => sum + (e.averageCost ?? 0) * answersPerEngine, 0);
  const cost =
    remainingCollects === 0 || answersPerEngine === 0
      ? input.monthToDate
      : perCollect === null
        ? null
        : input.monthToDate + remainingCollects * perCollect;
  return { remainingCollects, perCollect, cost, unpricedEngines };
}
