import { NotFoundError, type PromptEngineQuery, type PromptEngineTable } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  sumPromptEngineCells,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import {
  coveredPrompts,
  loadReportFilter,
  readReportFilter,
  reportFilterKey,
} from '../report-filter/index.ts';
import { buildPromptEngineTable } from './build-prompt-engine-table.ts';
import { findReadableProject } from './find-readable-project.ts';

/**
 * `GET /api/v1/projects/:id/tracking/prompts`: each brand's visibility per prompt and engine over the range, for
 * every prompt the filters leave, from the per-prompt rollups. Any member may read it; validated and cached as the
 * tracking report is (tags and prompts are checked against the project by `load()`).
 */
export async function preparePromptEngineTable(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: PromptEngineQuery,
  now = new Date(),
): Promise<AnalyticsRead<PromptEngineTable>> {
  const found = await findReadableProject(services, auth, projectKey);
  const parsed = readReportFilter(query, localDay(now, found.timezone));
  return {
    key: {
      projectId: found.id,
      dataVersion: found.dataVersion,
      endpoint: 'tracking-prompts',
      query: reportFilterKey(parsed),
    },
    async load() {
      const [project, filter] = await Promise.all([
        findAnalyticsProject(services.db, found.id),
        loadReportFilter(services, found.id, parsed),
      ]);
      if (!project) throw new NotFoundError('Project not found');
      const read = {
        projectId: found.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        promptIds: filter.promptIds,
      };
      const [counts, simulated] = await Promise.all([
        sumPromptEngineCells(services.db, read),
        hasSimulatedChats(services.db, read),
      ]);
      return buildPromptEngineTable({
        range: filter,
        project,
        prompts: coveredPrompts(filter),
        counts,
        simulated,
      });
    },
  };
}
