import { eq, sql } from 'drizzle-orm';
import type { AnalyticsFilter } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { chats, mentions } from '../schema/index.ts';
import { citingChats } from '../sources/citing-chats.ts';

/** Answers citing the domain on one day from one engine. */
export interface CitingDay {
  day: string;
  engine: string;
  answersCiting: number;
}

/** Answers citing the domain on one day that also name one brand. */
export interface CitingBrandDay {
  day: string;
  brandKey: string;
  answers: number;
}

/**
 * The answers citing a domain per day and engine, from the facts: the analyzed successful chats of the filter with a
 * citation of it (`citingChats`, which the domain rollups and the domain screen's brands and prompts count too).
 */
export async function sumDomainCitingDays(
  db: Database,
  filter: AnalyticsFilter,
  domain: string,
): Promise<CitingDay[]> {
  const c = citingChats(db, filter, { domain }, 'citing');
  const day = sql<string>`to_char(${chats.day}, 'YYYY-MM-DD')`;
  return db
    .select({ day, engine: chats.engine, answersCiting: sql<number>`count(*)`.mapWith(Number) })
    .from(c)
    .innerJoin(chats, eq(chats.id, c.chatId))
    .groupBy(chats.day, chats.engine)
    .orderBy(chats.day, chats.engine);
}

/**
 * Of the answers citing a domain, those naming each brand, per day (every engine of the filter), from the facts
 * (citations joined to mentions: the rollups keep only whether the own brand or any competitor was named).
 */
export async function sumDomainCitingBrandDays(
  db: Database,
  filter: AnalyticsFilter,
  domain: string,
): Promise<CitingBrandDay[]> {
  const c = citingChats(db, filter, { domain }, 'citing');
  const day = sql<string>`to_char(${chats.day}, 'YYYY-MM-DD')`;
  return db
    .select({ day, brandKey: mentions.brandKey, answers: sql<number>`count(*)`.mapWith(Number) })
    .from(c)
    .innerJoin(chats, eq(chats.id, c.chatId))
    .innerJoin(mentions, eq(mentions.chatId, c.chatId))
    .groupBy(chats.day, mentions.brandKey)
    .orderBy(chats.day, mentions.brandKey);
}
