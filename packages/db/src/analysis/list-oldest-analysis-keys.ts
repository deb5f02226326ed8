import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/**
 * Each project with chats, with the analysis key of its oldest chat (null when that chat was never analysed). A
 * re-analysis goes oldest day first and collection analyses new answers with the current key, so a project whose
 * oldest chat has the current key is analysed throughout (or has a re-analysis job on its way).
 */
export async function listOldestAnalysisKeys(
  db: Database,
): Promise<Array<{ projectId: number; analysisKey: string | null }>> {
  const found = rawRows<{ project_id: number | string; analysis_key: string | null }>(
    await db.execute(sql`
      select p.id as project_id, oldest.analysis_key
      from projects p
      cross join lateral (
        select a.analysis_key from chats c left join chat_analyses a on a.chat_id = c.id
        where c.project_id = p.id
        order by c.day, c.id
        limit 1
      ) oldest`),
  );
  return found.map((r) => ({ projectId: Number(r.project_id), analysisKey: r.analysis_key }));
}
