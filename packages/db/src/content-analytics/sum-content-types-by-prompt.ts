import { sql } from 'drizzle-orm';
import { promptRangeContentTypes } from '../analytics/prompt-range-rows.ts';
import type { Database } from '../database.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

/** Citations of one content type in the answers to one prompt. */
export interface ContentTypeByPrompt {
  promptId: number;
  contentType: string;
  citations: number;
}

/**
 * The citations of a filter's answers by prompt and content type (each citation typed as its page's correction, else
 * as analysed): the range's whole aligned blocks and its few remaining days of the per-prompt content-type rollups,
 * about 7 pieces × engines × prompts × types for 30 days — not a row per cited page. Only cuts with citations. The
 * cut by intent sums it by each prompt's current intent.
 */
export async function sumContentTypesByPrompt(
  db: Database,
  filter: PromptFilter,
): Promise<ContentTypeByPrompt[]> {
  const r = promptRangeContentTypes(db, filter);
  const rows = await db
    .select({
      promptId: r.promptId,
      contentType: r.contentType,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
    })
    .from(r)
    .groupBy(r.promptId, r.contentType)
    .having(sql`sum(${r.citations}) > 0`);
  return rows.map((row) => ({ ...row, promptId: Number(row.promptId) }));
}
