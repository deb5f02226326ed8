import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/** The summed page rollups, whose `domain` is a label kept as the greatest their rows carried. */
const summedPageTables = [
  'rollup_daily_urls',
  'rollup_monthly_urls',
  'rollup_block_urls',
  'rollup_segment_urls',
  'rollup_segment_block_urls',
] as const;

/**
 * Gives every summed page rollup row of the project the site its page now has in `source_urls`. A page's site is a
 * label of those rows, summed as the greatest one their rows carried, so when the analyzer files pages under other
 * sites (naver.com → blog.naver.com) a re-analysis's differences cannot move it; this does, after the re-analysis.
 * Rows already right are not written.
 */
export async function relabelPageSites(db: Database, projectId: number): Promise<void> {
  for (const table of summedPageTables) {
    await db.execute(
      sql.raw(`update ${table} r set domain = su.domain
        from source_urls su
        where r.project_id = ${Number(projectId)} and su.project_id = r.project_id
          and su.normalized_url = r.normalized_url and r.domain <> su.domain`),
    );
  }
}
