import type { SourceDomainOverTimeQuery, SourceDomainOverTimeResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  listDomainPrompts,
  sumBrandMentionDays,
  sumDomainAnswerDays,
  sumDomainCitingBrandDays,
  sumDomainCitingDays,
  sumDomainPromptEngines,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import { pageMeta } from '../../http/page-query.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { resolveReportFilter } from '../report-filter/index.ts';
import { parseDomain } from '../sources/parse-domain.ts';
import { explainEmptySources, sourceFilterKey } from '../sources/source-table-read.ts';
import { buildDomainOverTime } from './build-domain-over-time.ts';
import { parseOverTimeQuery } from './parse-over-time-query.ts';

/**
 * `GET /api/v1/projects/:id/sources/domains/:domain/over-time`: one cited domain across every prompt and engine of
 * the report filters — per period and engine the share of answers citing it, the tracked brands its answers name
 * against their visibility, and a page of the prompts whose answers cite it. The project is found among the caller's
 * organizations (else 404) and any member may read it (cached like the domain's screen).
 */
export async function prepareSourceDomainOverTime(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  domainParam: string,
  query: SourceDomainOverTimeQuery,
  now = new Date(),
): Promise<AnalyticsRead<SourceDomainOverTimeResponse>> {
  const domain = parseDomain(domainParam);
  const { filter: filterQuery, sort, page } = parseOverTimeQuery(query);
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  // Every prompt the tag, intent and branded filters leave (no prompt filter): facts and per-prompt rollups by id.
  const read = {
    projectId: project.id,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
  };
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      collectsVersion: project.collectsVersion,
      endpoint: 'source-domain-over-time',
      query: {
        domain,
        ...sourceFilterKey(filter),
        sort: sort.name,
        page: page.page,
        pageSize: page.pageSize,
      },
    },
    async load() {
      const db = services.db;
      const [answerDays, citingDays, brandDays, citingBrandDays, prompts, tracked, simulated] =
        await Promise.all([
          sumDomainAnswerDays(db, read),
          sumDomainCitingDays(db, read, domain),
          sumBrandMentionDays(db, read),
          sumDomainCitingBrandDays(db, read, domain),
          listDomainPrompts(db, read, domain, {
            sort: sort.key,
            direction: sort.direction,
            offset: page.offset,
            limit: page.pageSize,
          }),
          findAnalyticsProject(db, project.id),
          hasSimulatedChats(db, read),
        ]);
      const promptEngines = await sumDomainPromptEngines(
        db,
        read,
        domain,
        prompts.rows.map((p) => p.id),
      );
      const data = buildDomainOverTime({
        domain,
        range: filter,
        answerDays,
        citingDays,
        brandDays,
        citingBrandDays,
        brands: tracked?.brands ?? [],
        prompts: prompts.rows,
        promptEngines,
        simulated,
      });
      const n = data.share.denominator;
      return {
        data,
        meta: {
          pagination: pageMeta(page, prompts.total),
          sort: sort.name,
          n,
          empty: await explainEmptySources(services, project.id, filter, n),
          metricsVersion,
        },
      };
    },
  };
}
