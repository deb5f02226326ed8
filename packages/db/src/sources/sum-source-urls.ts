import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import { urlRows } from '../dashboards/url-rows.ts';
import type { Database } from '../database.ts';
import { sourceDomains, sourceUrls } from '../schema/index.ts';
import { pageWithTotals } from './page-with-totals.ts';
import { citedInRange, periodMeasures } from './period-measures.ts';
import { sumPageAnswersCiting } from './sum-page-answers-citing.ts';
import type { SourceDomainOptions, SourceDomainSortKey } from './sum-source-domains.ts';

export interface SourceUrlOptions extends Omit<SourceDomainOptions, 'sort'> {
  /** Only pages of this domain. */
  domain?: string | undefined;
  /** Only pages of these content types (as corrected). */
  contentTypes?: readonly string[] | undefined;
  /** Only these pages, by normalized URL (a page's own screen); the shares stay of every page. */
  normalizedUrls?: readonly string[] | undefined;
  sort: { key: Exclude<SourceDomainSortKey, 'domain'> | 'url'; direction: 'asc' | 'desc' };
}

export interface SourceUrlSums {
  normalizedUrl: string;
  /** The address as first cited, and the page title the engine gave, if any. */
  url: string;
  title: string | null;
  domain: string;
  /** The page's content type and its domain's source type, each as corrected when an organization did. */
  contentType: string;
  contentTypeCorrected: boolean;
  sourceType: string;
  citations: number;
  answersCiting: number;
  impression: number;
  firstPositionSum: number;
  answersCitingBrand: number;
  answersCitingCompetitor: number;
  previousAnswersCiting: number;
}

export interface SourceUrlPage {
  rows: SourceUrlSums[];
  total: number;
  citations: number;
  impression: number;
}

const list = (value: SQL, values: readonly string[] | undefined) =>
  values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(value, [...values]);

/**
 * One page of the cited pages of a range, as `sumSourceDomains` lists domains: the page rollups summed per normalized
 * URL (totals over every page as window sums), the period before beside them (in the same grouping when sorted by
 * change, else read for the page's rows afterwards), each page's
 * address, title and corrected content type from `source_urls` and its domain's corrected source type from
 * `source_domains`, then the filters, the order and the page.
 */
export async function sumSourceUrls(
  db: Database,
  filter: PromptFilter,
  options: SourceUrlOptions,
): Promise<SourceUrlPage> {
  // Sorted by change, both periods in one grouping: each page's sums now, and its answers citing it in the period
  // before. Otherwise the period before is read afterwards for the page's rows only (half the rows grouped).
  const beside = options.sort.key === 'change' ? options.previous : undefined;
  const r = urlRows(db, filter, { domain: options.domain }, 'period_rows', beside);
  const grouped = db.$with('grouped').as(
    db
      .select({
        normalizedUrl: r.normalizedUrl,
        // Not "domain": aliased columns are read unqualified, and the joined tables have a domain column.
        domain: sql<string>`max(${r.domain})`.as('page_domain'),
        ...periodMeasures(r),
      })
      .from(r)
      .groupBy(r.normalizedUrl)
      .having(citedInRange(r)),
  );
  const su = sourceUrls;
  const sd = sourceDomains;
  const contentType = sql<string>`coalesce(${su.contentTypeOverride}, ${su.contentType}, 'other')`;
  const sourceType = sql<string>`coalesce(${sd.sourceTypeOverride}, ${sd.sourceType}, 'other')`;
  const beforeAnswers = sql<number>`${grouped.previousAnswersCiting}`;
  const orderBy: Record<SourceUrlOptions['sort']['key'], SQL> = {
    citations: sql`${grouped.citations}`,
    answers: sql`${grouped.answersCiting}`,
    impression: sql`${grouped.impression}`,
    position: sql`${grouped.firstPositionSum}::float8 / nullif(${grouped.answersCiting}, 0)`,
    url: sql`${grouped.normalizedUrl}`,
    change: sql`${grouped.answersCiting}::float8 / ${options.n || 1} - ${beforeAnswers}::float8 / ${options.previousN || 1}`,
  };
  const key = orderBy[options.sort.key];
  const order = options.sort.direction === 'asc' ? asc(key) : desc(key);
  const search = options.search
    ? sql`(strpos(lower(${grouped.normalizedUrl}), lower(${options.search})) > 0
        or strpos(lower(coalesce(${su.title}, '')), lower(${options.search})) > 0)`
    : undefined;
  const page = (offset: number, limit: number) =>
    db
      .with(grouped)
      .select({
        normalizedUrl: grouped.normalizedUrl,
        url: sql<string>`coalesce(${su.url}, ${grouped.normalizedUrl})`,
        title: su.title,
        domain: grouped.domain,
        contentType,
        contentTypeCorrected: sql<boolean>`${su.contentTypeOverride} is not null`,
        sourceType,
        citations: grouped.citations,
        answersCiting: grouped.answersCiting,
        impression: grouped.impression,
        firstPositionSum: grouped.firstPositionSum,
        answersCitingBrand: grouped.answersCitingBrand,
        answersCitingCompetitor: grouped.answersCitingCompetitor,
        previousAnswersCiting: beforeAnswers.mapWith(Number),
        allCitations: grouped.allCitations,
        allImpression: grouped.allImpression,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(grouped)
      .leftJoin(su, and(eq(su.projectId, filter.projectId), eq(su.normalizedUrl, grouped.normalizedUrl)))
      .leftJoin(sd, and(eq(sd.projectId, filter.projectId), eq(sd.domain, grouped.domain)))
      .where(
        and(
          list(sourceType, options.sourceTypes),
          list(contentType, options.contentTypes),
          list(sql`${grouped.normalizedUrl}`, options.normalizedUrls),
          search,
          options.gap
            ? sql`${grouped.answersCitingCompetitor} > 0 and ${grouped.answersCitingBrand} = 0`
            : undefined,
        ),
      )
      .orderBy(sql`${order} nulls last`, asc(grouped.normalizedUrl))
      .offset(offset)
      .limit(limit);
  const result = await pageWithTotals(page, options.offset, options.limit, everyPage);
  const before =
    options.previous === undefined || beside !== undefined
      ? undefined
      : await sumPageAnswersCiting(
          db,
          options.previous,
          result.rows.map((row) => row.normalizedUrl),
          options.domain,
        );
  return {
    ...result,
    rows: result.rows.map((row) => ({
      ...row,
      contentTypeCorrected: Boolean(row.contentTypeCorrected),
      previousAnswersCiting: before ? (before.get(row.normalizedUrl) ?? 0) : row.previousAnswersCiting,
    })),
  };

  async function everyPage() {
    const [all] = await db
      .with(grouped)
      .select({
        citations: sql<number>`coalesce(max(${grouped.allCitations}), 0)`.mapWith(Number),
        impression: sql<number>`coalesce(max(${grouped.allImpression}), 0)`.mapWith(Number),
      })
      .from(grouped);
    return { citations: all?.citations ?? 0, impression: all?.impression ?? 0 };
  }
}
