import {
  type EngineId,
  NotFoundError,
  type WatchDetailResponse,
  type WatchListQuery,
} from '@sightline/contracts';
import {
  type AuthContext,
  findAnalyticsProject,
  findProjectWatch,
  sumAnswerDays,
  summarizeWatchHits,
  sumWatchHits,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { buildWatch } from './build-watch.ts';
import { watchRange } from './watch-range.ts';

/**
 * `GET /api/v1/projects/:id/watches/:watchId`: one watch over the range, with its hits and n per engine and day.
 * A watch of another project (or organization) is a 404.
 */
export async function getWatch(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  watchKey: string,
  query: WatchListQuery,
  now = new Date(),
): Promise<WatchDetailResponse> {
  const project = await findReadableProject(services, auth, projectKey);
  const range = watchRange(query, project.timezone, now);
  const row = await findProjectWatch(services.db, project.id, watchKey);
  if (!row) throw new NotFoundError('Watch not found');
  const span = { from: range.previous.from, to: range.to };
  const [hitDays, answerDays, summaries, analytics] = await Promise.all([
    sumWatchHits(services.db, project.id, [row.id], span),
    sumAnswerDays(services.db, project.id, span),
    summarizeWatchHits(services.db, project.id, [row.id]),
    findAnalyticsProject(services.db, project.id),
  ]);
  const watch = buildWatch(row, range, hitDays, answerDays, summaries.get(row.id), analytics?.brands ?? []);
  const cells = new Map<string, { engine: EngineId; day: string; hits: number; answers: number }>();
  const cell = (engine: string, day: string) => {
    const key = `${engine}|${day}`;
    let entry = cells.get(key);
    if (!entry) {
      entry = { engine: engine as EngineId, day, hits: 0, answers: 0 };
      cells.set(key, entry);
    }
    return entry;
  };
  const inRange = (day: string) => day >= range.from && day <= range.to;
  const counted = (engine: string) => row.engines.length === 0 || row.engines.includes(engine);
  for (const a of answerDays)
    if (inRange(a.day) && counted(a.engine)) cell(a.engine, a.day).answers += a.answers;
  for (const h of hitDays) if (inRange(h.day)) cell(h.engine, h.day).hits += h.hits;
  const engineDays = [...cells.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.engine.localeCompare(b.engine),
  );
  return {
    data: { ...watch, engineDays },
    meta: {
      from: range.from,
      to: range.to,
      previousFrom: range.previous.from,
      previousTo: range.previous.to,
    },
  };
}
