import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains } from '../schema/index.ts';
import { domainRows } from '../source-rows/domain-rows.ts';
import type { OptimisationFilter } from './optimisation-filter.ts';

/** A domain cited beside a competitor and never beside the own brand, with what its answers say. */
export interface GapDomainSums {
  domain: string;
  /** The organization's correction, else the type the analyzer gave it. */
  sourceType: string;
  citations: number;
  answersCiting: number;
  answersCitingBrand: number;
  answersCitingCompetitor: number;
  /** Engines whose answers cite it (unordered). */
  engines: string[];
}

/**
 * The domains of a filter's range cited in answers naming a competitor and in none naming the own brand (the
 * sources table's `gap`), other than owned and competitors' domains (by corrected source type), in one statement:
 * the domain rollups of the range (`domainRows`: whole months and the days around them, or per prompt under a
 * prompt filter) summed per domain, typed and scoped to the organization through `source_domains`.
 */
export async function sumGapDomains(db: Database, filter: OptimisationFilter): Promise<GapDomainSums[]> {
  const { organizationId: _o, ...read } = filter;
  const r = domainRows(db, read, 'gap_rows');
  const sum = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)`;
  const grouped = db.$with('gap_domains').as(
    db
      .select({
        domain: sql<string>`${r.domain}`.as('gap_domain'),
        analyzedType: sql<string>`max(${r.sourceType})`.as('gap_analyzed_type'),
        citations: sum(r.citations).as('gap_citations'),
        answersCiting: sum(r.answersCiting).as('gap_answers'),
        answersCitingBrand: sum(r.answersCitingBrand).as('gap_brand'),
        answersCitingCompetitor: sum(r.answersCitingCompetitor).as('gap_competitor'),
        engines: sql<string[]>`array_agg(distinct ${r.engine}) filter (where ${r.citations} > 0)`.as(
          'gap_engines',
        ),
      })
      .from(r)
      .groupBy(r.domain)
      .having(sql`sum(${r.answersCitingCompetitor}) > 0 and sum(${r.answersCitingBrand}) = 0`),
  );
  const sd = sourceDomains;
  const type = sql<string>`coalesce(${sd.sourceTypeOverride}, ${grouped.analyzedType})`;
  const rows = await db
    .with(grouped)
    .select({
      domain: grouped.domain,
      sourceType: type,
      citations: sql<number>`${grouped.citations}`.mapWith(Number),
      answersCiting: sql<number>`${grouped.answersCiting}`.mapWith(Number),
      answersCitingBrand: sql<number>`${grouped.answersCitingBrand}`.mapWith(Number),
      answersCitingCompetitor: sql<number>`${grouped.answersCitingCompetitor}`.mapWith(Number),
      engines: grouped.engines,
    })
    .from(grouped)
    .innerJoin(
      sd,
      and(
        eq(sd.organizationId, filter.organizationId),
        eq(sd.projectId, filter.projectId),
        eq(sd.domain, grouped.domain),
      ),
    )
    .where(sql`${type} not in ('owned', 'competitor')`)
    .orderBy(grouped.domain);
  return rows.map((row) => ({ ...row, engines: row.engines ?? [] }));
}
