import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';
import type { AuthContext, Membership } from './load-auth-context.ts';

/**
 * What every authenticated request needs, in one round trip: the user, their memberships and whether the session
 * token (`jti`) was signed out. Undefined when the user no longer exists.
 */
export async function loadSessionContext(
  db: Database,
  userId: number,
  tokenId: string,
): Promise<(AuthContext & { revoked: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(users),
      memberships: sql<Membership[]>`(
        select coalesce(json_agg(json_build_object(
          'memberId', m.id, 'organizationId', m.organization_id, 'role', m.role) order by m.id), '[]'::json)
        from members m where m.user_id = ${userId})`,
      revoked: sql<boolean>`exists (select 1 from revoked_sessions r where r.token_id = ${tokenId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { memberships, revoked, ...user } = row;
  return {
    user,
    memberships: memberships.map((m) => ({
      memberId: Number(m.memberId),
      organizationId: Number(m.organizationId),
      role: m.role,
    })),
    revoked: revoked === true || String(revoked) === 'true',
  };
}
