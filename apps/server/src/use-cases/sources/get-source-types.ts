import type { SourceTypeId, SourceTypesQuery, SourceTypesResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import { type AuthContext, sumSourceTypeTrend } from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { rangePeriods } from '../analytics/range-periods.ts';
import { reportSegments, resolveReportFilter } from '../report-filter/index.ts';
import { fractionOf } from './build-source-domains.ts';
import { parseGranularity } from './get-source-trend.ts';

/**
 * `GET /api/projects/:id/source-types`: which kinds of source the engines cite (docs/features/analysis.md, Source
 * types; as corrected) — each type's citations, share and impression share over the range, and its share of each
 * day's, ISO week's or month's citations. Any member may read it.
 */
export async function getSourceTypes(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: SourceTypesQuery,
  now = new Date(),
): Promise<SourceTypesResponse> {
  const { granularity: asked, ...filterQuery } = query;
  const granularity = parseGranularity(asked);
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const { segmentId } = await reportSegments(services, project.id, filter, null, now, { sources: true });
  const rows = await sumSourceTypeTrend(
    services.db,
    {
      segmentId,
      projectId: project.id,
      from: filter.from,
      to: filter.to,
      engines: filter.engines,
      promptIds: filter.promptIds,
    },
    granularity,
  );
  const periods = rangePeriods(filter, granularity);
  const perPeriod = new Map<string, number>();
  const perType = new Map<string, { citations: number; impression: number; byPeriod: Map<string, number> }>();
  let citations = 0;
  let impression = 0;
  for (const row of rows) {
    perPeriod.set(row.key, (perPeriod.get(row.key) ?? 0) + row.citations);
    const type = perType.get(row.sourceType) ?? { citations: 0, impression: 0, byPeriod: new Map() };
    type.citations += row.citations;
    type.impression += row.impression;
    type.byPeriod.set(row.key, row.citations);
    perType.set(row.sourceType, type);
    citations += row.citations;
    impression += row.impression;
  }
  const types = [...perType.entries()]
    .sort((a, b) => b[1].citations - a[1].citations || a[0].localeCompare(b[0]))
    .map(([sourceType, t]) => ({
      sourceType: sourceType as SourceTypeId,
      citations: t.citations,
      share: fractionOf(t.citations, citations),
      impressionShare: fractionOf(t.impression, impression),
      points: periods.map((p) => {
        const c = t.byPeriod.get(p.key) ?? 0;
        return { citations: c, share: fractionOf(c, perPeriod.get(p.key) ?? 0) };
      }),
    }));
  return {
    data: {
      from: filter.from,
      to: filter.to,
      granularity,
      periods: periods.map((p) => ({
        key: p.key,
        from: p.from!,
        to: p.to!,
        citations: perPeriod.get(p.key) ?? 0,
      })),
      types,
      citations,
    },
    meta: { metricsVersion },
  };
}
