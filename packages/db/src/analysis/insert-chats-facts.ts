import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { idArray } from './delete-chats-facts.ts';
import { factRows } from './fact-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AnalyzedChat {
  chat: ChatKey;
  facts: ChatFacts;
  /** Whether the chat was analysed before (it has facts to replace); unknown (undefined) counts as yes. */
  analysed?: boolean | undefined;
  /** The fingerprint of its stored facts, when known: facts with the same fingerprint are not written again. */
  factsHash?: string | null | undefined;
  /** The fingerprint of `facts` (chatFactsHash), when the caller computed it already; else it is computed here. */
  newFactsHash?: string | undefined;
  /**
   * Set when the chat's provider response was read again with a newer parser: that version, and the answer and cited
   * sources it gave (null when the response could not be read again: the stored ones stay). `chat.answer` is then
   * the answer analysed.
   */
  reparsed?:
    | {
        parserVersion: number;
        answer: { text: string; sourceCitations: unknown[] } | null;
        /** The searches and pages read again from the response (issue 41); absent when it could not be read. */
        fanOut?: { searchQueries: string[]; retrieved: unknown[] } | undefined;
      }
    | undefined;
}

/** A chat marked analysed with the fingerprint of its facts. */
export interface AnalysedMark {
  id: number;
  factsHash: string;
}

const byText =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

/**
 * Inserts the new facts of a batch of chats of one project (whose old facts are gone), records the sources they cite
 * in the project's catalog and sets the analysis key and facts fingerprint of `analysed` (those chats and any whose
 * facts did not change) — one statement: each table's rows travel as one jsonb parameter, so the batch's size meets no
 * bind-parameter limit.
 *
 * The catalog ends as if the chats had been stored one by one in batch order: a domain keeps its earliest first and
 * latest last sighting and takes the source type of its last citation; a page keeps its first address and domain,
 * takes its last title given and its last content type. Its rows are written in code-point order of their keys
 * (`collate "C"`, the order in which every writer sorts them), so writers sharing rows lock them in one order.
 */
export async function insertChatsFacts(
  tx: Tx,
  owner: { organizationId: number; projectId: number },
  analysisKey: string,
  batch: readonly AnalyzedChat[],
  analysed: readonly AnalysedMark[],
): Promise<void> {
  if (analysed.length === 0) return;
  const mentionRows: unknown[] = [];
  const citationRows: unknown[] = [];
  const aspectRows: unknown[] = [];
  const domains = new Map<
    string,
    { domain: string; source_type: string; first_seen: string; last_seen: string }
  >();
  const urls = new Map<
    string,
    {
      normalized_url: string;
      url: string;
      domain: string;
      title: string | null;
      content_type: string;
      first_seen: string;
      last_seen: string;
    }
  >();
  for (const { chat, facts } of batch) {
    const base = { chat_id: chat.id, day: chat.day, engine: chat.engine, prompt_id: chat.promptId };
    const rows = factRows(chat, facts);
    for (const m of rows.mentions) mentionRows.push({ ...base, ...m });
    for (const c of rows.citations) citationRows.push({ ...base, ...c });
    for (const a of rows.aspects) aspectRows.push({ ...base, ...a });
    for (const c of facts.citations) {
      const domain = domains.get(c.domain);
      if (domain) {
        domain.source_type = c.sourceType;
        if (chat.day < domain.first_seen) domain.first_seen = chat.day;
        if (chat.day > domain.last_seen) domain.last_seen = chat.day;
      } else {
        domains.set(c.domain, {
          domain: c.domain,
          source_type: c.sourceType,
          first_seen: chat.day,
          last_seen: chat.day,
        });
      }
      const page = urls.get(c.normalizedUrl);
      if (page) {
        if (c.title != null) page.title = c.title;
        page.content_type = c.contentType;
        if (chat.day < page.first_seen) page.first_seen = chat.day;
        if (chat.day > page.last_seen) page.last_seen = chat.day;
      } else {
        urls.set(c.normalizedUrl, {
          normalized_url: c.normalizedUrl,
          url: c.url,
          domain: c.domain,
          title: c.title ?? null,
          content_type: c.contentType,
          first_seen: chat.day,
          last_seen: chat.day,
        });
      }
    }
  }
  const { organizationId, projectId } = owner;
  const json = (rows: unknown[]) => JSON.stringify(rows);
  const domainRows = [...domains.values()].sort(byText((d) => d.domain));
  const urlRows = [...urls.values()].sort(byText((u) => u.normalized_url));
  const ids = idArray(analysed.map((a) => a.id));
  const hashes = `{${analysed.map((a) => a.factsHash).join(',')}}`;

  await tx.execute(sql`
    with new_mentions as (
      insert into mentions (organization_id, project_id, chat_id, day, engine, prompt_id, brand_key, first_offset,
        count, rank, relative_position, sentiment, snippet)
      select ${organizationId}, ${projectId}, x.chat_id, x.day, x.engine, x.prompt_id, x.brand_key, x.first_offset,
        x.count, x.rank, x.relative_position, x.sentiment, x.snippet
      from jsonb_to_recordset(${json(mentionRows)}::jsonb) as x(chat_id bigint, day date, engine text,
        prompt_id bigint, brand_key text, first_offset integer, count integer, rank integer,
        relative_position real, sentiment real, snippet text)
    ), new_citations as (
      insert into citations (organization_id, project_id, chat_id, day, engine, prompt_id, position, url,
        normalized_url, domain, title, start_index, end_index, source_type, content_type, competitor_key, impression,
        extracted)
      select ${organizationId}, ${projectId}, x.chat_id, x.day, x.engine, x.prompt_id, x.position, x.url,
        x.normalized_url, x.domain, x.title, x.start_index, x.end_index, x.source_type, x.content_type,
        x.competitor_key, x.impression, x.extracted
      from jsonb_to_recordset(${json(citationRows)}::jsonb) as x(chat_id bigint, day date, engine text,
        prompt_id bigint, position integer, url text, normalized_url text, domain text, title text,
        start_index integer, end_index integer, source_type text, content_type text, competitor_key text,
        impression real, extracted boolean)
    ), new_aspects as (
      insert into aspect_mentions (organization_id, project_id, chat_id, day, engine, prompt_id, item_key, brand_key,
        sentiment)
      select ${organizationId}, ${projectId}, x.chat_id, x.day, x.engine, x.prompt_id, x.item_key, x.brand_key,
        x.sentiment
      from jsonb_to_recordset(${json(aspectRows)}::jsonb) as x(chat_id bigint, day date, engine text,
        prompt_id bigint, item_key text, brand_key text, sentiment real)
    ), new_domains as (
      insert into source_domains (organization_id, project_id, domain, source_type, first_seen, last_seen)
      select ${organizationId}, ${projectId}, x.domain, x.source_type, x.first_seen, x.last_seen
      from jsonb_to_recordset(${json(domainRows)}::jsonb) as x(domain text, source_type text, first_seen date,
        last_seen date)
      order by x.domain collate "C"
      on conflict (project_id, domain) do update set
        source_type = excluded.source_type,
        first_seen = least(source_domains.first_seen, excluded.first_seen),
        last_seen = greatest(source_domains.last_seen, excluded.last_seen)
      -- A row that would not change is not rewritten (a re-analysis mostly finds what it knew).
      where (source_domains.source_type, source_domains.first_seen, source_domains.last_seen)
        is distinct from (excluded.source_type, least(source_domains.first_seen, excluded.first_seen),
          greatest(source_domains.last_seen, excluded.last_seen))
    ), new_urls as (
      insert into source_urls (organization_id, project_id, normalized_url, url, domain, title, content_type,
        first_seen, last_seen)
      select ${organizationId}, ${projectId}, x.normalized_url, x.url, x.domain, x.title, x.content_type, x.first_seen,
        x.last_seen
      from jsonb_to_recordset(${json(urlRows)}::jsonb) as x(normalized_url text, url text, domain text, title text,
        content_type text, first_seen date, last_seen date)
      order by x.normalized_url collate "C"
      on conflict (project_id, normalized_url) do update set
        domain = excluded.domain,
        title = coalesce(excluded.title, source_urls.title),
        content_type = excluded.content_type,
        first_seen = least(source_urls.first_seen, excluded.first_seen),
        last_seen = greatest(source_urls.last_seen, excluded.last_seen)
      -- The page's site moves with the analyzer (naver.com → blog.naver.com when sites came in).
      where (source_urls.domain, source_urls.title, source_urls.content_type, source_urls.first_seen,
          source_urls.last_seen)
        is distinct from (excluded.domain, coalesce(excluded.title, source_urls.title), excluded.content_type,
          least(source_urls.first_seen, excluded.first_seen), greatest(source_urls.last_seen, excluded.last_seen))
    )
    insert into chat_analyses (chat_id, organization_id, project_id, analysis_key, facts_hash)
    select x.id, ${organizationId}, ${projectId}, ${analysisKey}, x.hash
    from unnest(${ids}::bigint[], ${hashes}::text[]) as x(id, hash)
    order by x.id
    on conflict (chat_id) do update set analysis_key = excluded.analysis_key, facts_hash = excluded.facts_hash`);
}
