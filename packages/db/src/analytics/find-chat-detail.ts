import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  aspectMentions,
  chats,
  citations,
  competitors,
  evaluationItems,
  mentions,
  projects,
  prompts,
} from '../schema/index.ts';
import { ownBrandKey } from './find-analytics-project.ts';

/** One chat of a project as the chat view shows it: the answer with its mentions, citations and aspects. */
export async function findChatDetail(
  db: Database,
  projectId: number,
  chatDocumentId: string,
  options: { raw?: boolean } = {},
) {
  const [chat] = await db
    .select({
      id: chats.id,
      documentId: chats.documentId,
      promptDocumentId: prompts.documentId,
      promptText: chats.promptText,
      engine: chats.engine,
      model: chats.model,
      simulated: chats.simulated,
      status: chats.status,
      answer: chats.answer,
      latencyMs: chats.latencyMs,
      inputTokens: chats.inputTokens,
      outputTokens: chats.outputTokens,
      cost: chats.cost,
      collectedAt: chats.collectedAt,
      day: chats.day,
      brandName: projects.brandName,
    })
    .from(chats)
    .innerJoin(prompts, eq(prompts.id, chats.promptId))
    .innerJoin(projects, eq(projects.id, chats.projectId))
    .where(and(eq(chats.projectId, projectId), eq(chats.documentId, chatDocumentId)))
    .limit(1);
  if (!chat) return null;

  // Competitors are matched within the project; one deleted since keeps its key and is labelled by it.
  const rival = and(eq(competitors.documentId, mentions.brandKey), eq(competitors.projectId, projectId));
  const [chatMentions, chatCitations, chatAspects, raw] = await Promise.all([
    db
      .select({
        brandKey: mentions.brandKey,
        competitorName: competitors.name,
        firstOffset: mentions.firstOffset,
        count: mentions.count,
        rank: mentions.rank,
        relativePosition: mentions.relativePosition,
        sentiment: mentions.sentiment,
        snippet: mentions.snippet,
      })
      .from(mentions)
      .leftJoin(competitors, rival)
      .where(eq(mentions.chatId, chat.id))
      .orderBy(asc(mentions.rank), asc(mentions.brandKey)),
    db
      .select({
        position: citations.position,
        url: citations.url,
        normalizedUrl: citations.normalizedUrl,
        domain: citations.domain,
        title: citations.title,
        startIndex: citations.startIndex,
        endIndex: citations.endIndex,
        sourceType: citations.sourceType,
        contentType: citations.contentType,
        competitorKey: citations.competitorKey,
        impression: citations.impression,
        extracted: citations.extracted,
      })
      .from(citations)
      .where(eq(citations.chatId, chat.id))
      .orderBy(asc(citations.position)),
    db
      .select({
        itemKey: aspectMentions.itemKey,
        itemName: evaluationItems.name,
        brandKey: aspectMentions.brandKey,
        competitorName: competitors.name,
        sentiment: aspectMentions.sentiment,
      })
      .from(aspectMentions)
      .leftJoin(
        evaluationItems,
        and(eq(evaluationItems.documentId, aspectMentions.itemKey), eq(evaluationItems.projectId, projectId)),
      )
      .leftJoin(
        competitors,
        and(eq(competitors.documentId, aspectMentions.brandKey), eq(competitors.projectId, projectId)),
      )
      .where(eq(aspectMentions.chatId, chat.id))
      .orderBy(asc(aspectMentions.itemKey), asc(aspectMentions.brandKey)),
    options.raw
      ? db
          .select({ raw: chats.raw })
          .from(chats)
          .where(eq(chats.id, chat.id))
          .then(([row]) => row?.raw ?? null)
      : undefined,
  ]);

  const brandName = (key: string, competitorName: string | null) =>
    key === ownBrandKey ? chat.brandName : (competitorName ?? key);
  const {
    id: _id,
    brandName: _brand,
    promptDocumentId,
    promptText,
    inputTokens,
    outputTokens,
    ...fields
  } = chat;
  return {
    ...fields,
    prompt: { documentId: promptDocumentId, text: promptText },
    tokens: { input: inputTokens, output: outputTokens },
    mentions: chatMentions.map(({ competitorName, ...m }) => ({
      ...m,
      brandName: brandName(m.brandKey, competitorName),
      own: m.brandKey === ownBrandKey,
    })),
    citations: chatCitations,
    aspects: chatAspects.map(({ competitorName, itemName, ...a }) => ({
      ...a,
      itemName: itemName ?? a.itemKey,
      brandName: brandName(a.brandKey, competitorName),
    })),
    ...(options.raw ? { raw } : {}),
  };
}

export type ChatDetailRow = NonNullable<Awaited<ReturnType<typeof findChatDetail>>>;
