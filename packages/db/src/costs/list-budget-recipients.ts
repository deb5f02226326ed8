import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface BudgetRecipient {
  email: string;
  username: string;
  locale: string;
}

/**
 * Who is told that a project's budget paused its collection: the owners and admins of its organization and the
 * project's owner, once each, leaving out blocked accounts.
 */
export async function listBudgetRecipients(db: Database, projectId: number): Promise<BudgetRecipient[]> {
  return rawRows<BudgetRecipient>(
    await db.execute(sql`
      select distinct u.email, u.username, u.locale
      from projects p
      join users u on not u.blocked and (
        u.id = p.owner_user_id
        or u.id in (select m.user_id from members m
                    where m.organization_id = p.organization_id and m.role in ('owner', 'admin')))
      where p.id = ${projectId}
      order by u.email`),
  );
}
