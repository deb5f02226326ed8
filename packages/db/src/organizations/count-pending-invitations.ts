import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { invitations } from '../schema/index.ts';

/** The organization's invitations still open at `now`: neither accepted nor expired (what its pending cap counts). */
export async function countPendingInvitations(
  db: Database,
  organizationId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}
