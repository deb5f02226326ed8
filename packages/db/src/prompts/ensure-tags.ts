import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { tags } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ProjectOwner {
  organizationId: number;
  projectId: number;
}

/**
 * The ids of the project's tags with these names, creating the missing ones (a tag another writer creates meanwhile
 * is taken as it is); with the names that were new.
 */
export async function ensureTags(
  tx: Tx,
  owner: ProjectOwner,
  names: readonly string[],
): Promise<{ ids: Map<string, number>; created: string[] }> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return { ids: new Map(), created: [] };
  const inserted = await tx
    .insert(tags)
    .values(wanted.map((name) => ({ ...owner, name })))
    .onConflictDoNothing({ target: [tags.projectId, tags.name] })
    .returning({ name: tags.name });
  const rows = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.projectId, owner.projectId), inArray(tags.name, wanted)));
  const createdNames = new Set(inserted.map((row) => row.name));
  return {
    ids: new Map(rows.map((row) => [row.name, Number(row.id)])),
    created: wanted.filter((name) => createdNames.has(name)),
  };
}
