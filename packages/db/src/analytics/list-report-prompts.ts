import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts, promptTags, tags } from '../schema/index.ts';

/** A prompt of the project as the dashboards filter and label it. */
export interface ReportPromptRow {
  id: number;
  documentId: string;
  text: string;
  intent: 'informational' | 'commercial' | 'transactional' | 'navigational' | null;
  intentSource: 'auto' | 'manual';
  active: boolean;
  /** Names of the prompt's tags, sorted. */
  tags: string[];
}

/**
 * Every prompt of the project (active or not) with the names of its tags, in the order they were added: one scan of
 * the prompts joined to their tags, folded per prompt here.
 */
export async function listReportPrompts(db: Database, projectId: number): Promise<ReportPromptRow[]> {
  const rows = await db
    .select({
      id: prompts.id,
      documentId: prompts.documentId,
      text: prompts.text,
      intent: prompts.intent,
      intentSource: prompts.intentSource,
      active: prompts.active,
      tag: tags.name,
    })
    .from(prompts)
    .leftJoin(promptTags, eq(promptTags.promptId, prompts.id))
    .leftJoin(tags, eq(tags.id, promptTags.tagId))
    .where(eq(prompts.projectId, projectId))
    .orderBy(asc(prompts.id), asc(tags.name));
  const byId = new Map<number, ReportPromptRow>();
  for (const { tag, ...row } of rows) {
    const id = Number(row.id);
    let prompt = byId.get(id);
    if (!prompt) {
      prompt = { ...row, id, tags: [] };
      byId.set(id, prompt);
    }
    if (tag !== null) prompt.tags.push(tag);
  }
  return [...byId.values()];
}
