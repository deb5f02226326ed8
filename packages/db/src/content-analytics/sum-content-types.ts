import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains, sourceUrls } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { urlRows } from '../source-rows/url-rows.ts';
import { pageContentType, pageOwned } from './page-types.ts';

/**
 * Citations, impression and distinct pages of one content type, either on one engine (`engine` set, `owned` null) or
 * over every engine among the owned pages or the others (`engine` null, `owned` set).
 */
export interface ContentTypeSums {
  engine: string | null;
  owned: boolean | null;
  contentType: string;
  citations: number;
  impression: number;
  pages: number;
}

const total = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * The content types of the pages a filter's answers cited, in one statement: the page rollups (`urlRows`)
 * summed per engine and page, each page typed through `source_urls` (the correction first) and marked owned through
 * its domain's `source_domains` type, then summed by two grouping sets — engine × content type, and content type ×
 * owned (pages counted once over the engines).
 */
export async function sumContentTypes(db: Database, filter: PromptFilter): Promise<ContentTypeSums[]> {
  const r = urlRows(db, filter, {}, 'content_rows');
  const pages = db.$with('content_pages').as(
    db
      .select({
        engine: r.engine,
        normalizedUrl: r.normalizedUrl,
        // Not "domain" or "citations": aliased columns are read unqualified beside the joined tables' columns.
        domain: sql<string>`max(${r.domain})`.as('page_domain'),
        citations: sql<number>`sum(${r.citations})`.as('page_citations'),
        impression: sql<number>`sum(${r.impression})`.as('page_impression'),
      })
      .from(r)
      .groupBy(r.engine, r.normalizedUrl)
      // Daily and monthly rows whose citations were all taken away stay, at zero.
      .having(sql`sum(${r.citations}) > 0`),
  );
  const su = sourceUrls;
  const sd = sourceDomains;
  const typed = db.$with('content_typed').as(
    db
      .select({
        engine: sql<string>`${pages.engine}`.as('page_engine'),
        normalizedUrl: sql<string>`${pages.normalizedUrl}`.as('page_url'),
        citations: pages.citations,
        impression: pages.impression,
        contentType: sql<string>`${pageContentType}`.as('content_type'),
        owned: sql<boolean>`${pageOwned}`.as('page_owned'),
      })
      .from(pages)
      .leftJoin(su, and(eq(su.projectId, filter.projectId), eq(su.normalizedUrl, pages.normalizedUrl)))
      .leftJoin(sd, and(eq(sd.projectId, filter.projectId), eq(sd.domain, pages.domain))),
  );
  const rows = await db
    .with(pages, typed)
    .select({
      byEngine: sql<number>`grouping(${typed.owned})`.mapWith(Number),
      engine: typed.engine,
      owned: typed.owned,
      contentType: typed.contentType,
      citations: total(typed.citations),
      impression: total(typed.impression),
      pages: sql<number>`count(distinct ${typed.normalizedUrl})`.mapWith(Number),
    })
    .from(typed)
    .groupBy(
      sql`grouping sets ((${typed.engine}, ${typed.contentType}), (${typed.contentType}, ${typed.owned}))`,
    );
  return rows.map(({ byEngine, engine, owned, ...sums }) =>
    byEngine === 1 ? { ...sums, engine, owned: null } : { ...sums, engine: null, owned: Boolean(owned) },
  );
}
