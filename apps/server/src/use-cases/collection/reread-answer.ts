import type { AnalyzedChat, ChatToAnalyze } from '@sightline/db';
import { type EngineId, fanOutOf, parserVersion, reparseRaw } from '@sightline/engines';
import type { StoredCitation } from './project-analysis.ts';
import { toStoredCitations } from './stored-citations.ts';

export interface RereadAnswer {
  text: string;
  citations: StoredCitation[];
  /** What to store for the chat when it was read again (see AnalyzedChat.reparsed); undefined when it was not. */
  reparsed: AnalyzedChat['reparsed'];
}

/**
 * The answer a re-analysis analyses: as stored, or — for a chat read by an older parser — its provider response read
 * again by today's adapters (`reparseRaw`), when that works and still gives an answer. Redirects resolved at
 * collection (Gemini) are not requested again: each citation keeps the `resolvedUrl` stored for its address.
 */
export function rereadAnswer(chat: ChatToAnalyze): RereadAnswer {
  const stored = (chat.sourceCitations as StoredCitation[] | null) ?? [];
  if (!chat.staleParse) return { text: chat.answer, citations: stored, reparsed: undefined };
  const again = reparseRaw(chat.engine as EngineId, chat.raw);
  // What the engine searched and read, wherever its response holds it (older chats stored none).
  const fanOut = chat.raw == null ? undefined : fanOutOf(chat.engine as EngineId, chat.raw);
  if (again?.status !== 'ok' || again.text.trim() === '') {
    return { text: chat.answer, citations: stored, reparsed: { parserVersion, answer: null, fanOut } };
  }
  const resolved = new Map(stored.filter((c) => c.resolvedUrl).map((c) => [c.url, c.resolvedUrl!]));
  const citations = toStoredCitations(again.citations).map((c) =>
    c.resolvedUrl === undefined && resolved.has(c.url) ? { ...c, resolvedUrl: resolved.get(c.url)! } : c,
  );
  return {
    text: again.text,
    citations,
    reparsed: { parserVersion, answer: { text: again.text, sourceCitations: citations }, fanOut },
  };
}
