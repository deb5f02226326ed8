import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts } from '../schema/index.ts';

/** The ids of those of these prompts (document ids) that belong to the project, by document id. */
export async function findProjectPromptIds(
  db: Database,
  projectId: number,
  documentIds: readonly string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: prompts.id, documentId: prompts.documentId })
    .from(prompts)
    .where(and(eq(prompts.projectId, projectId), inArray(prompts.documentId, [...documentIds])));
  return new Map(rows.map((row) => [row.documentId, Number(row.id)]));
}
