import { type MemberRole, ValidationError } from '@sightline/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { invitations, members } from '../schema/index.ts';
import type { Executor } from './create-organization.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export const invitationUnusableMessage = 'This invitation is invalid, expired or already used';

/** An open (unaccepted, unexpired) invitation by the hash of its token. */
export async function findOpenInvitation(
  db: Database,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inside a transaction: spends the invitation and makes the user a member with the invited role (or keeps the
 * membership they already had). Returns the member id; a ValidationError when the invitation was spent meanwhile.
 */
export async function joinByInvitation(
  tx: Executor,
  invitation: { id: number; organizationId: number; role: MemberRole },
  userId: number,
): Promise<number> {
  const [spent] = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedById: userId })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (!spent) throw new ValidationError(invitationUnusableMessage);
  const [existing] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, invitation.organizationId), eq(members.userId, userId)));
  if (existing) return existing.id;
  const [member] = await tx
    .insert(members)
    .values({ organizationId: invitation.organizationId, userId, role: invitation.role })
    .returning({ id: members.id });
  return member!.id;
}

/**
 * Accepts an invitation: the user becomes a member with the invited role (or keeps their membership if they
 * already had one), and the invitation is spent. Returns the member id.
 */
export function acceptInvitation(
  db: Database,
  invitation: { id: number; organizationId: number; role: MemberRole },
  userId: number,
): Promise<number> {
  return db.transaction((tx) => joinByInvitation(tx, invitation, userId));
}
