import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { sourceDomains } from '../schema/index.ts';
import { domainRows, type PromptFilter } from '../source-rows/domain-rows.ts';

export interface DomainSums {
  domain: string;
  sourceType: string;
  citations: number;
  answersCiting: number;
  impression: number;
}

export interface TopDomainSums {
  /** The most cited domains, most citations first (then by name). */
  domains: DomainSums[];
  /** Citations and impression of every domain of the filter (not only the listed ones). */
  citations: number;
  impression: number;
}

const total = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * The `limit` most cited domains of the filter, with the totals over every domain as window sums of the same grouped
 * scan (one statement), from the rows of `domainRows`.
 */
export async function sumTopDomains(
  db: Database,
  filter: PromptFilter,
  limit: number,
): Promise<TopDomainSums> {
  const r = domainRows(db, filter);
  const sd = sourceDomains;
  const rows = await db
    .select({
      domain: r.domain,
      // An organization's correction of the type, else the type the analyzer gave.
      sourceType: sql<string>`coalesce(max(${sd.sourceTypeOverride}), max(${r.sourceType}))`,
      citations: total(r.citations),
      answersCiting: total(r.answersCiting),
      impression: total(r.impression),
      allCitations: sql<number>`sum(sum(${r.citations})) over ()`.mapWith(Number),
      allImpression: sql<number>`sum(sum(${r.impression})) over ()`.mapWith(Number),
    })
    .from(r)
    .leftJoin(sd, and(eq(sd.projectId, filter.projectId), eq(sd.domain, r.domain)))
    .groupBy(r.domain)
    // Daily and monthly rows whose citations were all taken away stay, at zero.
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(desc(sql`sum(${r.citations})`), asc(r.domain))
    .limit(limit);
  const [first] = rows;
  return {
    domains: rows.map(({ allCitations: _c, allImpression: _i, ...row }) => row),
    citations: first?.allCitations ?? 0,
    impression: first?.allImpression ?? 0,
  };
}
