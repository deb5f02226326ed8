import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains, sourceUrls } from '../schema/index.ts';
import { urlRows } from '../source-rows/url-rows.ts';
import type { OptimisationFilter } from './optimisation-filter.ts';

/** An owned page's answers citing it in a range and in the period before. */
export interface OwnedPagePeriods {
  normalizedUrl: string;
  /** The address as first cited, its title, its domain and its content type (as corrected). */
  url: string;
  title: string | null;
  domain: string;
  contentType: string;
  answersCiting: number;
  previousAnswersCiting: number;
}

/**
 * Every owned page (its domain's corrected source type is `owned`) cited in the range or in the period before, with
 * the answers citing it in each, in one statement: both periods' page rollups (`urlRows`: block and day rows, or per
 * prompt under a prompt filter) marked `current`, kept only for owned domains (scoped to the organization through
 * `source_domains`) and summed per page in one grouping, then described by `source_urls`.
 */
export async function sumOwnedPagePeriods(
  db: Database,
  filter: OptimisationFilter,
  previous: OptimisationFilter,
): Promise<OwnedPagePeriods[]> {
  const { organizationId: _o, ...now } = filter;
  const { organizationId: _p, ...before } = previous;
  const r = urlRows(db, now, {}, 'owned_page_rows', before);
  const sd = sourceDomains;
  const su = sourceUrls;
  const grouped = db.$with('owned_pages').as(
    db
      .select({
        normalizedUrl: sql<string>`${r.normalizedUrl}`.as('owned_url'),
        domain: sql<string>`max(${r.domain})`.as('owned_domain'),
        answersCiting: sql<number>`coalesce(sum(${r.answersCiting}) filter (where ${r.current}), 0)`.as(
          'owned_now',
        ),
        previousAnswersCiting:
          sql<number>`coalesce(sum(${r.answersCiting}) filter (where not ${r.current}), 0)`.as(
            'owned_before',
          ),
      })
      .from(r)
      .innerJoin(
        sd,
        and(
          eq(sd.organizationId, filter.organizationId),
          eq(sd.projectId, filter.projectId),
          eq(sd.domain, r.domain),
          sql`coalesce(${sd.sourceTypeOverride}, ${sd.sourceType}) = 'owned'`,
        ),
      )
      .groupBy(r.normalizedUrl)
      .having(sql`sum(${r.answersCiting}) > 0`),
  );
  const rows = await db
    .with(grouped)
    .select({
      normalizedUrl: grouped.normalizedUrl,
      url: sql<string>`coalesce(${su.url}, ${grouped.normalizedUrl})`,
      title: su.title,
      domain: grouped.domain,
      contentType: sql<string>`coalesce(${su.contentTypeOverride}, ${su.contentType}, 'other')`,
      answersCiting: sql<number>`${grouped.answersCiting}`.mapWith(Number),
      previousAnswersCiting: sql<number>`${grouped.previousAnswersCiting}`.mapWith(Number),
    })
    .from(grouped)
    .leftJoin(
      su,
      and(
        eq(su.organizationId, filter.organizationId),
        eq(su.projectId, filter.projectId),
        eq(su.normalizedUrl, grouped.normalizedUrl),
      ),
    )
    .orderBy(grouped.normalizedUrl);
  return rows;
}
