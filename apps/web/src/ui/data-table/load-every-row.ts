/**
 * Every row of a table the server pages, in its sort, for the CSV export: the server's pages of 100 one after
 * another, at most 50 of them (5,000 rows).
 */
export async function loadEveryRow<T>(
  read: (page: number) => Promise<{ data: T[]; meta: { pagination: { pageCount: number } } }>,
): Promise<T[]> {
  const first = await read(1);
  const rows = [...first.data];
  const last = Math.min(first.meta.pagination.pageCount, 50);
  for (let page = 2; page <= last; page++) rows.push(...(await read(page)).data);
  return rows;
}
