import {
  type AnalyticsFilterQuery,
  type SourceDomainsTrendBody,
  type SourceDomainsTrendResponse,
  type SourceUrlsTrendBody,
  type SourceUrlsTrendResponse,
  trendGranularities,
} from '@sightline/contracts';
import { metricsVersion, ratio } from '@sightline/core';
import { type AuthContext, sumAnswerRollups, sumSourceTrend, type TrendGranularity } from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { rangePeriods } from '../analytics/range-periods.ts';
import { invalidParameter } from '../query-parameters.ts';
import { resolveReportFilter } from '../report-filter/index.ts';
import { parseDomain } from './parse-domain.ts';
import { parsePageUrl } from './parse-page-url.ts';

/** `granularity`: day (default), week or month; anything else is a 400 naming it. */
export function parseGranularity(value: string | undefined): TrendGranularity {
  if (value === undefined || value === '') return 'day';
  if ((trendGranularities as readonly string[]).includes(value)) return value as TrendGranularity;
  return invalidParameter(
    'granularity',
    `granularity must be one of ${trendGranularities.join(', ')}, not ${value}`,
    value,
  );
}

/**
 * Each source's citations, answers citing it and their rate over n per day, ISO week or month of the range (every
 * period, zero where it was not cited), under the report filters.
 */
async function sourceTrend(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  kind: 'domains' | 'urls',
  sources: string[],
  filterQuery: AnalyticsFilterQuery,
  granularity: TrendGranularity,
  now: Date,
) {
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const read = {
    projectId: project.id,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
  };
  const [rows, answers] = await Promise.all([
    sumSourceTrend(services.db, read, kind, sources, granularity),
    sumAnswerRollups(services.db, read, { days: false, cut: granularity }),
  ]);
  const periods = rangePeriods(filter, granularity);
  const nOf = new Map(answers.byCut.map((c) => [c.key, c.answers]));
  const bySource = new Map(sources.map((s) => [s, new Map<string, (typeof rows)[number]>()]));
  for (const row of rows) bySource.get(row.source)?.set(row.key, row);
  return {
    from: filter.from,
    to: filter.to,
    granularity,
    periods: periods.map((p) => ({ key: p.key, from: p.from!, to: p.to!, n: nOf.get(p.key) ?? 0 })),
    points: (source: string) =>
      periods.map((p) => {
        const row = bySource.get(source)!.get(p.key);
        const answersCiting = row?.answersCiting ?? 0;
        const rate = ratio(answersCiting, nOf.get(p.key) ?? 0);
        return {
          citations: row?.citations ?? 0,
          answersCiting,
          rate: rate === null ? null : Math.min(1, rate),
        };
      }),
  };
}

/** `POST /api/v1/projects/:id/source-domains-trend`: the listed domains per period. Any member may read it. */
export async function getSourceDomainsTrend(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: SourceDomainsTrendBody,
  now = new Date(),
): Promise<SourceDomainsTrendResponse> {
  const { domains: asked, granularity, ...filterQuery } = body;
  const domains = [...new Set(asked.map((d) => parseDomain(d, 'domains')))];
  const { points, ...trend } = await sourceTrend(
    services,
    auth,
    projectKey,
    'domains',
    domains,
    filterQuery,
    parseGranularity(granularity),
    now,
  );
  return {
    data: { ...trend, domains: domains.map((domain) => ({ domain, points: points(domain) })) },
    meta: { metricsVersion },
  };
}

/** `POST /api/v1/projects/:id/source-urls-trend`: the listed pages (by normalized URL) per period. */
export async function getSourceUrlsTrend(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: SourceUrlsTrendBody,
  now = new Date(),
): Promise<SourceUrlsTrendResponse> {
  const { urls: asked, granularity, ...filterQuery } = body;
  const urls = [...new Set(asked.map((url) => parsePageUrl(url, 'urls').normalizedUrl))];
  const { points, ...trend } = await sourceTrend(
    services,
    auth,
    projectKey,
    'urls',
    urls,
    filterQuery,
    parseGranularity(granularity),
    now,
  );
  return {
    data: { ...trend, urls: urls.map((url) => ({ url, points: points(url) })) },
    meta: { metricsVersion },
  };
}
