import type { CollectDayResponse, EngineId } from '@sightline/contracts';
import { type AuthContext, type CollectOfDay, findCollectsOfDay } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { calendarDay } from './calendar-parts.ts';

/** A run failed for credentials (none, or refused by the provider): the organization's engine settings fix it. */
export function needsEngineConnection(errorKind: string | null): boolean {
  return errorKind === 'auth';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A stored collect of the day as the API sends it (instants as ISO strings). */
function collectView(collect: CollectOfDay): CollectDayResponse['data'][number] {
  return {
    ...collect,
    createdAt: collect.createdAt.toISOString(),
    startedAt: iso(collect.startedAt),
    finishedAt: iso(collect.finishedAt),
    runs: collect.runs.map((run) => ({
      ...run,
      engine: run.engine as EngineId,
      needsEngineConnection: needsEngineConnection(run.errorKind),
      startedAt: iso(run.startedAt),
      finishedAt: iso(run.finishedAt),
    })),
    chats: collect.chats.map((chat) => ({
      ...chat,
      engine: chat.engine as EngineId,
      collectedAt: chat.collectedAt.toISOString(),
    })),
  };
}

/**
 * `GET /api/v1/projects/:id/collects/:y/:m/:d`: the day's collects with their runs (prompt, engine, sample, status,
 * attempts, error, cost, chat) and chats, and the project's timezone.
 */
export async function collectsOfDay(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  parts: { y: string; m: string; d: string },
): Promise<CollectDayResponse> {
  const day = calendarDay(parts.y, parts.m, parts.d);
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const collects = await findCollectsOfDay(services.db, project.id, day);
  return { data: collects.map(collectView), meta: { day, timezone: project.timezone } };
}
