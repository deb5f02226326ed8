import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

/** What the optimisation reads take: the report filter (no segment) and the project's organization. */
export interface OptimisationFilter extends Omit<PromptFilter, 'segmentId' | 'segmentIds'> {
  organizationId: number;
}

/** The filter on a table keyed by organization × project × day × engine × prompt (facts, per-prompt rollups). */
export function optimisationCondition(
  table: {
    organizationId: AnyPgColumn;
    projectId: AnyPgColumn;
    day: AnyPgColumn;
    engine: AnyPgColumn;
    promptId: AnyPgColumn;
  },
  filter: OptimisationFilter,
): SQL | undefined {
  return and(eq(table.organizationId, filter.organizationId), promptFilterCondition(table, filter));
}
