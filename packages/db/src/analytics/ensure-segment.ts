import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupSegments } from '../schema/index.ts';
import { blockSpans } from './day-blocks.ts';
import { answerMeasureColumns, brandMeasureColumns, sourceMeasureColumns } from './rollup-measures.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The advisory lock of a project's segments: shared by every recompute, exclusive while a segment is built. */
export const segmentLockKey = (projectId: number) => `rollup-segments:${projectId}`;

/** Segments kept per project; building one more drops those read the longest ago. */
export const maxSegmentsPerProject = 32;

export interface SegmentRequest {
  /** The filter the prompts come from, as the report's cache key writes it (one segment per filter). */
  filterKey: string;
  /** The prompts the filter leaves now (at least one). */
  promptIds: readonly number[];
  /** A source read: the segment must hold its domain and page rows too (built now if it does not yet). */
  sources?: boolean | undefined;
}

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The project's segments of these filters, by filter key. */
async function findSegments(db: Database | Tx, projectId: number, filterKeys: readonly string[]) {
  const found = await db
    .select({
      id: rollupSegments.id,
      filterKey: rollupSegments.filterKey,
      promptIds: rollupSegments.promptIds,
      readOn: rollupSegments.readOn,
      sources: rollupSegments.sources,
    })
    .from(rollupSegments)
    .where(and(eq(rollupSegments.projectId, projectId), inArray(rollupSegments.filterKey, [...filterKeys])));
  return new Map(found.map((row) => [row.filterKey, { ...row, promptIds: row.promptIds.map(Number) }]));
}

const columns = (names: readonly string[]) => sql.raw(names.join(', '));
const sums = (names: readonly string[]) => sql.raw(names.map((c) => `sum(r.${c})`).join(', '));

/** A new segment's rows: its members' per-prompt answer and brand rows summed per day × engine (× brand). */
function fillSegment(projectId: number, segmentId: number, promptIds: readonly number[]): SQL[] {
  const members = sql.join(
    promptIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const from = (table: string) =>
    sql`from ${sql.raw(table)} r where r.project_id = ${projectId} and r.prompt_id in (${members})`;
  return [
    sql`insert into rollup_segment_answers (organization_id, project_id, day, engine, segment_id,
        ${columns(answerMeasureColumns)})
      select r.organization_id, r.project_id, r.day, r.engine, ${segmentId}, ${sums(answerMeasureColumns)}
      ${from('rollup_answers')}
      group by r.organization_id, r.project_id, r.day, r.engine`,
    sql`insert into rollup_segment_brands (organization_id, project_id, day, engine, segment_id, brand_key,
        ${columns(brandMeasureColumns)})
      select r.organization_id, r.project_id, r.day, r.engine, ${segmentId}, r.brand_key, ${sums(brandMeasureColumns)}
      ${from('rollup_brands')}
      group by r.organization_id, r.project_id, r.day, r.engine, r.brand_key`,
  ];
}

/**
 * A segment's domain and page rows: its members' per-prompt rows summed per day × engine × domain (page), then over
 * the aligned blocks of each span.
 */
function fillSegmentSources(projectId: number, segmentId: number, promptIds: readonly number[]): SQL[] {
  const members = sql.join(
    promptIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const from = (table: string) =>
    sql`from ${sql.raw(table)} r where r.project_id = ${projectId} and r.prompt_id in (${members})`;
  return [
    sql`insert into rollup_segment_domains (organization_id, project_id, day, engine, segment_id, domain, source_type,
        ${columns(sourceMeasureColumns)})
      select r.organization_id, r.project_id, r.day, r.engine, ${segmentId}, r.domain, max(r.source_type),
        ${sums(sourceMeasureColumns)}
      ${from('rollup_domains')}
      group by r.organization_id, r.project_id, r.day, r.engine, r.domain`,
    sql`insert into rollup_segment_urls (organization_id, project_id, day, engine, segment_id, normalized_url, domain,
        ${columns(sourceMeasureColumns)})
      select r.organization_id, r.project_id, r.day, r.engine, ${segmentId}, r.normalized_url, max(r.domain),
        ${sums(sourceMeasureColumns)}
      ${from('rollup_urls')}
      group by r.organization_id, r.project_id, r.day, r.engine, r.normalized_url`,
    // Then their blocks, from the day rows just written.
    ...(
      [
        ['rollup_segment_block_domains', 'rollup_segment_domains', 'domain', 'source_type'],
        ['rollup_segment_block_urls', 'rollup_segment_urls', 'normalized_url', 'domain'],
      ] as const
    ).map(
      ([blocks, days, key, label]) =>
        sql`insert into ${sql.raw(blocks)} (organization_id, project_id, segment_id, span, start, engine, ${sql.raw(key)},
          ${sql.raw(label)}, ${columns(sourceMeasureColumns)})
        select r.organization_id, r.project_id, r.segment_id, s.span, r.day - (r.day - date '1970-01-01') % s.span,
          r.engine, r.${sql.raw(key)}, max(r.${sql.raw(label)}), ${sums(sourceMeasureColumns)}
        from ${sql.raw(days)} r cross join ${spans}
        where r.segment_id = ${segmentId}
        group by 1, 2, 3, 4, 5, 6, 7 order by 4, 5, 6, 7`,
    ),
  ];
}

const spans = sql.raw(`(values ${blockSpans.map((span) => `(${span})`).join(', ')}) s(span)`);

/**
 * The ids of the segment rollups of filters' prompts (in the order asked), each built first if the project has none
 * for that filter or if its members are no longer exactly the prompts the filter leaves (an intent corrected, a tag
 * or prompt added or deleted, a brand alias changed): then the old segment is dropped and a new one summed from the
 * per-prompt rollups, all those of one call in one transaction under the project's segment lock taken exclusively,
 * so no recompute is half in them. A source read also needs the segment's domain and page rows, built the first time
 * one asks (under the same lock). From then on every recompute of a member prompt keeps them exact
 * (recompute-rollups.ts). Reading valid segments writes nothing but, once a day, the day they were read.
 */
export async function ensureSegments(
  db: Database,
  projectId: number,
  requests: readonly SegmentRequest[],
  today: string,
): Promise<number[]> {
  const wanted = requests.map((r) => ({
    filterKey: r.filterKey,
    promptIds: ascending(r.promptIds),
    sources: r.sources ?? false,
  }));
  if (wanted.length === 0) return [];
  if (wanted.some((r) => r.promptIds.length === 0)) throw new Error('A segment needs at least one prompt');
  const valid = (found: Awaited<ReturnType<typeof findSegments>>) =>
    wanted.every((r) => {
      const segment = found.get(r.filterKey);
      return (
        segment !== undefined && sameIds(segment.promptIds, r.promptIds) && (segment.sources || !r.sources)
      );
    });
  const found = await findSegments(
    db,
    projectId,
    wanted.map((r) => r.filterKey),
  );
  if (valid(found)) {
    const stale = wanted.map((r) => found.get(r.filterKey)!).filter((s) => s.readOn < today);
    if (stale.length > 0) {
      await db
        .update(rollupSegments)
        .set({ readOn: today })
        .where(
          inArray(
            rollupSegments.id,
            stale.map((s) => s.id),
          ),
        );
    }
    return wanted.map((r) => found.get(r.filterKey)!.id);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${segmentLockKey(projectId)}, 0))`);
    // Another request may have built them while this one waited for the lock.
    const again = await findSegments(
      tx,
      projectId,
      wanted.map((r) => r.filterKey),
    );
    const ids = new Map<string, number>();
    for (const r of wanted) {
      const segment = again.get(r.filterKey);
      if (segment && sameIds(segment.promptIds, r.promptIds)) {
        ids.set(r.filterKey, segment.id);
        if (r.sources && !segment.sources) {
          for (const statement of fillSegmentSources(projectId, segment.id, r.promptIds))
            await tx.execute(statement);
          await tx.update(rollupSegments).set({ sources: true }).where(eq(rollupSegments.id, segment.id));
        }
        continue;
      }
      if (segment) await tx.delete(rollupSegments).where(eq(rollupSegments.id, segment.id));
      const [created] = await tx
        .insert(rollupSegments)
        .values({
          organizationId: sql`(select organization_id from projects where id = ${projectId})`,
          projectId,
          filterKey: r.filterKey,
          promptIds: r.promptIds,
          readOn: today,
          sources: r.sources,
        })
        .returning({ id: rollupSegments.id });
      ids.set(r.filterKey, created!.id);
      for (const statement of fillSegment(projectId, created!.id, r.promptIds)) await tx.execute(statement);
      if (r.sources)
        for (const statement of fillSegmentSources(projectId, created!.id, r.promptIds))
          await tx.execute(statement);
    }
    // Keep the most recently read ones (these included); the others' rows go with them.
    const newest = tx
      .select({ id: rollupSegments.id })
      .from(rollupSegments)
      .where(eq(rollupSegments.projectId, projectId))
      .orderBy(desc(rollupSegments.readOn), desc(rollupSegments.id))
      .limit(Math.max(maxSegmentsPerProject, wanted.length));
    await tx
      .delete(rollupSegments)
      .where(and(eq(rollupSegments.projectId, projectId), notInArray(rollupSegments.id, newest)));
    return wanted.map((r) => ids.get(r.filterKey)!);
  });
}

/** Drops every segment of a project (their rows go with them); the next filtered report builds its own again. */
export async function dropProjectSegments(db: Database, projectId: number): Promise<void> {
  await db.delete(rollupSegments).where(eq(rollupSegments.projectId, projectId));
}
