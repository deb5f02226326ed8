import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Recounts a collect from its runs and derives its status. The row is locked first, so the counting statement runs
 * with a snapshot taken after every concurrent writer of this collect has committed. `no key update`, because each
 * writer already holds a key-share lock on the row (its chat's foreign key): `for update` would deadlock two writers.
 * Whether the collect has finished (every planned run succeeded or failed for good).
 */
export async function refreshCollect(tx: Tx, collectId: number): Promise<boolean> {
  await tx.execute(sql`select id from collects where id = ${collectId} for no key update`);
  const result = await tx.execute(sql`
    with counts as (
      select count(*) filter (where status = 'succeeded') as succeeded,
        count(*) filter (where status = 'failed') as failed,
        coalesce(sum(cost), 0) as cost
      from runs where collect_id = ${collectId}
    )
    update collects set
      succeeded = counts.succeeded,
      failed = counts.failed,
      cost = counts.cost,
      started_at = coalesce(collects.started_at, now()),
      status = case
        when counts.succeeded + counts.failed < collects.planned then 'running'::collect_status
        when counts.failed = 0 then 'completed'::collect_status
        when counts.succeeded = 0 then 'failed'::collect_status
        else 'partial'::collect_status end,
      finished_at = case
        when counts.succeeded + counts.failed < collects.planned then null
        else coalesce(collects.finished_at, now()) end,
      updated_at = now()
    from counts
    where collects.id = ${collectId}
    returning collects.finished_at is not null as finished`);
  return rawRows<{ finished: boolean }>(result)[0]?.finished === true;
}
