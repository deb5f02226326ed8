import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Local months `YYYY-MM`, both inclusive and optional. */
export interface MonthRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** `day` within the months of `range` (nothing when the range is open on both ends), for an index on `day`. */
export function monthRangeCondition(day: PgColumn | SQL, range: MonthRange | undefined): SQL {
  const parts: SQL[] = [];
  if (range?.from) parts.push(sql`${day} >= ${`${range.from}-01`}::date`);
  if (range?.to) parts.push(sql`${day} < (${`${range.to}-01`}::date + interval '1 month')::date`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
