import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupSegments } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The advisory lock of a project's segments: shared by every recompute, exclusive while a segment is built. */
export const segmentLockKey = (projectId: number) => `rollup-segments:${projectId}`;

/** Segments kept per project; building one more drops those read the longest ago. */
export const maxSegmentsPerProject = 32;

export interface SegmentRequest {
  projectId: number;
  /** The filter the prompts come from, as the report's cache key writes it (one segment per filter). */
  filterKey: string;
  /** The prompts the filter leaves now (at least one). */
  promptIds: readonly number[];
  /** Today, `YYYY-MM-DD`: when the segment was last read. */
  today: string;
}

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

async function findSegment(db: Database | Tx, projectId: number, filterKey: string) {
  const [found] = await db
    .select({ id: rollupSegments.id, promptIds: rollupSegments.promptIds, readOn: rollupSegments.readOn })
    .from(rollupSegments)
    .where(and(eq(rollupSegments.projectId, projectId), eq(rollupSegments.filterKey, filterKey)));
  return found ? { ...found, promptIds: found.promptIds.map(Number) } : undefined;
}

/** The per-prompt rollups of the members, summed per day × engine (× brand) into the new segment's rows. */
function fillSegment(segmentId: number, projectId: number, ids: readonly number[]): SQL[] {
  const members = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const answers = `answers, no_answers, answers_with_citations, answers_citing_owned, citations, owned_citations,
    impression, owned_impression`;
  const brands = `answers_mentioning, mentions, rank_sum, rank1, sentiment_sum, positive, neutral, negative,
    top_third, middle_third, bottom_third`;
  const sums = (columns: string) =>
    sql.raw(
      columns
        .split(',')
        .map((c) => `sum(${c.trim()})`)
        .join(', '),
    );
  return [
    sql`insert into rollup_segment_answers (organization_id, project_id, day, engine, segment_id, ${sql.raw(answers)})
      select organization_id, project_id, day, engine, ${segmentId}, ${sums(answers)}
      from rollup_answers where project_id = ${projectId} and prompt_id in (${members})
      group by organization_id, project_id, day, engine`,
    sql`insert into rollup_segment_brands (organization_id, project_id, day, engine, segment_id, brand_key,
        ${sql.raw(brands)})
      select organization_id, project_id, day, engine, ${segmentId}, brand_key, ${sums(brands)}
      from rollup_brands where project_id = ${projectId} and prompt_id in (${members})
      group by organization_id, project_id, day, engine, brand_key`,
  ];
}

/**
 * The id of the segment rollups of a filter's prompts, built first if the project has none for that filter or if
 * its members are no longer exactly the prompts the filter leaves (an intent corrected, a tag or prompt added or
 * deleted, a brand alias changed): then the old segment is dropped and a new one summed from the per-prompt
 * rollups, under the project's segment lock taken exclusively, so no recompute is half in it. From then on every
 * recompute of a member prompt keeps it exact (recompute-rollups.ts). Reading a valid segment writes nothing but,
 * once a day, the day it was read.
 */
export async function ensureSegment(db: Database, request: SegmentRequest): Promise<number> {
  const { projectId, filterKey, today } = request;
  const ids = ascending(request.promptIds);
  if (ids.length === 0) throw new Error('A segment needs at least one prompt');
  const found = await findSegment(db, projectId, filterKey);
  if (found && sameIds(found.promptIds, ids)) {
    if (found.readOn < today) {
      await db.update(rollupSegments).set({ readOn: today }).where(eq(rollupSegments.id, found.id));
    }
    return found.id;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${segmentLockKey(projectId)}, 0))`);
    // Another request may have built it while this one waited for the lock.
    const again = await findSegment(tx, projectId, filterKey);
    if (again && sameIds(again.promptIds, ids)) return again.id;
    if (again) await tx.delete(rollupSegments).where(eq(rollupSegments.id, again.id));
    const [created] = await tx
      .insert(rollupSegments)
      .values({
        organizationId: sql`(select organization_id from projects where id = ${projectId})`,
        projectId,
        filterKey,
        promptIds: ids,
        readOn: today,
      })
      .returning({ id: rollupSegments.id });
    const segmentId = created!.id;
    for (const statement of fillSegment(segmentId, projectId, ids)) await tx.execute(statement);
    // Keep the most recently read ones (this one included); the others' rows go with them.
    const newest = tx
      .select({ id: rollupSegments.id })
      .from(rollupSegments)
      .where(eq(rollupSegments.projectId, projectId))
      .orderBy(desc(rollupSegments.readOn), desc(rollupSegments.id))
      .limit(maxSegmentsPerProject);
    await tx
      .delete(rollupSegments)
      .where(and(eq(rollupSegments.projectId, projectId), notInArray(rollupSegments.id, newest)));
    return segmentId;
  });
}

/** Drops every segment of a project (their rows go with them); the next filtered report builds its own again. */
export async function dropProjectSegments(db: Database, projectId: number): Promise<void> {
  await db.delete(rollupSegments).where(eq(rollupSegments.projectId, projectId));
}
