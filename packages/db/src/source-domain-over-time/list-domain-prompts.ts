import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnalyticsFilter, promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { chats, prompts, rollupAnswers } from '../schema/index.ts';
import { citingChats } from '../sources/citing-chats.ts';

/** How the prompts citing a domain are ordered: by citing answers, by the prompt's n, by their rate, or by text. */
export const domainPromptSortKeys = ['answersCiting', 'answers', 'share', 'text'] as const;
export type DomainPromptSortKey = (typeof domainPromptSortKeys)[number];

/** A prompt whose answers cite the domain: its answers citing it and its answers (n) over the filter. */
export interface DomainPromptRow {
  id: number;
  documentId: string;
  text: string;
  intent: string | null;
  answersCiting: number;
  answers: number;
}

/** One engine's part of a prompt's row. */
export interface DomainPromptEngineRow {
  promptId: number;
  engine: string;
  answersCiting: number;
  answers: number;
}

/** The subquery of the prompts citing the domain, and its prompt column qualified (a correlated read names it). */
const perPromptAlias = 'per_prompt';
const perPromptId = sql`${sql.identifier(perPromptAlias)}.${sql.identifier('prompt_id')}`;

/** n of the prompt of a `per_prompt` row over the filter's range and engines, from its per-prompt answer rollups. */
const promptN = (filter: AnalyticsFilter) => {
  const r = rollupAnswers;
  return sql<number>`coalesce((select sum(${r.answers}) from ${r} where ${r.promptId} = ${perPromptId}
    and ${promptFilterCondition(r, { ...filter, promptIds: undefined })}), 0)`;
};

/**
 * One page of the prompts whose answers cite a domain over a filter (only prompts with a citing answer), with the
 * number of them: citing answers from the facts (`citingChats`), each prompt's n from its per-prompt rollups.
 * Ties fall back to the most citing answers, then the order the prompts were added.
 */
export async function listDomainPrompts(
  db: Database,
  filter: AnalyticsFilter,
  domain: string,
  page: { sort: DomainPromptSortKey; direction: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ rows: DomainPromptRow[]; total: number }> {
  const c = citingChats(db, filter, { domain }, 'citing');
  const perPrompt = db
    .select({ promptId: c.promptId, citing: sql<number>`count(*)`.as('citing_answers') })
    .from(c)
    .groupBy(c.promptId)
    .as(perPromptAlias);
  const n = promptN(filter);
  const sortExpression: Record<DomainPromptSortKey, SQL> = {
    answersCiting: sql`${perPrompt.citing}`,
    answers: sql`${n}`,
    share: sql`${perPrompt.citing}::float8 / nullif(${n}, 0)`,
    text: sql`${prompts.text}`,
  };
  const order = page.direction === 'asc' ? asc : desc;
  const found = await db
    .select({
      id: prompts.id,
      documentId: prompts.documentId,
      text: prompts.text,
      intent: prompts.intent,
      answersCiting: sql<number>`${perPrompt.citing}`.mapWith(Number),
      answers: n.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(perPrompt)
    .innerJoin(prompts, eq(prompts.id, perPromptId))
    .orderBy(order(sortExpression[page.sort]), desc(perPrompt.citing), asc(prompts.id))
    .offset(page.offset)
    .limit(page.limit);
  const total =
    found[0]?.total ??
    (page.offset > 0
      ? Number(
          (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(perPrompt))[0]?.total ?? 0,
        )
      : 0);
  return { rows: found.map(({ total: _, ...row }) => row), total };
}

/**
 * Per engine, the answers citing a domain and the answers (n) of each listed prompt over a filter: citing answers from
 * the facts, n from the per-prompt rollups. Engines where a prompt has neither are left out.
 */
export async function sumDomainPromptEngines(
  db: Database,
  filter: AnalyticsFilter,
  domain: string,
  promptIds: readonly number[],
): Promise<DomainPromptEngineRow[]> {
  if (promptIds.length === 0) return [];
  const narrowed = { ...filter, promptIds: [...promptIds] };
  const c = citingChats(db, narrowed, { domain }, 'citing');
  const r = rollupAnswers;
  const [citing, answered] = await Promise.all([
    db
      .select({ promptId: chats.promptId, engine: chats.engine, n: sql<number>`count(*)`.mapWith(Number) })
      .from(c)
      .innerJoin(chats, eq(chats.id, c.chatId))
      .groupBy(chats.promptId, chats.engine),
    db
      .select({ promptId: r.promptId, engine: r.engine, n: sql<number>`sum(${r.answers})`.mapWith(Number) })
      .from(r)
      .where(and(promptFilterCondition(r, narrowed), inArray(r.promptId, [...promptIds])))
      .groupBy(r.promptId, r.engine),
  ]);
  const rows = new Map<string, DomainPromptEngineRow>();
  const rowOf = (promptId: number, engine: string) => {
    const key = `${promptId}:${engine}`;
    let row = rows.get(key);
    if (!row) {
      row = { promptId, engine, answersCiting: 0, answers: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const a of answered) if (a.n > 0) rowOf(Number(a.promptId), a.engine).answers = a.n;
  for (const x of citing) rowOf(Number(x.promptId), x.engine).answersCiting = x.n;
  return [...rows.values()].sort((a, b) => a.promptId - b.promptId || a.engine.localeCompare(b.engine));
}
