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
