import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { competitors, evaluationItems, prompts, tags } from '../schema/index.ts';

const tables = { competitors, 'evaluation-items': evaluationItems, prompts, tags } as const;

/** The project a prompt, tag, competitor or evaluation item belongs to (by numeric id). */
export async function projectOfDocument(
  db: Database,
  resource: keyof typeof tables,
  id: number,
): Promise<number | null> {
  const table = tables[resource];
  const [row] = await db.select({ projectId: table.projectId }).from(table).where(eq(table.id, id));
  return row?.projectId ?? null;
}
