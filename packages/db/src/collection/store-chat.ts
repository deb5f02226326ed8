import { eq } from 'drizzle-orm';
import type { ChatFacts } from '../analysis/chat-facts.ts';
import { writeChatFacts } from '../analysis/write-chat-facts.ts';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { chats, runs } from '../schema/index.ts';
import { matchWatchHits } from '../watches/match-watch-hits.ts';
import { refreshCollect } from './refresh-collect.ts';
import type { RunContext } from './start-run.ts';

export interface NewChat {
  model: string;
  simulated: boolean;
  answer: string;
  sourceCitations: unknown[];
  /** What the engine searched and the pages it read (fan-out), when its response says. */
  searchQueries?: string[] | undefined;
  retrieved?: unknown[] | undefined;
  raw: unknown;
  status: 'ok' | 'no_answer';
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
  collectedAt: Date;
  /** The engines' parser version the answer was read with (see chats.parserVersion). */
  parserVersion?: number | undefined;
}

/**
 * Stores a run's answer, its facts, rollups and watch hits, and marks the run succeeded — one transaction, which also raises the
 * project's data version (cached analytics). A run has at most one chat (unique run id): storing it again (a
 * duplicate delivery) keeps the first and changes nothing.
 */
export async function storeChat(
  db: Database,
  run: RunContext,
  chat: NewChat,
  facts: ChatFacts,
  analysisKey: string,
): Promise<{ chatId: number; created: boolean; collectFinished: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chats)
      .values({
        organizationId: run.organizationId,
        projectId: run.projectId,
        runId: run.runId,
        collectId: run.collectId,
        promptId: run.promptId,
        engine: run.engine,
        promptText: run.promptText,
        day: run.day,
        ...chat,
      })
      .onConflictDoNothing({ target: chats.runId })
      .returning({ id: chats.id });
    let chatId = inserted?.id;
    if (inserted) {
      await writeChatFacts(
        tx,
        {
          id: inserted.id,
          organizationId: run.organizationId,
          projectId: run.projectId,
          promptId: run.promptId,
          engine: run.engine,
          day: run.day,
          answer: chat.answer,
        },
        facts,
        analysisKey,
      );
      await matchWatchHits(tx, run.projectId, { chatIds: [inserted.id] });
    } else {
      const [existing] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.runId, run.runId));
      chatId = existing?.id;
    }
    await tx
      .update(runs)
      .set({
        status: 'succeeded',
        cost: chat.cost ?? 0,
        errorKind: null,
        error: null,
        finishedAt: new Date(),
      })
      .where(eq(runs.id, run.runId));
    const collectFinished = await refreshCollect(tx, run.collectId);
    // Last: it locks the project row until commit (see bumpDataVersion).
    if (inserted) await bumpDataVersion(tx, run.projectId);
    return { chatId: chatId ?? 0, created: Boolean(inserted), collectFinished };
  });
}
