import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains, sourceUrls } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { urlRows } from '../source-rows/url-rows.ts';
import { pageWithTotals, sumRangeTotals } from './page-with-totals.ts';
import { citedInRange, periodMeasures } from './period-measures.ts';
import { siteUnder } from './site-under.ts';
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
 * change, else read for the page's rows afterwards), then the filters, the order and the page; each shown page's
 * address, title and corrected content type from `source_urls` and its domain's corrected source type from
 * `source_domains` (joined to every page before the order only when a type or text filter reads them).
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
  const orderOf = (t: typeof grouped) => {
    const keys: Record<SourceUrlOptions['sort']['key'], SQL> = {
      citations: sql`${t.citations}`,
      answers: sql`${t.answersCiting}`,
      impression: sql`${t.impression}`,
      position: sql`${t.firstPositionSum}::float8 / nullif(${t.answersCiting}, 0)`,
      url: sql`${t.normalizedUrl}`,
      change: sql`${t.answersCiting}::float8 / ${options.n || 1} - ${t.previousAnswersCiting}::float8 / ${options.previousN || 1}`,
    };
    const key = keys[options.sort.key];
    return [sql`${options.sort.direction === 'asc' ? asc(key) : desc(key)} nulls last`, asc(t.normalizedUrl)];
  };
  const search = options.search
    ? sql`(strpos(lower(${grouped.normalizedUrl}), lower(${options.search})) > 0
        or strpos(lower(coalesce(${su.title}, '')), lower(${options.search})) > 0)`
    : undefined;
  const ownFilters = and(
    list(sql`${grouped.normalizedUrl}`, options.normalizedUrls),
    options.parent ? siteUnder(grouped.domain, options.parent) : undefined,
    options.gap
      ? sql`${grouped.answersCitingCompetitor} > 0 and ${grouped.answersCitingBrand} = 0`
      : undefined,
  );
  /** What a row of the page shows, read from the grouped sums or from the page of them (same names). */
  const shown = (t: typeof grouped) => ({
    normalizedUrl: t.normalizedUrl,
    url: sql<string>`coalesce(${su.url}, ${t.normalizedUrl})`,
    title: su.title,
    domain: t.domain,
    contentType,
    contentTypeCorrected: sql<boolean>`${su.contentTypeOverride} is not null`,
    sourceType,
    citations: t.citations,
    answersCiting: t.answersCiting,
    impression: t.impression,
    firstPositionSum: t.firstPositionSum,
    answersCitingBrand: t.answersCitingBrand,
    answersCitingCompetitor: t.answersCitingCompetitor,
    previousAnswersCiting: sql<number>`${t.previousAnswersCiting}`.mapWith(Number),
    allCitations: t.allCitations,
    allImpression: t.allImpression,
  });
  const joined = (t: typeof grouped) => ({
    page: and(eq(su.projectId, filter.projectId), eq(su.normalizedUrl, t.normalizedUrl)),
    domain: and(eq(sd.projectId, filter.projectId), eq(sd.domain, t.domain)),
  });
  // Filtered by a type or a title, every page joins its catalog rows before the order; otherwise the order and the
  // page come from the sums alone and only the page's rows join (tens of thousands of joins fewer at full scale).
  const byCatalog =
    options.sourceTypes !== undefined || options.contentTypes !== undefined || search !== undefined;
  const page = (offset: number, limit: number) => {
    if (byCatalog) {
      return db
        .with(grouped)
        .select({ ...shown(grouped), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(grouped)
        .leftJoin(su, joined(grouped).page)
        .leftJoin(sd, joined(grouped).domain)
        .where(
          and(
            list(sourceType, options.sourceTypes),
            list(contentType, options.contentTypes),
            search,
            ownFilters,
          ),
        )
        .orderBy(...orderOf(grouped))
        .offset(offset)
        .limit(limit);
    }
    const paged = db.$with('paged').as(
      db
        .select({
          ...grouped._.selectedFields,
          total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        })
        .from(grouped)
        .where(ownFilters)
        .orderBy(...orderOf(grouped))
        .offset(offset)
        .limit(limit),
    );
    // The page's sums under the names of the grouped ones (the same columns, one subquery on).
    const p = paged as unknown as typeof grouped;
    return db
      .with(grouped, paged)
      .select({ ...shown(p), total: paged.total })
      .from(paged)
      .leftJoin(su, joined(p).page)
      .leftJoin(sd, joined(p).domain)
      .orderBy(...orderOf(p));
  };
  const result = await pageWithTotals(page, options.offset, options.limit, () =>
    sumRangeTotals(db, urlRows(db, filter, { domain: options.domain }, 'every_rows')),
  );
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
}
