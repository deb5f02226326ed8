/**
 * BENCHMARK ONLY (bench/reanalysis.ts): `VACUUM ANALYZE` of the tables a re-analysis reads and writes, as PostgreSQL's
 * autovacuum would do soon after a bulk load (a server with autovacuum off, or a load just made, leaves the planner
 * without statistics: at 1.1 M chats it then planned the rollup recompute ten times slower).
 */

import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

export async function analyzeHistoryTables(db: Database): Promise<void> {
  await db.execute(
    sql`vacuum analyze chats, chat_analyses, mentions, citations, aspect_mentions, source_domains, source_urls, rollup_answers,
      rollup_brands, rollup_domains, rollup_urls, rollup_daily_answers, rollup_daily_brands, rollup_daily_domains,
      rollup_daily_urls, rollup_monthly_domains, rollup_monthly_urls, rollup_block_answers, rollup_block_brands,
      rollup_block_urls, rollup_segment_answers, rollup_segment_brands, rollup_segment_domains, rollup_segment_urls,
      rollup_segment_block_domains, rollup_segment_block_urls, rollup_content_types, rollup_daily_content_types,
      rollup_block_content_types, watch_hits`,
  );
}
