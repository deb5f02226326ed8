import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';
import type { UserRow } from './find-user.ts';

/**
 * Sets a new password: older session tokens stop working and any pending reset code is spent. `proofOfEmail`: the
 * code came by e-mail, so the address is now confirmed too.
 */
export async function setUserPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  { proofOfEmail = false }: { proofOfEmail?: boolean } = {},
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({
      passwordHash,
      ...(proofOfEmail ? { confirmed: true, confirmationTokenHash: null } : {}),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      passwordChangedAt: new Date(),
      resetPasswordTokenHash: null,
      resetPasswordExpiresAt: null,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

export async function setResetPasswordToken(
  db: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(users)
    .set({ resetPasswordTokenHash: tokenHash, resetPasswordExpiresAt: expiresAt })
    .where(eq(users.id, userId));
}

/** The user whose unexpired reset code hashes to this value. */
export async function findUserByResetToken(db: Database, tokenHash: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.resetPasswordTokenHash, tokenHash), gt(users.resetPasswordExpiresAt, new Date())))
    .limit(1);
  return user;
}

export async function setConfirmationToken(db: Database, userId: number, tokenHash: string) {
  await db.update(users).set({ confirmationTokenHash: tokenHash }).where(eq(users.id, userId));
}

/** Confirms the e-mail whose confirmation token hashes to this value; undefined when none does. */
export async function confirmEmailByToken(db: Database, tokenHash: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ confirmed: true, confirmationTokenHash: null })
    .where(eq(users.confirmationTokenHash, tokenHash))
    .returning();
  return user;
}
