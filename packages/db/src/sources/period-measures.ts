import { type SQL, sql } from 'drizzle-orm';

/** The summed columns of a source rows subquery that marks each row of the range `current` (see `domainRows`). */
interface PeriodRows {
  current: SQL.Aliased<boolean>;
  citations: unknown;
  answersCiting: unknown;
  impression: unknown;
  firstPositionSum: unknown;
  answersCitingBrand: unknown;
  answersCitingCompetitor: unknown;
}

/**
 * What a source table sums per domain or page from the rows of both periods: the range's measures, the answers citing
 * it in the period before, and the range's totals over every row (window sums, so shares stay of every citation).
 */
export function periodMeasures(r: PeriodRows) {
  const now = (value: unknown) =>
    sql<number>`coalesce(sum(${value}) filter (where ${r.current}), 0)`.mapWith(Number);
  const total = (value: unknown) =>
    sql<number>`sum(sum(${value}) filter (where ${r.current})) over ()`.mapWith(Number);
  return {
    citations: now(r.citations).as('citations'),
    answersCiting: now(r.answersCiting).as('answers_citing'),
    impression: now(r.impression).as('impression'),
    firstPositionSum: now(r.firstPositionSum).as('first_position_sum'),
    answersCitingBrand: now(r.answersCitingBrand).as('answers_citing_brand'),
    answersCitingCompetitor: now(r.answersCitingCompetitor).as('answers_citing_competitor'),
    previousAnswersCiting: sql<number>`coalesce(sum(${r.answersCiting}) filter (where not ${r.current}), 0)`
      .mapWith(Number)
      .as('before_answers_citing'),
    allCitations: total(r.citations).as('all_citations'),
    allImpression: total(r.impression).as('all_impression'),
  };
}

/** Only domains or pages cited in the range (rows whose citations were all taken away stay, at zero). */
export const citedInRange = (r: PeriodRows) => sql`sum(${r.citations}) filter (where ${r.current}) > 0`;
