import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/**
 * Drops the project's `source_domains` rows that no citation names any more — what a re-analysis leaves behind when
 * the analyzer files pages under other sites (naver.com's pages under blog.naver.com, cafe.naver.com, …). A row the
 * organization corrected stays: its correction is kept for when the site is cited again. Returns the rows dropped.
 */
export async function pruneUncitedDomains(db: Database, projectId: number): Promise<number> {
  const result = await db.execute(sql`delete from source_domains sd
    where sd.project_id = ${projectId} and sd.source_type_override is null
      and not exists (select 1 from citations c where c.project_id = sd.project_id and c.domain = sd.domain)
    returning sd.domain`);
  return rawRows<{ domain: string }>(result).length;
}
