import type { EmptyReportReason, EngineId } from '@sightline/contracts';
import { type AnalyticsProject, findRangeCollectFacts, sumAnswerRollups } from '@sightline/db';
import type { Services } from '../../services.ts';

/** The range and filters of a report whose n is 0. */
export interface EmptyReportRange {
  projectId: number;
  from: string;
  to: string;
  /** The engines asked for; undefined for every engine. */
  engines: readonly EngineId[] | undefined;
  /** Whether tags, intents, branded-ness or prompts were asked for (they narrow the prompts). */
  narrowed: boolean;
}

/**
 * Why a report of a range has no answer, in the order a person would look (docs/features/analytics.md, Empty
 * reports): the range is before the project began; the engines asked for are not the project's; a collect of the range
 * is still under way; the filters exclude the answers there are; every run failed; or nothing has been collected.
 */
export async function explainEmptyReport(
  services: Services,
  project: Pick<AnalyticsProject, 'engines'>,
  range: EmptyReportRange,
): Promise<EmptyReportReason> {
  const facts = await findRangeCollectFacts(services.db, range);
  if (range.to < facts.firstDay) return { kind: 'beforeFirstDay', firstDay: facts.firstDay };
  const projectEngines = project.engines as EngineId[];
  if (range.engines && !range.engines.some((e) => projectEngines.includes(e))) {
    return { kind: 'engineNotInProject', engines: [...range.engines], projectEngines };
  }
  if (facts.pendingDay) return { kind: 'collectPending', day: facts.pendingDay };
  if (range.narrowed) {
    const unfiltered = await sumAnswerRollups(
      services.db,
      { projectId: range.projectId, from: range.from, to: range.to, engines: range.engines },
      { days: false, cut: null },
    );
    if (unfiltered.totals.answers > 0)
      return { kind: 'filtersExcludeAll', answers: unfiltered.totals.answers };
  }
  if (facts.failedDay && facts.succeededRuns === 0) {
    return { kind: 'allRunsFailed', day: facts.failedDay, failed: facts.failedRuns };
  }
  return { kind: 'noCollect' };
}
