import type { Database } from '../database.ts';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { writeChatFacts } from './write-chat-facts.ts';

/** Re-analysis of one stored chat: its facts and its key's rollups are replaced in one transaction. */
export async function replaceChatFacts(
  db: Database,
  chat: ChatKey,
  facts: ChatFacts,
  analysisKey: string,
): Promise<void> {
  await db.transaction((tx) => writeChatFacts(tx, chat, facts, analysisKey));
}
