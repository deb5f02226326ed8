import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { runs } from '../schema/index.ts';
import { refreshCollect } from './refresh-collect.ts';

export interface RunFailure {
  runId: number;
  collectId: number;
  errorKind: string;
  error: string;
  /** True when no retry will follow (permanent error or retries exhausted): the run is failed for good. */
  final: boolean;
}

/** Records an attempt's error on the run; a final failure also counts in the collect. Whether the collect finished. */
export async function failRun(db: Database, failure: RunFailure): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(runs)
      .set({
        status: failure.final ? 'failed' : 'queued',
        errorKind: failure.errorKind,
        error: failure.error.slice(0, 2000),
        finishedAt: failure.final ? new Date() : null,
      })
      .where(eq(runs.id, failure.runId));
    return refreshCollect(tx, failure.collectId);
  });
}
