import { and, eq, inArray } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { promptTags, tags } from '../schema/index.ts';

/**
 * Takes the named tags off these prompts of the project (the tags themselves stay), in one transaction, raising the
 * project's data version.
 */
export async function removePromptTags(
  db: Database,
  projectId: number,
  promptIds: readonly number[],
  names: readonly string[],
): Promise<void> {
  if (promptIds.length === 0 || names.length === 0) return;
  await db.transaction(async (tx) => {
    const named = tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.projectId, projectId), inArray(tags.name, [...names])));
    await tx
      .delete(promptTags)
      .where(and(inArray(promptTags.promptId, [...promptIds]), inArray(promptTags.tagId, named)));
    await bumpDataVersion(tx, projectId);
  });
}
