import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface PromptStatusRow {
  promptDocumentId: string;
  text: string;
  language: string;
  intent: string | null;
  active: boolean;
  projectDocumentId: string;
  projectName: string;
  /** The prompt's last finished run (any engine), if any. */
  lastRun: {
    engine: string;
    status: string;
    errorKind: string | null;
    error: string | null;
    finishedAt: Date;
  } | null;
  lastSuccessAt: Date | null;
  /** Its runs finished since `since`: how many, how many failed, what they cost (USD). */
  runs: number;
  failed: number;
  cost: number;
}

/**
 * Every prompt of an organization's projects with its collection health: its last finished run (status, error), its
 * last success, and its runs since `since` (count, failures, cost) — each read from the (prompt, finished) index of
 * runs, so the list costs a few index probes per prompt however long the history. One page of them (`page`: how many
 * to skip and to return), as every list endpoint pages.
 */
export async function listPromptStatus(
  db: Database,
  organizationId: number,
  since: Date,
  page: { offset: number; limit: number },
): Promise<PromptStatusRow[]> {
  const found = rawRows<{
    prompt_document_id: string;
    text: string;
    language: string;
    intent: string | null;
    active: boolean;
    project_document_id: string;
    project_name: string;
    last_engine: string | null;
    last_status: string | null;
    last_error_kind: string | null;
    last_error: string | null;
    last_finished_at: string | Date | null;
    last_success_at: string | Date | null;
    runs: number | string;
    failed: number | string;
    cost: number | string;
  }>(
    await db.execute(sql`
      select q.document_id as prompt_document_id, q.text, q.language, q.intent::text as intent, q.active,
        p.document_id as project_document_id, p.name as project_name,
        last_run.engine as last_engine, last_run.status::text as last_status, last_run.error_kind as last_error_kind,
        last_run.error as last_error, last_run.finished_at as last_finished_at,
        (select max(r.finished_at) from runs r where r.prompt_id = q.id and r.status = 'succeeded'
          and r.finished_at is not null) as last_success_at,
        recent.runs, recent.failed, recent.cost
      from prompts q
      join projects p on p.id = q.project_id
      left join lateral (
        select r.engine, r.status, r.error_kind, r.error, r.finished_at from runs r
        where r.prompt_id = q.id and r.finished_at is not null
        order by r.finished_at desc limit 1
      ) last_run on true
      cross join lateral (
        select count(*)::int as runs, (count(*) filter (where r.status = 'failed'))::int as failed,
          coalesce(sum(r.cost), 0)::float8 as cost
        from runs r where r.prompt_id = q.id and r.finished_at >= ${since.toISOString()}::timestamptz
      ) recent
      where q.organization_id = ${organizationId}
      order by p.name, p.id, q.id
      limit ${page.limit} offset ${page.offset}`),
  );
  const at = (value: string | Date | null) => (value === null ? null : new Date(value));
  return found.map((r) => ({
    promptDocumentId: r.prompt_document_id,
    text: r.text,
    language: r.language,
    intent: r.intent,
    active: Boolean(r.active),
    projectDocumentId: r.project_document_id,
    projectName: r.project_name,
    lastRun:
      r.last_status === null
        ? null
        : {
            engine: r.last_engine!,
            status: r.last_status,
            errorKind: r.last_error_kind,
            error: r.last_error,
            finishedAt: at(r.last_finished_at)!,
          },
    lastSuccessAt: at(r.last_success_at),
    runs: Number(r.runs),
    failed: Number(r.failed),
    cost: Number(r.cost),
  }));
}
