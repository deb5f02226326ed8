import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { createDocumentId } from '../document-id.ts';
import { prompts, promptTags } from '../schema/index.ts';
import { ensureTags, type ProjectOwner } from './ensure-tags.ts';
import { inChunks } from './in-chunks.ts';

/** A prompt to create, with the names of its tags. */
export interface NewPrompt {
  text: string;
  language: string;
  intent: 'informational' | 'commercial' | 'transactional' | 'navigational' | null;
  intentSource: 'auto' | 'manual';
  active: boolean;
  tags: string[];
}

/**
 * Creates prompts with their tags (missing tags are created) in one transaction, all or nothing, and raises the
 * project's data version. Answers the new prompts' document ids in the given order, and the tags that were new.
 */
export async function insertPrompts(
  db: Database,
  owner: ProjectOwner,
  list: readonly NewPrompt[],
): Promise<{ documentIds: string[]; newTags: string[] }> {
  if (list.length === 0) return { documentIds: [], newTags: [] };
  return db.transaction(async (tx) => {
    const tagIds = await ensureTags(
      tx,
      owner,
      list.flatMap((p) => p.tags),
    );
    // Document ids made here, so each row is found again whatever order the database returns them in.
    const rows = list.map(({ tags, ...fields }) => ({ ...fields, ...owner, documentId: createDocumentId() }));
    const idOf = new Map<string, number>();
    for (const part of inChunks(rows)) {
      const inserted = await tx
        .insert(prompts)
        .values(part)
        .returning({ id: prompts.id, documentId: prompts.documentId });
      for (const row of inserted) idOf.set(row.documentId, Number(row.id));
    }
    const links = list.flatMap((prompt, i) =>
      prompt.tags.map((name) => ({
        organizationId: owner.organizationId,
        promptId: idOf.get(rows[i]!.documentId)!,
        tagId: tagIds.ids.get(name)!,
      })),
    );
    for (const part of inChunks(links)) await tx.insert(promptTags).values(part).onConflictDoNothing();
    await bumpDataVersion(tx, owner.projectId);
    return { documentIds: rows.map((row) => row.documentId), newTags: tagIds.created };
  });
}
