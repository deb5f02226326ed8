import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupSegments } from '../schema/index.ts';

/** Whether a segment already holds its domain and page rows (false for a segment that no longer exists). */
export async function segmentHoldsSources(db: Database, segmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ sources: rollupSegments.sources })
    .from(rollupSegments)
    .where(eq(rollupSegments.id, segmentId));
  return row?.sources ?? false;
}
