import type { EngineId, Watch, WatchDay, WatchKind } from '@sightline/contracts';
import { ratio } from '@sightline/core';
import type { TrackedBrand, WatchHitDay, WatchRow } from '@sightline/db';
import { proportionChange } from '../analytics/proportion-change.ts';

export interface WatchPeriods {
  /** Every day of the range, oldest first. */
  days: readonly string[];
  previous: { from: string; to: string };
}

/** Answers per day and engine (n), from the daily rollups. */
export type AnswerDays = ReadonlyArray<{ day: string; engine: string; answers: number }>;

const ofEngines = (engines: readonly string[]) => (engine: string) =>
  engines.length === 0 || engines.includes(engine);

/**
 * A watch as the API shows it: hits and n per day of the range (n: its engines' successful answers), the rate and
 * its change against the previous period, its history's total and latest hit, and its target named.
 */
export function buildWatch(
  row: WatchRow,
  periods: WatchPeriods,
  hitDays: readonly WatchHitDay[],
  answerDays: AnswerDays,
  summary: { hits: number; lastDay: string | null } | undefined,
  brands: readonly TrackedBrand[],
): Watch {
  const counted = ofEngines(row.engines);
  const byDay = new Map<string, WatchDay>(periods.days.map((day) => [day, { day, hits: 0, answers: 0 }]));
  let previousHits = 0;
  let previousAnswers = 0;
  const inPrevious = (day: string) => day >= periods.previous.from && day <= periods.previous.to;
  for (const h of hitDays) {
    if (h.watchId !== row.id) continue;
    const entry = byDay.get(h.day);
    if (entry) entry.hits += h.hits;
    else if (inPrevious(h.day)) previousHits += h.hits;
  }
  for (const a of answerDays) {
    if (!counted(a.engine)) continue;
    const entry = byDay.get(a.day);
    if (entry) entry.answers += a.answers;
    else if (inPrevious(a.day)) previousAnswers += a.answers;
  }
  const days = [...byDay.values()];
  const hits = days.reduce((sum, d) => sum + d.hits, 0);
  const answers = days.reduce((sum, d) => sum + d.answers, 0);
  const label =
    row.kind === 'brand' ? (brands.find((b) => b.key === row.target)?.name ?? row.target) : row.target;
  return {
    documentId: row.documentId,
    name: row.name,
    kind: row.kind as WatchKind,
    target: row.target,
    targetLabel: label,
    engines: row.engines as EngineId[],
    counting: row.countedVersion < row.matchVersion,
    hits,
    answers,
    rate: ratio(Math.min(hits, answers), answers),
    change: proportionChange(
      Math.min(previousHits, previousAnswers),
      previousAnswers,
      Math.min(hits, answers),
      answers,
    ),
    totalHits: summary?.hits ?? 0,
    lastHitDay: summary?.lastDay ?? null,
    days,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
