import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { aspectMentions, chats, citations, mentions, sourceDomains, sourceUrls } from '../schema/index.ts';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { mergeAspects, snippetAround } from './fact-rows.ts';
import { recomputeRollups } from './recompute-rollups.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Replaces a chat's facts with `facts` and recomputes the rollups of its key, inside the caller's transaction.
 * Running it twice with the same facts leaves the database unchanged.
 */
/** Replaces a chat's facts; `fresh` = the chat was inserted in this transaction with its analysis key already. */
export async function writeChatFacts(
  tx: Tx,
  chat: ChatKey,
  facts: ChatFacts,
  analysisKey: string,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const base = {
    organizationId: chat.organizationId,
    projectId: chat.projectId,
    chatId: chat.id,
    day: chat.day,
    engine: chat.engine,
    promptId: chat.promptId,
  };
  if (!options.fresh) {
    // A chat stored in this very transaction has no facts yet; only a re-analysis replaces them.
    await tx.delete(mentions).where(eq(mentions.chatId, chat.id));
    await tx.delete(citations).where(eq(citations.chatId, chat.id));
    await tx.delete(aspectMentions).where(eq(aspectMentions.chatId, chat.id));
  }
  const length = Math.max(1, chat.answer.length);
  if (facts.mentions.length) {
    await tx.insert(mentions).values(
      facts.mentions.map((m) => ({
        ...base,
        brandKey: m.brandKey,
        firstOffset: m.firstOffset,
        count: m.count,
        rank: m.rank,
        relativePosition: Math.min(1, m.firstOffset / length),
        sentiment: m.sentiment,
        snippet: snippetAround(chat.answer, m.firstOffset),
      })),
    );
  }
  if (facts.citations.length) {
    await tx.insert(citations).values(
      facts.citations.map((c, position) => ({
        ...base,
        position: position + 1,
        url: c.url,
        normalizedUrl: c.normalizedUrl,
        domain: c.domain,
        title: c.title ?? null,
        startIndex: c.startIndex ?? null,
        endIndex: c.endIndex ?? null,
        sourceType: c.sourceType,
        contentType: c.contentType,
        competitorKey: c.competitorKey ?? null,
        impression: c.impression,
        extracted: c.extracted ?? false,
      })),
    );
    await upsertSources(tx, chat, facts);
  }
  if (facts.aspects.length) {
    await tx.insert(aspectMentions).values(mergeAspects(facts.aspects).map((a) => ({ ...base, ...a })));
  }
  if (!options.fresh) await tx.update(chats).set({ analysisKey }).where(eq(chats.id, chat.id));
  await recomputeRollups(tx, chat);
}

async function upsertSources(tx: Tx, chat: ChatKey, facts: ChatFacts): Promise<void> {
  const owner = { organizationId: chat.organizationId, projectId: chat.projectId };
  const domains = new Map<string, string>();
  const urls = new Map<string, (typeof facts.citations)[number]>();
  for (const c of facts.citations) {
    if (!domains.has(c.domain)) domains.set(c.domain, c.sourceType);
    if (!urls.has(c.normalizedUrl)) urls.set(c.normalizedUrl, c);
  }
  // Sorted, so concurrent writers lock shared rows in the same order and never deadlock.
  await tx
    .insert(sourceDomains)
    .values(
      [...domains]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([domain, sourceType]) => ({
          ...owner,
          domain,
          sourceType,
          firstSeen: chat.day,
          lastSeen: chat.day,
        })),
    )
    .onConflictDoUpdate({
      target: [sourceDomains.projectId, sourceDomains.domain],
      set: {
        sourceType: sql`excluded.source_type`,
        firstSeen: sql`least(${sourceDomains.firstSeen}, excluded.first_seen)`,
        lastSeen: sql`greatest(${sourceDomains.lastSeen}, excluded.last_seen)`,
      },
    });
  await tx
    .insert(sourceUrls)
    .values(
      [...urls.values()]
        .sort((a, b) => (a.normalizedUrl < b.normalizedUrl ? -1 : a.normalizedUrl > b.normalizedUrl ? 1 : 0))
        .map((c) => ({
          ...owner,
          normalizedUrl: c.normalizedUrl,
          url: c.url,
          domain: c.domain,
          title: c.title ?? null,
          contentType: c.contentType,
          firstSeen: chat.day,
          lastSeen: chat.day,
        })),
    )
    .onConflictDoUpdate({
      target: [sourceUrls.projectId, sourceUrls.normalizedUrl],
      set: {
        title: sql`coalesce(excluded.title, ${sourceUrls.title})`,
        contentType: sql`excluded.content_type`,
        firstSeen: sql`least(${sourceUrls.firstSeen}, excluded.first_seen)`,
        lastSeen: sql`greatest(${sourceUrls.lastSeen}, excluded.last_seen)`,
      },
    });
}
