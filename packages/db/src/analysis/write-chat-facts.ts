import type { Database } from '../database.ts';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { factRows } from './fact-rows.ts';
import { factsHash } from './facts-hash.ts';
import { insertChatsFacts } from './insert-chats-facts.ts';
import { recomputeRollups } from './recompute-rollups.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The facts of a chat inserted in this very transaction (with its analysis key): its mentions, citations, aspects
 * and source catalog rows — the batch writer's statement for one chat — then the rollups of its key. Re-analysis
 * replaces facts in batches (replace-chats-facts.ts).
 */
export async function writeChatFacts(
  tx: Tx,
  chat: ChatKey,
  facts: ChatFacts,
  analysisKey: string,
): Promise<void> {
  const owner = { organizationId: chat.organizationId, projectId: chat.projectId };
  const mark = { id: chat.id, factsHash: factsHash(factRows(chat, facts)) };
  await insertChatsFacts(tx, owner, analysisKey, [{ chat, facts }], [mark]);
  await recomputeRollups(tx, chat);
}
