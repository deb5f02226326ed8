import { type ChatSummary, type EngineId, sentimentScore } from '@sightline/contracts';
import type { ChatMentionRow, ChatPageRow, TrackedBrand } from '@sightline/db';
import { chatExcerpt } from './chat-excerpt.ts';

/**
 * A page of chats as the answers list shows them: the brands each names in rank order (a competitor deleted since is
 * labelled by its key, as in the tracking report), its citation count and a plain-text excerpt.
 */
export function buildChatSummaries(
  rows: readonly ChatPageRow[],
  mentions: readonly ChatMentionRow[],
  brands: readonly TrackedBrand[],
): ChatSummary[] {
  const byKey = new Map(brands.map((b) => [b.key, b]));
  const named = new Map<number, ChatSummary['brands']>();
  for (const m of mentions) {
    const brand = byKey.get(m.brandKey);
    const list = named.get(m.chatId) ?? [];
    list.push({
      key: m.brandKey,
      name: brand?.name ?? m.brandKey,
      own: brand?.own ?? false,
      rank: m.rank,
      sentiment: sentimentScore(m.sentiment),
      polarity: m.sentiment,
    });
    named.set(m.chatId, list);
  }
  return rows.map((row) => ({
    documentId: row.documentId,
    day: row.day,
    collectedAt: row.collectedAt.toISOString(),
    engine: row.engine as EngineId,
    model: row.model,
    prompt: { documentId: row.promptDocumentId, text: row.promptText },
    status: row.status,
    simulated: row.simulated,
    brands: named.get(row.id) ?? [],
    citations: row.citations,
    excerpt: row.status === 'ok' ? chatExcerpt(row.answerStart) : '',
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    cost: row.cost,
  }));
}
