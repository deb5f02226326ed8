import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains } from '../schema/index.ts';
import { domainRows, type PromptFilter } from '../source-rows/domain-rows.ts';
import { pageWithTotals, sumRangeTotals } from './page-with-totals.ts';
import { citedInRange, periodMeasures } from './period-measures.ts';
import { siteUnder } from './site-under.ts';

/** What the source domain table is sorted by (ties by domain, ascending). */
export type SourceDomainSortKey = 'citations' | 'answers' | 'impression' | 'position' | 'domain' | 'change';

export interface SourceDomainOptions {
  /** The same filters over the same number of days before (for each domain's change). */
  previous: PromptFilter;
  /** n of the range and of the period before: the change sorts by (answers citing / n) − (before / n before). */
  n: number;
  previousN: number;
  /** Only these source types (as corrected); every type when absent. */
  sourceTypes?: readonly string[] | undefined;
  /** Only domains containing this text, case-insensitive. */
  search?: string | undefined;
  /** Only the sites of this registrable domain (naver.com: blog.naver.com, cafe.naver.com, … and naver.com). */
  parent?: string | undefined;
  /** Only domains cited in answers naming a competitor and in none naming the own brand. */
  gap?: boolean | undefined;
  /** Only these domains, exactly (a domain's own screen); the shares stay of every domain. */
  domains?: readonly string[] | undefined;
  sort: { key: SourceDomainSortKey; direction: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

export interface SourceDomainSums {
  domain: string;
  /** The organization's correction, else the type the analyzer gave it. */
  sourceType: string;
  corrected: boolean;
  citations: number;
  answersCiting: number;
  impression: number;
  firstPositionSum: number;
  answersCitingBrand: number;
  answersCitingCompetitor: number;
  /** Answers citing it in the period before. */
  previousAnswersCiting: number;
}

export interface SourceDomainPage {
  rows: SourceDomainSums[];
  /** Domains matching the type and text filters. */
  total: number;
  /** Citations and impression of every domain of the range (whatever the type and text filters). */
  citations: number;
  impression: number;
}

/**
 * One page of the cited domains of a range, in one statement: the range's domain rollups summed per domain (with the
 * totals over every domain as window sums), the period before summed per domain beside them, each domain's corrected
 * source type from `source_domains`, then the type and text filters, the order and the page.
 */
export async function sumSourceDomains(
  db: Database,
  filter: PromptFilter,
  options: SourceDomainOptions,
): Promise<SourceDomainPage> {
  // Both periods in one grouping: each domain's sums now, and its answers citing it in the period before.
  const r = domainRows(db, filter, 'period_rows', options.previous);
  const grouped = db.$with('grouped').as(
    db
      .select({
        domain: r.domain,
        analyzedType: sql<string>`max(${r.sourceType})`.as('analyzed_type'),
        ...periodMeasures(r),
      })
      .from(r)
      .groupBy(r.domain)
      .having(citedInRange(r)),
  );
  const sd = sourceDomains;
  const type = sql<string>`coalesce(${sd.sourceTypeOverride}, ${grouped.analyzedType})`;
  const beforeAnswers = sql<number>`${grouped.previousAnswersCiting}`;
  const orderBy: Record<SourceDomainSortKey, SQL> = {
    citations: sql`${grouped.citations}`,
    answers: sql`${grouped.answersCiting}`,
    impression: sql`${grouped.impression}`,
    position: sql`${grouped.firstPositionSum}::float8 / nullif(${grouped.answersCiting}, 0)`,
    domain: sql`${grouped.domain}`,
    change: sql`${grouped.answersCiting}::float8 / ${options.n || 1} - ${beforeAnswers}::float8 / ${options.previousN || 1}`,
  };
  const key = orderBy[options.sort.key];
  const order = options.sort.direction === 'asc' ? asc(key) : desc(key);
  const page = (offset: number, limit: number) =>
    db
      .with(grouped)
      .select({
        domain: grouped.domain,
        sourceType: type,
        corrected: sql<boolean>`${sd.sourceTypeOverride} is not null`,
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
      .leftJoin(sd, and(eq(sd.projectId, filter.projectId), eq(sd.domain, grouped.domain)))
      .where(
        and(
          options.sourceTypes === undefined
            ? undefined
            : options.sourceTypes.length === 0
              ? sql`false`
              : inArray(type, [...options.sourceTypes]),
          options.search ? sql`strpos(lower(${grouped.domain}), lower(${options.search})) > 0` : undefined,
          options.parent ? siteUnder(grouped.domain, options.parent) : undefined,
          options.domains === undefined ? undefined : inArray(grouped.domain, [...options.domains]),
          options.gap
            ? sql`${grouped.answersCitingCompetitor} > 0 and ${grouped.answersCitingBrand} = 0`
            : undefined,
        ),
      )
      .orderBy(sql`${order} nulls last`, asc(grouped.domain))
      .offset(offset)
      .limit(limit);
  const result = await pageWithTotals(page, options.offset, options.limit, () =>
    sumRangeTotals(db, domainRows(db, filter, 'every_rows')),
  );
  return { ...result, rows: result.rows.map((row) => ({ ...row, corrected: Boolean(row.corrected) })) };
}
