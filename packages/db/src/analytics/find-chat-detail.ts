import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  aspectMentions,
  chats,
  citations,
  collects,
  competitors,
  evaluationItems,
  mentions,
  projects,
  prompts,
  runs,
  sentimentJudgements,
} from '../schema/index.ts';
import { ownBrandKey } from './find-analytics-project.ts';
import { findChatNeighbours } from './find-chat-neighbours.ts';
import { labelledSentiment } from './sentiment-label.ts';

export interface ChatDetailOptions {
  /** Include the engine's raw response. */
  raw?: boolean;
  /** Only a chat answering this prompt (by id) is found. */
  promptId?: number;
}

/**
 * One chat of a project as the chat view shows it: the answer with its project, collect and sample, its mentions,
 * citations and aspects, and the neighbouring answers to the same prompt by the same engine.
 */
export async function findChatDetail(
  db: Database,
  projectId: number,
  chatDocumentId: string,
  options: ChatDetailOptions = {},
) {
  const [chat] = await db
    .select({
      id: chats.id,
      documentId: chats.documentId,
      projectDocumentId: projects.documentId,
      projectName: projects.name,
      timezone: projects.timezone,
      promptId: chats.promptId,
      promptDocumentId: prompts.documentId,
      promptText: chats.promptText,
      collectDocumentId: collects.documentId,
      collectDay: collects.day,
      sampleIndex: runs.sampleIndex,
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
      searchQueries: chats.searchQueries,
      retrieved: chats.retrieved,
      sentimentJudged: sql<boolean>`exists (select 1 from ${sentimentJudgements} j where j.chat_id = ${chats.id})`,
    })
    .from(chats)
    .innerJoin(prompts, eq(prompts.id, chats.promptId))
    .innerJoin(projects, eq(projects.id, chats.projectId))
    .innerJoin(collects, eq(collects.id, chats.collectId))
    .innerJoin(runs, eq(runs.id, chats.runId))
    .where(
      and(
        eq(chats.projectId, projectId),
        eq(chats.documentId, chatDocumentId),
        options.promptId === undefined ? undefined : eq(chats.promptId, options.promptId),
      ),
    )
    .limit(1);
  if (!chat) return null;

  // Competitors are matched within the project; one deleted since keeps its key and is labelled by it.
  const rival = and(eq(competitors.documentId, mentions.brandKey), eq(competitors.projectId, projectId));
  const [chatMentions, chatCitations, chatAspects, neighbours, raw] = await Promise.all([
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
    findChatNeighbours(db, {
      id: Number(chat.id),
      projectId,
      promptId: Number(chat.promptId),
      engine: chat.engine,
      collectedAt: chat.collectedAt,
      sampleIndex: chat.sampleIndex,
    }),
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
    promptId: _prompt,
    projectDocumentId,
    projectName,
    timezone,
    promptDocumentId,
    promptText,
    collectDocumentId,
    collectDay,
    inputTokens,
    outputTokens,
    ...fields
  } = chat;
  return {
    ...fields,
    project: { documentId: projectDocumentId, name: projectName, timezone },
    prompt: { documentId: promptDocumentId, text: promptText },
    collect: { documentId: collectDocumentId, day: collectDay },
    tokens: { input: inputTokens, output: outputTokens },
    mentions: chatMentions.map(({ competitorName, sentiment, ...m }) => ({
      ...m,
      brandName: brandName(m.brandKey, competitorName),
      own: m.brandKey === ownBrandKey,
      sentiment: labelledSentiment(sentiment),
    })),
    citations: chatCitations,
    aspects: chatAspects.map(({ competitorName, itemName, sentiment, ...a }) => ({
      ...a,
      itemName: itemName ?? a.itemKey,
      brandName: brandName(a.brandKey, competitorName),
      sentiment: labelledSentiment(sentiment),
    })),
    ...neighbours,
    ...(options.raw ? { raw } : {}),
  };
}

export type ChatDetailRow = NonNullable<Awaited<ReturnType<typeof findChatDetail>>>;
