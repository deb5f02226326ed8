import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';
import { countProjectPrompts } from './count-project-prompts.ts';

/**
 * Runs `work` in a transaction that holds the project's row lock, with the project's prompt count as it stands under
 * that lock: two requests adding prompts to one project at once are counted one after the other, so a cap checked in
 * `work` cannot be passed by their sum (docs/features/prompts.md). Whatever `work` throws rolls the transaction back.
 */
export function withPromptCountLocked<T>(
  db: Database,
  projectId: number,
  work: (tx: Database, have: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    return work(tx, await countProjectPrompts(tx, projectId));
  });
}
