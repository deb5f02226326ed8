import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects, workspaces } from '../schema/index.ts';

export interface WorkspaceProjectRow {
  id: number;
  documentId: string;
  name: string;
  brandName: string;
  status: 'active' | 'inactive';
  timezone: string;
}

export interface WorkspaceProjects {
  workspace: { documentId: string; name: string };
  /** Every project of the workspace, active and inactive, by name. */
  projects: WorkspaceProjectRow[];
}

/**
 * A workspace (already authorized by the caller) with every one of its projects, in one query: the workspace left
 * joined to its projects. Null when the workspace does not exist.
 */
export async function listWorkspaceProjects(
  db: Database,
  workspaceId: number,
): Promise<WorkspaceProjects | null> {
  const rows = await db
    .select({
      workspaceDocumentId: workspaces.documentId,
      workspaceName: workspaces.name,
      id: projects.id,
      documentId: projects.documentId,
      name: projects.name,
      brandName: projects.brandName,
      status: projects.status,
      timezone: projects.timezone,
    })
    .from(workspaces)
    .leftJoin(projects, eq(projects.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId))
    .orderBy(asc(projects.name), asc(projects.id));
  const [first] = rows;
  if (!first) return null;
  const list: WorkspaceProjectRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    list.push({
      id: Number(row.id),
      documentId: row.documentId!,
      name: row.name!,
      brandName: row.brandName!,
      status: row.status!,
      timezone: row.timezone!,
    });
  }
  return { workspace: { documentId: first.workspaceDocumentId, name: first.workspaceName }, projects: list };
}
