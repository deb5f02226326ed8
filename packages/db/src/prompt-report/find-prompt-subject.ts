import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects, prompts, promptTags, tags } from '../schema/index.ts';

/** A prompt as its screen heads it: its own fields, its tags' names and the project it belongs to. */
export interface PromptSubject {
  documentId: string;
  text: string;
  language: string;
  intent: 'informational' | 'commercial' | 'transactional' | 'navigational' | null;
  intentSource: 'auto' | 'manual';
  active: boolean;
  /** Names of the prompt's tags, sorted. */
  tags: string[];
  project: {
    documentId: string;
    name: string;
    brandName: string;
    timezone: string;
    engines: string[];
    status: 'active' | 'inactive';
    /** Every engine of the project is answered by the simulator. */
    simulated: boolean;
  };
}

/**
 * The prompt (by its numeric id, already authorized) with its tags and project, in one statement: the prompt joined
 * to its project and, per tag, to its tags (folded here). Null when the prompt no longer exists.
 */
export async function findPromptSubject(db: Database, promptId: number): Promise<PromptSubject | null> {
  const rows = await db
    .select({
      documentId: prompts.documentId,
      text: prompts.text,
      language: prompts.language,
      intent: prompts.intent,
      intentSource: prompts.intentSource,
      active: prompts.active,
      tag: tags.name,
      projectDocumentId: projects.documentId,
      projectName: projects.name,
      brandName: projects.brandName,
      timezone: projects.timezone,
      engines: projects.engines,
      status: projects.status,
      simulated: projects.simulated,
    })
    .from(prompts)
    .innerJoin(projects, eq(projects.id, prompts.projectId))
    .leftJoin(promptTags, eq(promptTags.promptId, prompts.id))
    .leftJoin(tags, eq(tags.id, promptTags.tagId))
    .where(eq(prompts.id, promptId))
    .orderBy(asc(tags.name));
  const first = rows[0];
  if (!first) return null;
  return {
    documentId: first.documentId,
    text: first.text,
    language: first.language,
    intent: first.intent,
    intentSource: first.intentSource,
    active: first.active,
    tags: rows.flatMap((r) => (r.tag === null ? [] : [r.tag])),
    project: {
      documentId: first.projectDocumentId,
      name: first.projectName,
      brandName: first.brandName,
      timezone: first.timezone,
      engines: first.engines,
      status: first.status,
      simulated: first.simulated,
    },
  };
}
