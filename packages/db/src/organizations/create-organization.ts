import type { Database } from '../database.ts';
import { members, organizations, workspaces } from '../schema/index.ts';

/** A new organization with the user as its owner member and a first workspace, all or nothing. */
export async function createOrganization(
  db: Database,
  input: { name: string; workspaceName: string; userId: number },
): Promise<{ organizationId: number; memberId: number; workspaceId: number }> {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: input.name, ownerUserId: input.userId })
      .returning({ id: organizations.id });
    const [member] = await tx
      .insert(members)
      .values({ organizationId: organization!.id, userId: input.userId, role: 'owner' })
      .returning({ id: members.id });
    const [workspace] = await tx
      .insert(workspaces)
      .values({
        organizationId: organization!.id,
        name: input.workspaceName,
        ownerUserId: input.userId,
        ownerMemberId: member!.id,
      })
      .returning({ id: workspaces.id });
    return { organizationId: organization!.id, memberId: member!.id, workspaceId: workspace!.id };
  });
}
