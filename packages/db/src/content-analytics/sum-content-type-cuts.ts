import { and, eq, sql } from 'drizzle-orm';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import type { Database } from '../database.ts';
import { rollupUrls, sourceUrls } from '../schema/index.ts';
import { pageContentType } from './page-types.ts';

/** Citations of one content type on one local day (`day` set) or in the answers to one prompt (`promptId` set). */
export interface ContentTypeCut {
  day: string | null;
  promptId: number | null;
  contentType: string;
  citations: number;
}

/**
 * The citations of a filter's answers by content type per day and per prompt, in one statement over the per-prompt
 * page rollups (`rollup_urls`: the cut by prompt needs them, and the cut by day comes from the same scan): each row
 * typed through `source_urls` (the correction first), summed by the grouping sets day × content type and prompt ×
 * content type. Only cuts with citations.
 */
export async function sumContentTypeCuts(db: Database, filter: PromptFilter): Promise<ContentTypeCut[]> {
  const r = rollupUrls;
  const su = sourceUrls;
  const typed = db.$with('content_cut_rows').as(
    db
      .select({
        day: sql<string>`${r.day}`.as('cut_day'),
        promptId: sql<number>`${r.promptId}`.as('cut_prompt'),
        citations: sql<number>`${r.citations}`.as('cut_citations'),
        contentType: sql<string>`${pageContentType}`.as('content_type'),
      })
      .from(r)
      .leftJoin(su, and(eq(su.projectId, r.projectId), eq(su.normalizedUrl, r.normalizedUrl)))
      .where(promptFilterCondition(r, filter)),
  );
  const rows = await db
    .with(typed)
    .select({
      byDay: sql<number>`grouping(${typed.promptId})`.mapWith(Number),
      day: sql<string | null>`to_char(${typed.day}, 'YYYY-MM-DD')`,
      promptId: sql<number | null>`${typed.promptId}`,
      contentType: typed.contentType,
      citations: sql<number>`coalesce(sum(${typed.citations}), 0)`.mapWith(Number),
    })
    .from(typed)
    .groupBy(
      sql`grouping sets ((${typed.day}, ${typed.contentType}), (${typed.promptId}, ${typed.contentType}))`,
    )
    .having(sql`sum(${typed.citations}) > 0`);
  return rows.map(({ byDay, day, promptId, ...sums }) =>
    byDay === 1
      ? { ...sums, day, promptId: null }
      : { ...sums, day: null, promptId: promptId === null ? null : Number(promptId) },
  );
}
