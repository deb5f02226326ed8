import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The user an identifier names: an e-mail or a username, both in any case (usernames differing only in case cannot
 * coexist). Includes credentials: never serialize.
 */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const lowered = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, lowered), usernameIs(lowered)))
    .limit(1);
  return user;
}

/** `lower(username) = lower(name)`, which the unique index on `lower(username)` answers. */
export const usernameIs = (name: string) => sql`lower(${users.username}) = ${name.trim().toLowerCase()}`;

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}
