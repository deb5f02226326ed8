import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { promptTags } from '../schema/index.ts';
import { ensureTags, type ProjectOwner } from './ensure-tags.ts';
import { inChunks } from './in-chunks.ts';

/**
 * Gives these prompts of the project the named tags (creating tags the project lacks; a prompt that already has one
 * keeps it once), in one transaction, raising the project's data version. Answers the tags that were new.
 */
export async function addPromptTags(
  db: Database,
  owner: ProjectOwner,
  promptIds: readonly number[],
  names: readonly string[],
): Promise<string[]> {
  if (promptIds.length === 0 || names.length === 0) return [];
  return db.transaction(async (tx) => {
    const { ids, created } = await ensureTags(tx, owner, names);
    const links = promptIds.flatMap((promptId) =>
      [...ids.values()].map((tagId) => ({ organizationId: owner.organizationId, promptId, tagId })),
    );
    for (const part of inChunks(links)) await tx.insert(promptTags).values(part).onConflictDoNothing();
    await bumpDataVersion(tx, owner.projectId);
    return created;
  });
}
