import { AppError } from '@sightline/contracts';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertOrganizationWithOwner } from '../organizations/create-organization.ts';
import { users } from '../schema/index.ts';
import type { UserRow } from './find-user.ts';

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  provider: string;
  confirmed: boolean;
  locale: string;
  confirmationTokenHash?: string | null;
  organizationName: string;
  workspaceName: string;
}

export const accountTakenMessage = 'Email or Username are already taken';

/**
 * Registers a user with their own organization (as owner) and a default workspace, all or nothing, and
 * remembers them as the user's last selection so the app opens somewhere useful.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<UserRow> {
  const email = account.email.trim().toLowerCase();
  const username = account.username.trim();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, username)))
    .limit(1);
  if (taken) throw new AppError('ApplicationError', accountTakenMessage);
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
      const created = await insertOrganizationWithOwner(tx, {
        name: account.organizationName,
        workspaceName: account.workspaceName,
        userId: user!.id,
      });
      const [updated] = await tx
        .update(users)
        .set({
          lastSelectedOrganizationId: created.organizationId,
          lastSelectedMemberId: created.memberId,
          lastSelectedWorkspaceId: created.workspaceId,
        })
        .where(eq(users.id, user!.id))
        .returning();
      return updated!;
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the loser gets the same answer.
    if (isUniqueViolation(error)) throw new AppError('ApplicationError', accountTakenMessage);
    throw error;
  }
}
