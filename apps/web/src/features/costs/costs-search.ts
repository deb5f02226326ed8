/** How the organization's table groups its rows. */
export type CostGrouping = 'month' | 'project' | 'engine';
export const costGroupings: readonly CostGrouping[] = ['month', 'project', 'engine'];

/** `/organization/costs?group=project`: how the table groups its rows (by month when absent or unknown). */
export interface CostsSearch {
  group?: CostGrouping;
}

export function validateCostsSearch(search: Record<string, unknown>): CostsSearch {
  const group = search.group;
  return typeof group === 'string' &&
    (costGroupings as readonly string[]).includes(group) &&
    group !== 'month'
    ? { group: group as CostGrouping }
    : {};
}
