import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { AnalyzedChat } from './insert-chats-facts.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores what a newer parser read from the provider responses of a batch's re-read chats — their answer, cited
 * sources, searches and pages read, where the response could be read again — and the parser version, in one statement (chats not re-read are
 * left alone). Runs in the batch's transaction, with the facts computed from that answer.
 */
export async function rewriteReparsedChats(
  tx: Tx,
  projectId: number,
  batch: readonly AnalyzedChat[],
): Promise<void> {
  const rows = batch
    .filter((b) => b.reparsed !== undefined)
    .map((b) => ({
      id: b.chat.id,
      parser_version: b.reparsed!.parserVersion,
      answer: b.reparsed!.answer?.text ?? null,
      source_citations: b.reparsed!.answer?.sourceCitations ?? null,
      search_queries: b.reparsed!.fanOut?.searchQueries ?? null,
      retrieved: b.reparsed!.fanOut?.retrieved ?? null,
    }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update chats c set parser_version = x.parser_version,
      answer = coalesce(x.answer, c.answer),
      source_citations = coalesce(x.source_citations, c.source_citations),
      search_queries = coalesce(x.search_queries, c.search_queries),
      retrieved = coalesce(x.retrieved, c.retrieved)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(id bigint, parser_version integer, answer text, source_citations jsonb, search_queries jsonb,
        retrieved jsonb)
    where c.id = x.id and c.project_id = ${projectId}`);
}
