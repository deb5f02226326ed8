import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { writeChatFacts } from './write-chat-facts.ts';

/**
 * Re-analysis of one stored chat: its facts and its key's rollups are replaced, and the project's data version
 * raised, in one transaction.
 */
export async function replaceChatFacts(
  db: Database,
  chat: ChatKey,
  facts: ChatFacts,
  analysisKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeChatFacts(tx, chat, facts, analysisKey);
    await bumpDataVersion(tx, chat.projectId);
  });
}
