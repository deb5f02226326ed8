import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { pageContentType, pageOwned } from '../content-analytics/page-types.ts';
import type { Database } from '../database.ts';
import { citations, prompts, sourceDomains, sourceUrls } from '../schema/index.ts';
import { type OptimisationFilter, optimisationCondition } from './optimisation-filter.ts';

/** The citations of one content type in the answers to prompts of one intent, of owned pages or of other sites'. */
export interface IntentContentTypeCount {
  intent: string;
  contentType: string;
  owned: boolean;
  citations: number;
  /** Distinct answers citing such a page. */
  answers: number;
  /** Distinct pages (normalized URLs). */
  pages: number;
}

/**
 * Per prompt intent (each prompt's current intent; unclassified prompts are left out), content type (as corrected,
 * `source_urls`) and ownership (the domain's corrected source type is `owned`): the citations, the answers citing
 * and the pages cited over the filter, from the citation facts — the page rollups sum citations per page, and the
 * answers citing any page of a type cannot be summed from them.
 */
export async function countContentTypesByIntent(
  db: Database,
  filter: OptimisationFilter,
): Promise<IntentContentTypeCount[]> {
  const ci = citations;
  const p = prompts;
  const su = sourceUrls;
  const sd = sourceDomains;
  const rows = await db
    .select({
      intent: sql<string>`${p.intent}`,
      contentType: sql<string>`${pageContentType}`,
      owned: sql<boolean>`${pageOwned}`,
      citations: sql<number>`count(*)`.mapWith(Number),
      answers: sql<number>`count(distinct ${ci.chatId})`.mapWith(Number),
      pages: sql<number>`count(distinct ${ci.normalizedUrl})`.mapWith(Number),
    })
    .from(ci)
    .innerJoin(
      p,
      and(eq(p.id, ci.promptId), eq(p.organizationId, filter.organizationId), isNotNull(p.intent)),
    )
    .leftJoin(su, and(eq(su.projectId, ci.projectId), eq(su.normalizedUrl, ci.normalizedUrl)))
    .leftJoin(sd, and(eq(sd.projectId, ci.projectId), eq(sd.domain, ci.domain)))
    .where(optimisationCondition(ci, filter))
    .groupBy(p.intent, pageContentType, pageOwned);
  return rows.map((row) => ({ ...row, owned: Boolean(row.owned) }));
}
