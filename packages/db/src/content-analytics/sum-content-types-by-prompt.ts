import { and, eq, sql } from 'drizzle-orm';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import type { Database } from '../database.ts';
import { rollupUrls, sourceUrls } from '../schema/index.ts';
import { pageContentType } from './page-types.ts';

/** Citations of one content type in the answers to one prompt. */
export interface ContentTypeByPrompt {
  promptId: number;
  contentType: string;
  citations: number;
}

/**
 * The citations of a filter's answers by prompt and content type, from the per-prompt page rollups (`rollup_urls`),
 * each row typed through `source_urls` (the correction first). Only cuts with citations. The cut by intent sums it
 * by each prompt's current intent.
 */
export async function sumContentTypesByPrompt(
  db: Database,
  filter: PromptFilter,
): Promise<ContentTypeByPrompt[]> {
  const r = rollupUrls;
  const su = sourceUrls;
  const rows = await db
    .select({
      promptId: r.promptId,
      contentType: sql<string>`${pageContentType}`,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
    })
    .from(r)
    .leftJoin(su, and(eq(su.projectId, r.projectId), eq(su.normalizedUrl, r.normalizedUrl)))
    .where(promptFilterCondition(r, filter))
    .groupBy(r.promptId, pageContentType)
    .having(sql`sum(${r.citations}) > 0`);
  return rows.map((row) => ({ ...row, promptId: Number(row.promptId) }));
}
