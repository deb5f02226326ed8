import { eq, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The user an identifier names: an e-mail (any case) or a username. Includes credentials: never serialize. */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier.trim().toLowerCase()), eq(users.username, identifier.trim())))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}
