import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';

/** A project's document id and name (for messages about it). */
export async function findProjectLabel(
  db: Database,
  projectId: number,
): Promise<{ documentId: string; name: string } | undefined> {
  const [row] = await db
    .select({ documentId: projects.documentId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}
