import { AppError, type MemberRole, ValidationError } from '@sightline/contracts';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertOrganizationWithOwner } from '../organizations/create-organization.ts';
import { joinByInvitation } from '../organizations/invitations.ts';
import { users, workspaces } from '../schema/index.ts';
import { type UserRow, usernameIs } from './find-user.ts';
import { usernameTakenMessage } from './is-username-taken.ts';

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  provider: string;
  /** The e-mail address is proven to be the user's (a confirmation link, a provider's verified address, an invitation). */
  confirmed: boolean;
  locale: string;
  confirmationTokenHash?: string | null;
  /** The new user's own organization and workspace; not made when the user joins by `invitation`. */
  organizationName: string;
  workspaceName: string;
  /** An open invitation: the user joins its organization with its role (spending it) instead of getting their own. */
  invitation?: { id: number; organizationId: number; role: MemberRole };
}

export const accountTakenMessage = 'Email or Username are already taken';

/** Why the account cannot be made: its e-mail is taken (ApplicationError) or its username in any case (ValidationError). */
async function takenError(db: Database, email: string, username: string): Promise<AppError | undefined> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), usernameIs(username)))
    .limit(2);
  if (rows.some((row) => row.email === email)) return new AppError('ApplicationError', accountTakenMessage);
  if (rows.length > 0) {
    return new ValidationError(usernameTakenMessage, [
      { path: ['username'], message: 'is already taken', name: 'ValidationError' },
    ]);
  }
  return undefined;
}

/**
 * Registers a user, all or nothing: with their own organization (as owner) and a default workspace, or, with an
 * invitation, as a member of the inviting organization. The organization is remembered as the user's last selection
 * so the app opens somewhere useful.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<UserRow> {
  const email = account.email.trim().toLowerCase();
  const username = account.username.trim();
  const taken = await takenError(db, email, username);
  if (taken) throw taken;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username,
          email,
          passwordHash: account.passwordHash,
          provider: account.provider,
          confirmed: account.confirmed,
          locale: account.locale,
          confirmationTokenHash: account.confirmationTokenHash ?? null,
        })
        .returning();
      const home = account.invitation
        ? await joinInvitingOrganization(tx, account.invitation, user!.id)
        : await insertOrganizationWithOwner(tx, {
            name: account.organizationName,
            workspaceName: account.workspaceName,
            userId: user!.id,
          });
      const [updated] = await tx
        .update(users)
        .set({
          lastSelectedOrganizationId: home.organizationId,
          lastSelectedMemberId: home.memberId,
          lastSelectedWorkspaceId: home.workspaceId,
        })
        .where(eq(users.id, user!.id))
        .returning();
      return updated!;
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the loser gets the same answer as if it came later.
    if (isUniqueViolation(error)) throw (await takenError(db, email, username)) ?? error;
    throw error;
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function joinInvitingOrganization(
  tx: Transaction,
  invitation: NonNullable<NewAccount['invitation']>,
  userId: number,
): Promise<{ organizationId: number; memberId: number; workspaceId: number | null }> {
  const memberId = await joinByInvitation(tx, invitation, userId);
  const [workspace] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.organizationId, invitation.organizationId))
    .orderBy(workspaces.id)
    .limit(1);
  return { organizationId: invitation.organizationId, memberId, workspaceId: workspace?.id ?? null };
}
