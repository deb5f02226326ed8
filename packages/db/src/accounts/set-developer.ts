import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';

/** Flags (or unflags) the user with this e-mail as a developer; false when there is no such user. */
export async function setDeveloper(db: Database, email: string, developer: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isDeveloper: developer })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
