import { NotFoundError, type PromptReport, type PromptReportQuery } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  countPromptTopRanks,
  findAnalyticsProject,
  findPromptSubject,
  hasSimulatedChats,
  listPromptDayRows,
  type PromptRange,
  sumPromptBrands,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { findPromptFor } from '../../auth/find-prompt-for.ts';
import type { Services } from '../../services.ts';
import { type TrackingRange, trackingRange } from '../report-filter/index.ts';
import { buildPromptReport } from './build-prompt-report.ts';

/**
 * `GET /api/v1/prompts/:id/report`: one prompt of the caller's organizations (another organization's prompt is a
 * 404) over a range of local days of its project's timezone and some engines — the prompt and its project, n per
 * engine, the own brand's visibility per day (per ISO week beyond 62 days) and engine, and every tracked brand's
 * visibility, mean rank and chances of being named first and among the first three. Any member may read it.
 *
 * Authorizes first, then checks the range and engines (a 400 naming `from`, `to` or `engines`); answered from the
 * analytics cache under the project's data version, which every collect, re-analysis and prompt or tag edit raises.
 */
export async function preparePromptReport(
  services: Services,
  auth: AuthContext,
  promptKey: string,
  query: PromptReportQuery,
  now = new Date(),
): Promise<AnalyticsRead<PromptReport>> {
  const prompt = await findPromptFor(services, auth, promptKey, 'read');
  const project = await findProjectFor(services, auth, prompt.projectId, 'read');
  const range = trackingRange(query, localDay(now, project.timezone));
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'prompt-report',
      query: { prompt: prompt.id, from: range.from, to: range.to, engines: range.engines ?? null },
    },
    load: () => loadPromptReport(services, project.id, prompt.id, range),
  };
}

async function loadPromptReport(
  services: Services,
  projectId: number,
  promptId: number,
  range: TrackingRange,
): Promise<PromptReport> {
  const db = services.db;
  const read: PromptRange = { projectId, promptId, from: range.from, to: range.to, engines: range.engines };
  const [subject, project, days, brands, topRanks, simulated] = await Promise.all([
    findPromptSubject(db, promptId),
    findAnalyticsProject(db, projectId),
    listPromptDayRows(db, read),
    sumPromptBrands(db, read),
    countPromptTopRanks(db, read),
    hasSimulatedChats(db, { ...read, promptIds: [promptId] }),
  ]);
  if (!subject || !project) throw new NotFoundError('Prompt not found');
  return buildPromptReport({
    range,
    subject,
    trackedBrands: project.brands,
    days,
    brands,
    topRanks,
    simulated,
  });
}
