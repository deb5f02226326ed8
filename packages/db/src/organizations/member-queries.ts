import type { MemberRole } from '@sightline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { members } from '../schema/index.ts';

export async function findMember(
  db: Database,
  id: number,
): Promise<{ id: number; organizationId: number; userId: number; role: MemberRole } | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      organizationId: members.organizationId,
      userId: members.userId,
      role: members.role,
    })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

export function countOwners(db: Database, organizationId: number): Promise<number> {
  return db.$count(members, and(eq(members.organizationId, organizationId), eq(members.role, 'owner')));
}
