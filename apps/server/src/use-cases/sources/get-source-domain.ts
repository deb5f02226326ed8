import type { SourceDomainDetailQuery, SourceDomainDetailResponse } from '@sightline/contracts';
import {
  type AuthContext,
  countAnswersReading,
  findAnalyticsProject,
  findSourceDomain,
  listCitingBrands,
  sumAnswersByEngine,
  sumDomainEngines,
  sumSourceDomains,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { buildSourceBrands, buildSourceEngines } from './build-source-breakdowns.ts';
import { buildSourceDomains } from './build-source-domains.ts';
import { sitesUnder } from './get-source-reading.ts';
import { parseDomain } from './parse-domain.ts';
import {
  explainEmptySources,
  sourceDetailMeta,
  sourceFilterKey,
  sourceTableCounts,
  sourceTableRead,
} from './source-table-read.ts';

/**
 * `GET /api/projects/:id/source-domains/:domain`: one domain over a range under the report filters — its row of the
 * domain table (shares of every domain's citations, change against the days before), its citations per engine
 * against each engine's n, and the brands named in the answers citing it. Any member may read it (cached).
 */
export async function prepareSourceDomain(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  domainParam: string,
  query: SourceDomainDetailQuery,
  now = new Date(),
): Promise<AnalyticsRead<SourceDomainDetailResponse>> {
  const domain = parseDomain(domainParam);
  const { project, filter, read, previous } = await sourceTableRead(services, auth, projectKey, query, now);
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'source-domain',
      query: { domain, ...sourceFilterKey(filter) },
    },
    async load() {
      const [[n, previousN, owned], known, enginesN, engineSums, brandCounts, tracked, reading] =
        await Promise.all([
          sourceTableCounts(services, read, previous, project.id),
          findSourceDomain(services.db, project.id, domain),
          sumAnswersByEngine(services.db, read),
          sumDomainEngines(services.db, read, domain),
          listCitingBrands(services.db, read, { domain }),
          findAnalyticsProject(services.db, project.id),
          countAnswersReading(services.db, read, domain, sitesUnder(domain)),
        ]);
      const page = await sumSourceDomains(services.db, read, {
        previous,
        n,
        previousN,
        domains: [domain],
        sort: { key: 'citations', direction: 'desc' },
        offset: 0,
        limit: 1,
      });
      const zero = {
        domain,
        sourceType: known?.sourceType ?? 'other',
        corrected: known?.corrected ?? false,
        citations: 0,
        answersCiting: 0,
        impression: 0,
        firstPositionSum: 0,
        answersCitingBrand: 0,
        answersCitingCompetitor: 0,
        // Not cited in the range: its change still starts from the days before.
        previousAnswersCiting:
          page.rows.length > 0
            ? 0
            : (await sumDomainEngines(services.db, previous, domain)).reduce(
                (a, e) => a + e.answersCiting,
                0,
              ),
      };
      const rows = page.rows.length > 0 ? page.rows : [zero];
      const [row] = buildSourceDomains({ ...page, rows }, n, previousN, owned);
      return {
        data: {
          domain: row!,
          firstSeen: known?.firstSeen ?? null,
          lastSeen: known?.lastSeen ?? null,
          reading,
          engines: buildSourceEngines(engineSums, enginesN),
          brands: buildSourceBrands(brandCounts, tracked?.brands ?? [], row!.answersCiting),
        },
        meta: sourceDetailMeta(
          filter,
          previous,
          n,
          previousN,
          page.citations,
          await explainEmptySources(services, project.id, filter, n),
        ),
      };
    },
  };
}
