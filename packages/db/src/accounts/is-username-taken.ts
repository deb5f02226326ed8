import { and, ne } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';
import { usernameIs } from './find-user.ts';

export const usernameTakenMessage = 'Username already taken';

/** Whether another user (not `exceptUserId`) has this username in any case. */
export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(usernameIs(username), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}
