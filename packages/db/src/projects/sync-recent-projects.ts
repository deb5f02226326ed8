import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects, recentProjects } from '../schema/index.ts';

export const recentProjectsLimit = 6;

/**
 * Makes the member's recent projects in a workspace the given list (newest first): duplicates and projects of
 * other workspaces are dropped, at most 6 are kept. Returns the kept project ids, newest first.
 */
export async function syncRecentProjects(
  db: Database,
  input: { organizationId: number; memberId: number; workspaceId: number; projectIds: number[] },
): Promise<number[]> {
  const wanted = [...new Set(input.projectIds)];
  return db.transaction(async (tx) => {
    const inWorkspace = wanted.length
      ? await tx
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.workspaceId, input.workspaceId), inArray(projects.id, wanted)))
      : [];
    const allowed = new Set(inWorkspace.map((p) => Number(p.id)));
    const kept = wanted.filter((id) => allowed.has(id)).slice(0, recentProjectsLimit);
    const scope = and(
      eq(recentProjects.memberId, input.memberId),
      eq(recentProjects.workspaceId, input.workspaceId),
    );
    // Rewritten oldest first, so that ids, like touchedAt, grow with recency (the app lists them `id:desc`).
    await tx.delete(recentProjects).where(scope);
    const now = Date.now();
    const entries = [...kept].reverse().map((projectId, index) => ({
      organizationId: input.organizationId,
      memberId: input.memberId,
      workspaceId: input.workspaceId,
      projectId,
      touchedAt: new Date(now - kept.length + index),
    }));
    if (entries.length) await tx.insert(recentProjects).values(entries);
    const rows = await tx
      .select({ projectId: recentProjects.projectId })
      .from(recentProjects)
      .where(scope)
      .orderBy(desc(recentProjects.id));
    return rows.map((r) => Number(r.projectId));
  });
}
