import type {
  ContentTypeId,
  Intent,
  SourceUrlDetailQuery,
  SourceUrlDetailResponse,
} from '@sightline/contracts';
import {
  type AuthContext,
  findAnalyticsProject,
  findSourceDomain,
  findSourceUrl,
  listCitingBrands,
  listCitingPrompts,
  sumAnswersByEngine,
  sumSourceUrls,
  sumUrlEngines,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { buildSourceBrands, buildSourceEngines } from './build-source-breakdowns.ts';
import { buildSourceUrls } from './build-source-urls.ts';
import { parsePageUrl } from './parse-page-url.ts';
import {
  explainEmptySources,
  sourceDetailMeta,
  sourceFilterKey,
  sourceTableCounts,
  sourceTableRead,
} from './source-table-read.ts';

/**
 * `GET /api/projects/:id/source-url?url=`: one page over a range under the report filters — its row of the page
 * table, its citations per engine, the brands named in the answers citing it and the prompts whose answers cite it.
 * The address may be given in any form (matched on the normalized URL). Any member may read it (cached).
 */
export async function prepareSourceUrl(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: SourceUrlDetailQuery,
  now = new Date(),
): Promise<AnalyticsRead<SourceUrlDetailResponse>> {
  const { url, ...filterQuery } = query;
  const normalized = parsePageUrl(url);
  const normalizedUrl = normalized.normalizedUrl;
  const { project, filter, read, previous } = await sourceTableRead(
    services,
    auth,
    projectKey,
    filterQuery,
    now,
  );
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'source-url',
      query: { normalizedUrl, ...sourceFilterKey(filter) },
    },
    async load() {
      const known = await findSourceUrl(services.db, project.id, normalizedUrl);
      const cited = { domain: known?.domain ?? normalized.domain, normalizedUrl };
      const [[n, previousN], enginesN, engineSums, brandCounts, prompts, tracked] = await Promise.all([
        sourceTableCounts(services, read, previous, project.id),
        sumAnswersByEngine(services.db, read),
        sumUrlEngines(services.db, read, cited),
        listCitingBrands(services.db, read, cited),
        listCitingPrompts(services.db, read, cited),
        findAnalyticsProject(services.db, project.id),
      ]);
      const page = await sumSourceUrls(services.db, read, {
        previous,
        n,
        previousN,
        normalizedUrls: [normalizedUrl],
        sort: { key: 'citations', direction: 'desc' },
        offset: 0,
        limit: 1,
      });
      const rows =
        page.rows.length > 0
          ? page.rows
          : [
              {
                normalizedUrl,
                url: known?.url ?? url,
                title: known?.title ?? null,
                domain: cited.domain,
                contentType: (known?.contentType ?? 'other') as ContentTypeId,
                contentTypeCorrected: known?.corrected ?? false,
                sourceType:
                  (await findSourceDomain(services.db, project.id, cited.domain))?.sourceType ?? 'other',
                citations: 0,
                answersCiting: 0,
                impression: 0,
                firstPositionSum: 0,
                answersCitingBrand: 0,
                answersCitingCompetitor: 0,
                // Not cited in the range: its change still starts from the days before.
                previousAnswersCiting: (await sumUrlEngines(services.db, previous, cited)).reduce(
                  (a, e) => a + e.answersCiting,
                  0,
                ),
              },
            ];
      const [row] = buildSourceUrls({ ...page, rows }, n, previousN);
      return {
        data: {
          page: row!,
          firstSeen: known?.firstSeen ?? null,
          lastSeen: known?.lastSeen ?? null,
          engines: buildSourceEngines(engineSums, enginesN),
          brands: buildSourceBrands(brandCounts, tracked?.brands ?? [], row!.answersCiting),
          prompts: prompts.map((p) => ({ ...p, intent: p.intent as Intent | null })),
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
