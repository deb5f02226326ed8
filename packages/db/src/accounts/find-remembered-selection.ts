import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { members, projects, users, workspaces } from '../schema/index.ts';

/** The ids of a user's remembered selection that still hold together; null where one does not. */
export interface RememberedSelection {
  /** The remembered member, if it is still this user's. */
  memberId: number | null;
  /** Its organization. */
  organizationId: number | null;
  /** The remembered workspace, if it is in that member's organization. */
  workspaceId: number | null;
  /** The remembered project, if it is in that workspace. */
  projectId: number | null;
}

/**
 * The user's `lastSelected*` member, workspace and project, each kept only if it still belongs with the one before:
 * the member is the user's own (a membership of an organization they left is gone), the workspace is in the member's
 * organization, the project in that workspace. One statement.
 */
export async function findRememberedSelection(db: Database, userId: number): Promise<RememberedSelection> {
  const [row] = await db
    .select({
      memberId: members.id,
      organizationId: members.organizationId,
      workspaceId: workspaces.id,
      projectId: projects.id,
    })
    .from(users)
    .leftJoin(members, and(eq(members.id, users.lastSelectedMemberId), eq(members.userId, users.id)))
    .leftJoin(
      workspaces,
      and(
        eq(workspaces.id, users.lastSelectedWorkspaceId),
        eq(workspaces.organizationId, members.organizationId),
      ),
    )
    .leftJoin(
      projects,
      and(eq(projects.id, users.lastSelectedProjectId), eq(projects.workspaceId, workspaces.id)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  const id = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    memberId: id(row?.memberId),
    organizationId: id(row?.organizationId),
    workspaceId: id(row?.workspaceId),
    projectId: id(row?.projectId),
  };
}
