import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts, promptTags, tags } from '../schema/index.ts';

/** A prompt of the project's prompt list: its fields and its tags' names (sorted). */
export interface PromptWithTags {
  id: number;
  documentId: string;
  text: string;
  language: string;
  intent: 'informational' | 'commercial' | 'transactional' | 'navigational' | null;
  intentSource: 'auto' | 'manual';
  active: boolean;
  tags: string[];
}

/**
 * The project's prompts, oldest first, each with its tags' names, in one grouped query: every one, or one page of
 * them (`page`: how many to skip and to return; the list endpoint pages, see docs/features/prompts.md).
 */
export async function listPromptsWithTags(
  db: Database,
  projectId: number,
  page?: { offset: number; limit: number },
): Promise<PromptWithTags[]> {
  const query = db
    .select({
      id: prompts.id,
      documentId: prompts.documentId,
      text: prompts.text,
      language: prompts.language,
      intent: prompts.intent,
      intentSource: prompts.intentSource,
      active: prompts.active,
      tags: sql<string[]>`coalesce(array_agg(${tags.name} order by ${tags.name})
        filter (where ${tags.name} is not null), '{}')`,
    })
    .from(prompts)
    .leftJoin(promptTags, eq(promptTags.promptId, prompts.id))
    .leftJoin(tags, eq(tags.id, promptTags.tagId))
    .where(eq(prompts.projectId, projectId))
    .groupBy(prompts.id)
    .orderBy(asc(prompts.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({ ...row, id: Number(row.id), tags: row.tags ?? [] }));
}
