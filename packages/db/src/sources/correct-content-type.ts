import { engineIds } from '@sightline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import {
  addBlockContentTypes,
  addContentTypes,
  addDailyContentTypes,
} from '../analysis/content-type-differences.ts';
import { lockEnginesRollups } from '../analysis/recompute-rollups.ts';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { sourceUrls } from '../schema/index.ts';

export interface CorrectedSourceUrl {
  normalizedUrl: string;
  /** The type now shown: the correction, else the analyzer's. */
  contentType: string;
  corrected: boolean;
}

/**
 * Sets (or with null removes) an organization's correction of a page's content type for one project, in one
 * transaction: the page's record; its citations in the content-type rollups moved from the type they counted as to
 * the one they count as now (each citation's analysed type wherever no correction applies), per prompt, per day and
 * per block; and the project's data version raised. The page reads elsewhere type it through `source_urls`, so all
 * history shows the correction at once. Null when the project's answers never cited the page.
 *
 * It takes the rollup lock of every engine, as a re-analysis batch does: no recompute can then be between reading
 * the correction and writing its rows, so none counts a citation of the page under the type this replaces.
 */
export async function correctContentType(
  db: Database,
  projectId: number,
  normalizedUrl: string,
  contentType: string | null,
): Promise<CorrectedSourceUrl | null> {
  return db.transaction(async (tx) => {
    const page = and(eq(sourceUrls.projectId, projectId), eq(sourceUrls.normalizedUrl, normalizedUrl));
    const [before] = await tx
      .select({ domain: sourceUrls.domain, override: sourceUrls.contentTypeOverride })
      .from(sourceUrls)
      .where(page)
      .for('update');
    if (!before) return null;
    // The page's row, then the rollup locks: the order of the analysis writers, which upsert the pages they cite
    // before they take them (recompute-rollups.ts).
    await lockEnginesRollups(tx, projectId, engineIds);
    const [row] = await tx
      .update(sourceUrls)
      .set({ contentTypeOverride: contentType })
      .where(page)
      .returning({
        normalizedUrl: sourceUrls.normalizedUrl,
        contentType: sql<string>`coalesce(${sourceUrls.contentTypeOverride}, ${sourceUrls.contentType})`,
        corrected: sql<boolean>`${sourceUrls.contentTypeOverride} is not null`,
      });
    if (!row) return null;
    if (before.override !== contentType) {
      // The page's citations in analysed answers (as the recompute counts them), per key and analysed type: by the
      // project × domain index.
      await tx.execute(sql`
        with hits as materialized (
          select ci.organization_id, ci.project_id, ci.day, ci.engine, ci.prompt_id, ci.content_type,
            count(*)::int as citations
          from citations ci join chats c on c.id = ci.chat_id and c.status = 'ok'
          where ci.project_id = ${projectId} and ci.domain = ${before.domain} and ci.normalized_url = ${normalizedUrl}
            and exists (select 1 from chat_analyses a where a.chat_id = c.id)
          group by 1, 2, 3, 4, 5, 6
        ),
        moved_content_types as materialized (
          select organization_id, project_id, day, engine, prompt_id,
            coalesce(${contentType}::text, content_type) as content_type, citations
          from hits
          union all
          select organization_id, project_id, day, engine, prompt_id,
            coalesce(${before.override}::text, content_type), -citations
          from hits
        ),
        content_types as (${addContentTypes('moved_content_types', 1)}),
        daily_content_types as (${addDailyContentTypes('moved_content_types', 1)}),
        block_content_types as (${addBlockContentTypes('moved_content_types', 1)})
        select 1`);
    }
    await bumpDataVersion(tx, projectId);
    return { ...row, corrected: Boolean(row.corrected) };
  });
}
