import type { Database } from '../database.ts';
import { members, organizations, workspaces } from '../schema/index.ts';

/** A database or an open transaction: anything that can run inserts. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

export interface NewOrganization {
  name: string;
  workspaceName: string;
  userId: number;
}

/** Inserts an organization with the user as its owner member and a first workspace (inside a transaction). */
export async function insertOrganizationWithOwner(
  tx: Executor,
  input: NewOrganization,
): Promise<{ organizationId: number; memberId: number; workspaceId: number }> {
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
}

/** A new organization with the user as its owner member and a first workspace, all or nothing. */
export function createOrganization(db: Database, input: NewOrganization) {
  return db.transaction((tx) => insertOrganizationWithOwner(tx, input));
}
