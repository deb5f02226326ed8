import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { chats, collects, prompts, runs } from '../schema/index.ts';

/**
 * A project's collects of one local day, each with its runs (prompt, engine, sample, status, attempts, error, cost
 * and the chat each produced) and the chats themselves.
 */
export async function findCollectsOfDay(db: Database, projectId: number, day: string) {
  const dayCollects = await db
    .select({
      id: collects.id,
      documentId: collects.documentId,
      day: collects.day,
      trigger: collects.trigger,
      status: collects.status,
      planned: collects.planned,
      succeeded: collects.succeeded,
      failed: collects.failed,
      cost: collects.cost,
      error: collects.error,
      createdAt: collects.createdAt,
      startedAt: collects.startedAt,
      finishedAt: collects.finishedAt,
    })
    .from(collects)
    .where(and(eq(collects.projectId, projectId), eq(collects.day, day)))
    .orderBy(asc(collects.id));
  if (dayCollects.length === 0) return [];
  const ids = dayCollects.map((c) => c.id);
  const [dayRuns, dayChats, geminiResult] = await Promise.all([
    db
      .select({
        id: runs.id,
        collectId: runs.collectId,
        promptDocumentId: prompts.documentId,
        promptText: prompts.text,
        engine: runs.engine,
        sampleIndex: runs.sampleIndex,
        status: runs.status,
        attempts: runs.attempts,
        interrupted: runs.interrupted,
        errorKind: runs.errorKind,
        error: runs.error,
        cost: runs.cost,
        startedAt: runs.startedAt,
        finishedAt: runs.finishedAt,
      })
      .from(runs)
      .innerJoin(prompts, eq(prompts.id, runs.promptId))
      .where(inArray(runs.collectId, ids))
      .orderBy(asc(runs.id)),
    db
      .select({
        documentId: chats.documentId,
        runId: chats.runId,
        collectId: chats.collectId,
        engine: chats.engine,
        model: chats.model,
        simulated: chats.simulated,
        status: chats.status,
        latencyMs: chats.latencyMs,
        inputTokens: chats.inputTokens,
        outputTokens: chats.outputTokens,
        cost: chats.cost,
        collectedAt: chats.collectedAt,
      })
      .from(chats)
      .where(inArray(chats.collectId, ids))
      .orderBy(asc(chats.id)),
    // Gemini's sources per collect, and those whose grounding link collection could not follow (no page kept).
    db.execute(sql`select c.collect_id as "collectId", count(*)::int as total,
        (count(*) filter (where s.source ->> 'resolvedUrl' is null))::int as unresolved
      from ${chats} c cross join lateral jsonb_array_elements(coalesce(c.source_citations, '[]'::jsonb)) s(source)
      where c.collect_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and c.engine = 'gemini'
      group by c.collect_id`),
  ]);
  const geminiCited = new Map(
    rawRows<{ collectId: number | string; total: number; unresolved: number }>(geminiResult).map((g) => [
      Number(g.collectId),
      { total: Number(g.total), unresolved: Number(g.unresolved) },
    ]),
  );
  const chatByRun = new Map(dayChats.map((c) => [c.runId, c]));
  return dayCollects.map(({ id, ...collect }) => {
    const collectRuns = dayRuns.filter((r) => r.collectId === id);
    return {
      ...collect,
      /** Runs asked more than once because an attempt was cut off mid-question (see costs). */
      interrupted: collectRuns.filter((r) => r.interrupted > 0).length,
      /** Gemini's citations, and those whose grounding link collection could not follow to a page. */
      geminiCitations: geminiCited.get(id) ?? { total: 0, unresolved: 0 },
      runs: collectRuns.map(({ id: runId, collectId: _c, promptDocumentId, promptText, ...run }) => {
        const chat = chatByRun.get(runId);
        return {
          prompt: { documentId: promptDocumentId, text: promptText },
          ...run,
          chatId: chat?.documentId ?? null,
        };
      }),
      chats: dayChats.filter((c) => c.collectId === id).map(({ runId: _r, collectId: _c, ...chat }) => chat),
    };
  });
}

export type CollectOfDay = Awaited<ReturnType<typeof findCollectsOfDay>>[number];
