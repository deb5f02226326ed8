import { type Subquery, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/** What each row of a source table's page query carries besides its own sums: the window totals of the range. */
export interface WindowTotals {
  /** Rows matching the filters. */
  total: number;
  /** Citations and impression of every source of the range (whatever the filters). */
  allCitations: number;
  allImpression: number;
}

export interface PageWithTotals<R> {
  rows: R[];
  total: number;
  citations: number;
  impression: number;
}

/**
 * A page of a source table from `page(offset, limit)`, whose rows carry the window totals: the page's first row gives
 * them; past the last page, the first page's row; with no matching row at all, `everySource()` sums every source of
 * the range (the totals do not depend on the filters) and the total is 0.
 */
export async function pageWithTotals<R extends WindowTotals>(
  page: (offset: number, limit: number) => Promise<R[]>,
  offset: number,
  limit: number,
  everySource: () => Promise<{ citations: number; impression: number }>,
): Promise<PageWithTotals<Omit<R, keyof WindowTotals>>> {
  const rows = await page(offset, limit);
  const head = rows[0] ?? (offset > 0 ? (await page(0, 1))[0] : undefined);
  const totals = head
    ? { total: head.total, citations: head.allCitations, impression: head.allImpression }
    : { total: 0, ...(await everySource()) };
  return { rows: rows.map(({ total: _t, allCitations: _c, allImpression: _i, ...row }) => row), ...totals };
}

/**
 * The totals of a source table when no row matches: the range's source rows (`domainRows`, `urlRows`) summed straight,
 * without grouping them by source again (the grouping's sort is most of a page's time). Equal to the window totals: a
 * source without citations in the range has no impression either.
 */
export async function sumRangeTotals(
  db: Database,
  rows: Subquery & { citations: unknown; impression: unknown },
): Promise<{ citations: number; impression: number }> {
  const [all] = await db
    .select({
      citations: sql<number>`coalesce(sum(${rows.citations}), 0)`.mapWith(Number),
      impression: sql<number>`coalesce(sum(${rows.impression}), 0)`.mapWith(Number),
    })
    .from(rows);
  return { citations: all?.citations ?? 0, impression: all?.impression ?? 0 };
}
