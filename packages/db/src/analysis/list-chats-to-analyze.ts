import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { chats, prompts } from '../schema/index.ts';

export interface ChatToAnalyze {
  id: number;
  organizationId: number;
  projectId: number;
  promptId: number;
  engine: string;
  day: string;
  answer: string;
  sourceCitations: unknown;
  language: string;
}

/** A page (by id, after `afterId`) of the project's chats whose facts were not computed with `analysisKey`. */
export async function listChatsToAnalyze(
  db: Database,
  projectId: number,
  analysisKey: string,
  afterId: number,
  limit: number,
): Promise<ChatToAnalyze[]> {
  return db
    .select({
      id: chats.id,
      organizationId: chats.organizationId,
      projectId: chats.projectId,
      promptId: chats.promptId,
      engine: chats.engine,
      day: chats.day,
      answer: chats.answer,
      sourceCitations: chats.sourceCitations,
      language: prompts.language,
    })
    .from(chats)
    .innerJoin(prompts, eq(prompts.id, chats.promptId))
    .where(
      and(
        eq(chats.projectId, projectId),
        gt(chats.id, afterId),
        or(isNull(chats.analysisKey), ne(chats.analysisKey, analysisKey)),
      ),
    )
    .orderBy(asc(chats.id))
    .limit(limit);
}
