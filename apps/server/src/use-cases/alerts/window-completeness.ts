import type { AlertCompleteness } from '@sightline/contracts';
import type { CollectDay } from '@sightline/db';

/**
 * How complete the local days a rule reads are (docs/features/watches-alerts.md, "Complete evidence"). A day before
 * the project's first day is complete: nothing was planned for it. A day from the first day on is complete when it
 * has at least one collect and none of its collects is still scheduled or running, or when it has none though a later
 * day has one (`lastCollectDay`): a missed day — the server was down, the project paused — for which nothing is
 * coming, as collects are made in day order (a backfill plans its oldest day first). Today before its collect, or a
 * backfill day not planned yet, is not complete. The runs are those the days' collects planned and those that ended.
 */
export function windowCompleteness(
  days: readonly string[],
  firstDay: string,
  collectDays: readonly CollectDay[],
  lastCollectDay: string | null,
): AlertCompleteness {
  const byDay = new Map(collectDays.map((d) => [d.day, d]));
  let daysComplete = 0;
  let daysMissed = 0;
  let runsPlanned = 0;
  let runsEnded = 0;
  for (const day of days) {
    const collected = byDay.get(day);
    if (collected) {
      runsPlanned += collected.runsPlanned;
      runsEnded += collected.runsEnded;
    }
    if (day < firstDay || (collected && collected.collects > 0 && collected.unfinished === 0)) daysComplete++;
    else if (!collected && lastCollectDay !== null && day < lastCollectDay) {
      daysComplete++;
      daysMissed++;
    }
  }
  return { days: days.length, daysComplete, daysMissed, runsPlanned, runsEnded };
}

/** Whether every day read is complete: only then is a rule judged. */
export function isComplete(completeness: AlertCompleteness): boolean {
  return completeness.daysComplete === completeness.days;
}
