import { and, eq, inArray } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { prompts } from '../schema/index.ts';

/** What a bulk change may set on many prompts: activity, or an intent a person chose (marked manual). */
export type PromptFieldsChange =
  | { active: boolean }
  | { intent: 'informational' | 'commercial' | 'transactional' | 'navigational' };

/** Sets the fields on these prompts of the project in one transaction and raises the project's data version. */
export async function setPromptsFields(
  db: Database,
  projectId: number,
  promptIds: readonly number[],
  change: PromptFieldsChange,
): Promise<void> {
  if (promptIds.length === 0) return;
  const values = 'intent' in change ? { intent: change.intent, intentSource: 'manual' as const } : change;
  await db.transaction(async (tx) => {
    await tx
      .update(prompts)
      .set(values)
      .where(and(eq(prompts.projectId, projectId), inArray(prompts.id, [...promptIds])));
    await bumpDataVersion(tx, projectId);
  });
}
