import {
  type SourceDomainsTrendBody,
  type SourceDomainsTrendResponse,
  trendGranularities,
} from '@sightline/contracts';
import { metricsVersion, ratio } from '@sightline/core';
import { type AuthContext, sumAnswerRollups, sumDomainTrend, type TrendGranularity } from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { rangePeriods } from '../analytics/range-periods.ts';
import { resolveReportFilter } from '../analytics/report-filter.ts';
import { invalidParameter } from '../analytics/tracking-range.ts';
import { parseDomain } from './parse-domain.ts';

function parseGranularity(value: string | undefined): TrendGranularity {
  if (value === undefined || value === '') return 'day';
  if ((trendGranularities as readonly string[]).includes(value)) return value as TrendGranularity;
  return invalidParameter(
    'granularity',
    `granularity must be one of ${trendGranularities.join(', ')}, not ${value}`,
    value,
  );
}

/**
 * `POST /api/v1/projects/:id/source-domains-trend`: for each listed domain, its citations, answers citing it and
 * their rate over n per day, ISO week or month of the range (every period, zero where it was not cited), under the
 * report filters. Any member may read it (the body is a filter, not a change).
 */
export async function getSourceDomainsTrend(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: SourceDomainsTrendBody,
  now = new Date(),
): Promise<SourceDomainsTrendResponse> {
  const { domains: asked, granularity: granularityParam, ...filterQuery } = body;
  const granularity = parseGranularity(granularityParam);
  const domains = [...new Set(asked.map((d) => parseDomain(d, 'domains')))];
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
    sumDomainTrend(services.db, read, domains, granularity),
    sumAnswerRollups(services.db, read, { days: false, cut: granularity }),
  ]);
  const periods = rangePeriods(filter, granularity);
  const nOf = new Map(answers.byCut.map((c) => [c.key, c.answers]));
  const byDomain = new Map(domains.map((d) => [d, new Map<string, (typeof rows)[number]>()]));
  for (const row of rows) byDomain.get(row.domain)?.set(row.key, row);
  return {
    data: {
      from: filter.from,
      to: filter.to,
      granularity,
      periods: periods.map((p) => ({ key: p.key, from: p.from!, to: p.to!, n: nOf.get(p.key) ?? 0 })),
      domains: domains.map((domain) => ({
        domain,
        points: periods.map((p) => {
          const row = byDomain.get(domain)!.get(p.key);
          const answersCiting = row?.answersCiting ?? 0;
          const n = nOf.get(p.key) ?? 0;
          const rate = ratio(answersCiting, n);
          return {
            citations: row?.citations ?? 0,
            answersCiting,
            rate: rate === null ? null : Math.min(1, rate),
          };
        }),
      })),
    },
    meta: { metricsVersion },
  };
}
