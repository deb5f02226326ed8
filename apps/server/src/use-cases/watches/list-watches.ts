import { maxWatchesPerProject, type WatchListQuery, type WatchListResponse } from '@sightline/contracts';
import {
  type AuthContext,
  findAnalyticsProject,
  listProjectWatches,
  sumAnswerDays,
  summarizeWatchHits,
  sumWatchHits,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { buildWatch } from './build-watch.ts';
import { watchRange } from './watch-range.ts';

/**
 * `GET /api/projects/:id/watches`: the project's watches with their hits per day over the range (and n, the rate,
 * its change against the period before), their history's total and latest hit. Any member may read them.
 */
export async function listWatches(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: WatchListQuery,
  now = new Date(),
): Promise<WatchListResponse> {
  const project = await findReadableProject(services, auth, projectKey);
  const range = watchRange(query, project.timezone, now);
  const rows = await listProjectWatches(services.db, project.id);
  const ids = rows.map((r) => r.id);
  const span = { from: range.previous.from, to: range.to };
  const [hitDays, answerDays, summaries, analytics] = await Promise.all([
    sumWatchHits(services.db, project.id, ids, span),
    sumAnswerDays(services.db, project.id, span),
    summarizeWatchHits(services.db, project.id, ids),
    findAnalyticsProject(services.db, project.id),
  ]);
  const brands = analytics?.brands ?? [];
  return {
    data: rows.map((row) => buildWatch(row, range, hitDays, answerDays, summaries.get(row.id), brands)),
    meta: {
      from: range.from,
      to: range.to,
      previousFrom: range.previous.from,
      previousTo: range.previous.to,
      maxWatches: maxWatchesPerProject,
    },
  };
}
