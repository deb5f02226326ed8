import type { MemberRole } from '@sightline/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { members } from '../schema/index.ts';
import { findUserById, type UserRow } from './find-user.ts';

export interface Membership {
  memberId: number;
  organizationId: number;
  role: MemberRole;
}

export interface AuthContext {
  user: UserRow;
  memberships: Membership[];
}

/** The signed-in user and the organizations they belong to, with their role in each. */
export async function loadAuthContext(db: Database, userId: number): Promise<AuthContext | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const rows = await db
    .select({ memberId: members.id, organizationId: members.organizationId, role: members.role })
    .from(members)
    .where(eq(members.userId, userId));
  return { user, memberships: rows };
}
