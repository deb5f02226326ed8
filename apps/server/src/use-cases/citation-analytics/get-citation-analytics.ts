import { type CitationAnalytics, type CitationAnalyticsQuery, NotFoundError } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import {
  type AnalyticsFilter,
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  listOwnedMedia,
  type OwnedMediaEntry,
  sumCitationAnswers,
  sumOwnedDomainPositions,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { explainEmptyReport } from '../analytics/explain-empty-report.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import {
  loadReportFilter,
  type ParsedReportFilter,
  readReportFilter,
  reportFilterKey,
  reportSegments,
} from '../report-filter/index.ts';
import { buildCitationAnalytics } from './build-citation-analytics.ts';

/**
 * `GET /api/projects/:id/citation-analytics`: the owned citation rate, citation share and impression share of a
 * range under the report filters (range, engines, tags, intents, branded, prompts), each with its n and its change
 * against the same number of days before; the series per day (per ISO week beyond 62 days); each engine's citations,
 * owned citations, share, rate and position of the first owned citation; the owned domains. Any member may read it.
 *
 * Authorizes and checks what needs no database at once (a 400 naming the parameter). The project's owned media are
 * read before the cache and are part of its key: adding the first owned domain shows at once, even before the
 * re-analysis it starts has raised the data version.
 */
export async function prepareCitationAnalytics(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: CitationAnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsRead<CitationAnalytics>> {
  const found = await findReadableProject(services, auth, projectKey);
  const parsed = readReportFilter(query, localDay(now, found.timezone));
  const ownedMedia = await listOwnedMedia(services.db, found.id);
  return {
    key: {
      projectId: found.id,
      dataVersion: found.dataVersion,
      collectsVersion: found.collectsVersion,
      endpoint: 'citation-analytics',
      query: { ...reportFilterKey(parsed), ownedMedia: ownedMedia.map((m) => `${m.kind}:${m.value}`) },
    },
    load: () => loadCitationAnalytics(services, found.id, parsed, ownedMedia, now),
  };
}

async function loadCitationAnalytics(
  services: Services,
  projectId: number,
  parsed: ParsedReportFilter,
  ownedMedia: OwnedMediaEntry[],
  now: Date,
): Promise<CitationAnalytics> {
  const db = services.db;
  const [project, filter] = await Promise.all([
    findAnalyticsProject(db, projectId),
    loadReportFilter(services, projectId, parsed),
  ]);
  if (!project) throw new NotFoundError('Project not found');
  // Tag, intent and branded filters read their segment's answer rollups (the domain rollups read by prompt).
  const { segmentId } = await reportSegments(services, projectId, filter, null, now);
  const read: AnalyticsFilter = {
    projectId,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
    segmentId,
  };
  const earlierDays = daysEndingWith(daysEndingWith(filter.from, 2)[0]!, filter.days.length);
  const earlier: AnalyticsFilter = { ...read, from: earlierDays[0]!, to: earlierDays.at(-1)! };
  const [current, previous, ownedDomains, simulated] = await Promise.all([
    sumCitationAnswers(db, read, { byDay: true }),
    sumCitationAnswers(db, earlier, { byDay: false }),
    sumOwnedDomainPositions(db, { ...read, segmentId: undefined }),
    hasSimulatedChats(db, read),
  ]);
  const analytics = buildCitationAnalytics({
    range: filter,
    filters: filter.applied,
    projectEngines: project.engines,
    ownedMedia,
    simulated,
    current,
    previous: { from: earlier.from, to: earlier.to, rows: previous },
    ownedDomains,
  });
  if (analytics.n > 0) return analytics;
  const empty = await explainEmptyReport(services, project, {
    projectId,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    narrowed: filter.promptIds !== undefined,
  });
  return { ...analytics, empty };
}
