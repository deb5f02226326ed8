import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** What a collector needs to ask an engine for one run. */
export interface RunContext {
  runId: number;
  attempts: number;
  /** Attempts of this run that were cut off while asking (including one this claim just found). */
  interrupted: number;
  collectId: number;
  organizationId: number;
  projectId: number;
  projectDocumentId: string;
  promptId: number;
  promptDocumentId: string;
  promptText: string;
  promptLanguage: string;
  country: string;
  engine: string;
  sampleIndex: number;
  day: string;
  simulated: boolean;
}

/**
 * Claims a run for an attempt: counts the attempt and marks it running. Returns null when the run is already
 * finished (a duplicate delivery after a crash), so the caller does nothing. A run still marked running was being
 * asked by an attempt that never finished (its process died, or its job expired): that is counted in `interrupted`,
 * since the engine may have answered (and charged) that attempt too.
 */
export async function startRun(db: Database, runId: number): Promise<RunContext | null> {
  const [row] = rawRows<Record<string, unknown>>(
    await db.execute(sql`
      with claimed as (
        update runs set status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()),
          interrupted = interrupted + case when status = 'running' then 1 else 0 end
        where id = ${runId} and status in ('queued', 'running')
        returning *
      )
      select r.id, r.attempts, r.interrupted, r.collect_id, r.organization_id, r.project_id, r.prompt_id, r.engine,
        r.sample_index,
        pr.document_id as project_document_id, pr.country, pr.simulated,
        p.document_id as prompt_document_id, p.text as prompt_text, p.language as prompt_language,
        to_char(c.day, 'YYYY-MM-DD') as day
      from claimed r
      join projects pr on pr.id = r.project_id
      join prompts p on p.id = r.prompt_id
      join collects c on c.id = r.collect_id`),
  );
  if (!row) return null;
  return {
    runId: Number(row.id),
    attempts: Number(row.attempts),
    interrupted: Number(row.interrupted),
    collectId: Number(row.collect_id),
    organizationId: Number(row.organization_id),
    projectId: Number(row.project_id),
    projectDocumentId: String(row.project_document_id),
    promptId: Number(row.prompt_id),
    promptDocumentId: String(row.prompt_document_id),
    promptText: String(row.prompt_text),
    promptLanguage: String(row.prompt_language),
    country: String(row.country),
    engine: String(row.engine),
    sampleIndex: Number(row.sample_index),
    day: String(row.day),
    simulated: Boolean(row.simulated),
  };
}
