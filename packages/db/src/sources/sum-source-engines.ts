import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { domainRows, type PromptFilter } from '../source-rows/domain-rows.ts';
import { urlRows } from '../source-rows/url-rows.ts';

/** What one engine's answers did with one domain or page over a range. */
export interface SourceEngineSums {
  engine: string;
  citations: number;
  answersCiting: number;
  impression: number;
  firstPositionSum: number;
}

const sum = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/** One domain's citations per engine over a range, from the domain rollups (engines that never cited it absent). */
export async function sumDomainEngines(
  db: Database,
  filter: PromptFilter,
  domain: string,
): Promise<SourceEngineSums[]> {
  const r = domainRows(db, filter, 'engine_rows');
  return db
    .select({
      engine: r.engine,
      citations: sum(r.citations),
      answersCiting: sum(r.answersCiting),
      impression: sum(r.impression),
      firstPositionSum: sum(r.firstPositionSum),
    })
    .from(r)
    .where(eq(r.domain, domain))
    .groupBy(r.engine)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(r.engine);
}

/** One page's citations per engine over a range, from the page rollups (its domain narrows the read). */
export async function sumUrlEngines(
  db: Database,
  filter: PromptFilter,
  page: { domain: string; normalizedUrl: string },
): Promise<SourceEngineSums[]> {
  const r = urlRows(db, filter, { domain: page.domain }, 'engine_rows');
  return db
    .select({
      engine: r.engine,
      citations: sum(r.citations),
      answersCiting: sum(r.answersCiting),
      impression: sum(r.impression),
      firstPositionSum: sum(r.firstPositionSum),
    })
    .from(r)
    .where(eq(r.normalizedUrl, page.normalizedUrl))
    .groupBy(r.engine)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(r.engine);
}
