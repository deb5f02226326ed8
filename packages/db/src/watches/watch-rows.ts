import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { watches, watchHits } from '../schema/index.ts';
import type { WatchMatch } from './watch-match.ts';

export interface WatchRow extends WatchMatch {
  id: number;
  documentId: string;
  organizationId: number;
  projectId: number;
  name: string;
  matchVersion: number;
  countedVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: watches.id,
  documentId: watches.documentId,
  organizationId: watches.organizationId,
  projectId: watches.projectId,
  name: watches.name,
  kind: watches.kind,
  target: watches.target,
  engines: watches.engines,
  matchVersion: watches.matchVersion,
  countedVersion: watches.countedVersion,
  createdAt: watches.createdAt,
  updatedAt: watches.updatedAt,
};

const asRow = (row: Record<keyof typeof columns, unknown>) => row as unknown as WatchRow;

/** A project's watches, oldest first. */
export async function listProjectWatches(db: Database, projectId: number): Promise<WatchRow[]> {
  const rows = await db
    .select(columns)
    .from(watches)
    .where(eq(watches.projectId, projectId))
    .orderBy(asc(watches.id));
  return rows.map(asRow);
}

/** One watch of a project by its document id (another project's, or another organization's, is none). */
export async function findProjectWatch(
  db: Database,
  projectId: number,
  documentId: string,
): Promise<WatchRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(watches)
    .where(and(eq(watches.projectId, projectId), eq(watches.documentId, documentId)));
  return row ? asRow(row) : undefined;
}

export interface NewWatch extends WatchMatch {
  organizationId: number;
  projectId: number;
  name: string;
  createdBy: number | null;
}

/** Stores a new watch; its history is matched by the backfill (countedVersion 0 < matchVersion 1 until then). */
export async function insertWatch(db: Database, watch: NewWatch): Promise<WatchRow> {
  const [row] = await db
    .insert(watches)
    .values({ ...watch, engines: [...watch.engines] })
    .returning(columns);
  return asRow(row!);
}

/**
 * Renames a watch, or changes what it matches: then its hits are removed and its match version raised in one
 * transaction, so that the history is matched again (the backfill) and no hit of the old target is left.
 */
export async function updateWatch(
  db: Database,
  watch: WatchRow,
  change: { name: string } & WatchMatch,
): Promise<WatchRow> {
  const rematch =
    change.kind !== watch.kind ||
    change.target !== watch.target ||
    [...change.engines].sort().join(',') !== [...watch.engines].sort().join(',');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(watches)
      .set({
        name: change.name,
        kind: change.kind,
        target: change.target,
        engines: [...change.engines],
        ...(rematch ? { matchVersion: watch.matchVersion + 1 } : {}),
      })
      .where(eq(watches.id, watch.id))
      .returning(columns);
    if (rematch) {
      await tx.delete(watchHits).where(eq(watchHits.watchId, watch.id));
    }
    return asRow(row!);
  });
}

/** Deletes a watch and its hits. */
export async function deleteWatch(db: Database, watchId: number): Promise<void> {
  await db.delete(watches).where(eq(watches.id, watchId));
}
