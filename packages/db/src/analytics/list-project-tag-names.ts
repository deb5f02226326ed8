import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { tags } from '../schema/index.ts';

/** The names of the project's tags (with or without prompts), sorted: what a `tags` filter may name. */
export async function listProjectTagNames(db: Database, projectId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(eq(tags.projectId, projectId))
    .orderBy(asc(tags.name));
  return rows.map((r) => r.name);
}
