import {
  NotFoundError,
  type TrackingGroupBy,
  type TrackingQuery,
  type TrackingReport,
  trackingGroupBys,
} from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import {
  type AnalyticsFilter,
  type AnswerRollups,
  type AuthContext,
  type BrandRollups,
  findAnalyticsProject,
  hasSimulatedChats,
  type ReportCut,
  sumAnswerRollups,
  sumBrandRollups,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { invalidParameter } from '../query-parameters.ts';
import {
  coveredPrompts,
  loadReportFilter,
  type ParsedReportFilter,
  type ReportSegments,
  readReportFilter,
  reportFilterKey,
  reportSegments,
} from '../report-filter/index.ts';
import { buildTrackingReport, type PreviousPeriod } from './build-tracking-report.ts';
import { explainEmptyReport } from './explain-empty-report.ts';
import { findReadableProject } from './find-readable-project.ts';

function parseCompare(value: string | undefined): 'previous' | 'none' {
  if (value === undefined || value === '' || value === 'none') return 'none';
  if (value === 'previous') return 'previous';
  return invalidParameter('compare', `compare must be previous or none, not ${value}`, value);
}

/** Without `groupBy` the report has no groups (the daily series is always there): a year of day groups is 1 MB. */
function parseGroupBy(value: string | undefined): TrackingGroupBy | null {
  if (value === undefined || value === '' || value === 'none') return null;
  if ((trackingGroupBys as readonly string[]).includes(value)) return value as TrackingGroupBy;
  return invalidParameter(
    'groupBy',
    `groupBy must be one of ${trackingGroupBys.join(', ')}, not ${value}`,
    value,
  );
}

/** Groups by prompt, intent, tag or branded-ness are folded from a cut by prompt (per-prompt rollups). */
const cutOf = (groupBy: TrackingGroupBy | null): ReportCut | null =>
  groupBy === null
    ? null
    : groupBy === 'intent' || groupBy === 'tag' || groupBy === 'branded'
      ? 'prompt'
      : groupBy;

const isPeriod = (groupBy: TrackingGroupBy | null) =>
  groupBy === 'day' || groupBy === 'week' || groupBy === 'month';

/**
 * `GET /api/v1/projects/:id/tracking`: visibility, share of voice, position, sentiment and citation rate per brand
 * over a range of local days, filtered by engines, tags, intents, branded-ness and prompts, with the daily series,
 * the groups of `groupBy`, and with `compare=previous` the changes against the same number of days before. Any
 * member may read it.
 *
 * Authorizes and validates what needs no database at once; the report is computed by `load()`, which also checks
 * that tags and prompts are the project's (a 400, never cached). Its key holds the resolved range, not the query:
 * "the last 30 days" asked today and tomorrow are different reports.
 */
export async function prepareTracking(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: TrackingQuery,
  now = new Date(),
): Promise<AnalyticsRead<TrackingReport>> {
  const found = await findReadableProject(services, auth, projectKey);
  const parsed = readReportFilter(query, localDay(now, found.timezone));
  const compare = parseCompare(query.compare);
  const groupBy = parseGroupBy(query.groupBy);
  return {
    key: {
      projectId: found.id,
      dataVersion: found.dataVersion,
      collectsVersion: found.collectsVersion,
      endpoint: 'tracking',
      query: { ...reportFilterKey(parsed), compare, groupBy },
    },
    load: () => loadTracking(services, found.id, parsed, compare, groupBy),
  };
}

/**
 * A period's totals, daily series (with `days`) and cut. The cut comes with the totals from one read where both come
 * from the same rollups; otherwise it is read apart: by segment for groups that are segments, or by prompt without a
 * prompt filter, when totals and series come from the daily (or filter's segment) rollups — the same numbers from
 * far fewer rows.
 */
async function readPeriod(
  services: Services,
  read: AnalyticsFilter,
  cut: ReportCut | null,
  groups: ReportSegments['groups'],
  days: boolean,
): Promise<[AnswerRollups, BrandRollups]> {
  const db = services.db;
  if (!groups && (cut !== 'prompt' || read.promptIds !== undefined)) {
    return Promise.all([sumAnswerRollups(db, read, { days, cut }), sumBrandRollups(db, read, { days, cut })]);
  }
  const cutRead: AnalyticsFilter = groups
    ? { ...read, promptIds: undefined, segmentId: undefined, segmentIds: groups.segmentIds }
    : read;
  const cutOnly = { days: false, cut: groups ? ('segment' as const) : cut };
  const whole = { days, cut: null };
  const [answers, brands, cutAnswers, cutBrands] = await Promise.all([
    sumAnswerRollups(db, read, whole),
    sumBrandRollups(db, read, whole),
    sumAnswerRollups(db, cutRead, cutOnly),
    sumBrandRollups(db, cutRead, cutOnly),
  ]);
  return [
    { ...answers, byCut: cutAnswers.byCut },
    { ...brands, byCut: cutBrands.byCut },
  ];
}

async function loadTracking(
  services: Services,
  projectId: number,
  parsed: ParsedReportFilter,
  compare: 'previous' | 'none',
  groupBy: TrackingGroupBy | null,
): Promise<TrackingReport> {
  const [project, filter] = await Promise.all([
    findAnalyticsProject(services.db, projectId),
    loadReportFilter(services, projectId, parsed),
  ]);
  if (!project) throw new NotFoundError('Project not found');
  const cut = cutOf(groupBy);
  // Tag, intent and branded filters, and groups by intent, tag or branded-ness, read segments.
  const { segmentId, groups } = await reportSegments(services, projectId, filter, groupBy);
  const read: AnalyticsFilter = {
    projectId,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
    segmentId,
  };
  // The same number of days just before `from`, the same filters; only totals and (for groups that are not
  // periods) the same cut.
  const earlierDays = daysEndingWith(daysEndingWith(filter.from, 2)[0]!, filter.days.length);
  const earlier = { ...read, from: earlierDays[0]!, to: earlierDays.at(-1)! };
  const [[answers, brands], simulated, before] = await Promise.all([
    readPeriod(services, read, cut, groups, true),
    hasSimulatedChats(services.db, read),
    compare === 'previous'
      ? isPeriod(groupBy)
        ? readPeriod(services, earlier, null, undefined, false)
        : readPeriod(services, earlier, cut, groups, false)
      : null,
  ]);
  const previous: PreviousPeriod | null = before
    ? { from: earlier.from, to: earlier.to, answers: before[0], brands: before[1] }
    : null;
  const report = buildTrackingReport({
    range: filter,
    project,
    answers,
    brands,
    simulated,
    groupBy,
    filters: filter.applied,
    prompts: coveredPrompts(filter),
    previous,
    groupsOfCut: groups?.groupsOfCut,
  });
  if (report.n > 0) return report;
  const empty = await explainEmptyReport(services, project, {
    projectId,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    narrowed: filter.promptIds !== undefined,
  });
  return { ...report, empty };
}
