import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/**
 * BENCHMARK ONLY (bench/analytics-latency.ts): `ANALYZE` of the segment rollups, as PostgreSQL's autovacuum does within
 * a minute of a segment build (which adds far more than a tenth of their rows). Timed right after a build on a server
 * with autovacuum off, the planner reads the new segment with the statistics of the old ones: at full scale a tag
 * filter's source table then took 1.2–2.8 s instead of about 0.1 s.
 */
export async function analyzeSegmentTables(db: Database): Promise<void> {
  await db.execute(
    sql`analyze rollup_segments, rollup_segment_answers, rollup_segment_brands, rollup_segment_domains,
      rollup_segment_urls, rollup_segment_block_domains, rollup_segment_block_urls`,
  );
}
