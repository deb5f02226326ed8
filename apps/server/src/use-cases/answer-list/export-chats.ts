import { type ChatExportQuery, sentimentScore } from '@sightline/contracts';
import {
  type AuthContext,
  type ChatPageCursor,
  listChatCitationUrls,
  listChatFanOut,
  listChatMentions,
  listChatPage,
  type TrackedBrand,
} from '@sightline/db';
import Papa from 'papaparse';
import { csvOptions } from '../../http/csv-options.ts';
import type { Services } from '../../services.ts';
import { invalidParameter } from '../query-parameters.ts';
import { resolveChatList } from './chat-list-filter.ts';

/** Answers read per query while exporting: the memory an export holds whatever its length. */
export const exportPageSize = 2_000;

export type ChatExportFormat = 'csv' | 'jsonl';

export interface ChatExport {
  format: ChatExportFormat;
  /** `answers-<project>-<from>-<to>.<format>`. */
  filename: string;
  /** The file, a chunk per page of answers (the first holds the header). */
  chunks: AsyncGenerator<string>;
}

/** One exported answer: what the list shows, every cited address, its usage and cost. */
interface ExportRow {
  id: string;
  day: string;
  collectedAt: string;
  engine: string;
  model: string;
  simulated: boolean;
  status: string;
  prompt: string;
  /** `sentiment` on the 0–100 scale people read (50 neutral), `polarity` the analysis's −1…1. */
  brands: Array<{ name: string; own: boolean; rank: number; sentiment: number; polarity: number }>;
  citations: string[];
  /** What the engine searched, and the pages it read (cited or not), when its response said (fan-out). */
  searchQueries: string[];
  retrieved: string[];
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
}

const csvHeader = [
  'chat_id',
  'day',
  'collected_at',
  'engine',
  'model',
  'simulated',
  'status',
  'prompt',
  'brands_in_rank_order',
  'brand_sentiment_scores',
  'own_brand_rank',
  'own_brand_sentiment_score',
  'citations',
  'cited_urls',
  'search_queries',
  'pages_read',
  'pages_read_not_cited',
  'input_tokens',
  'output_tokens',
  'cost_usd',
];

function csvRecord(row: ExportRow): unknown[] {
  const own = row.brands.find((b) => b.own);
  return [
    row.id,
    row.day,
    row.collectedAt,
    row.engine,
    row.model,
    row.simulated,
    row.status,
    row.prompt,
    row.brands.map((b) => b.name).join(' | '),
    row.brands.map((b) => b.sentiment.toFixed(1)).join(' | '),
    own?.rank ?? '',
    own ? own.sentiment.toFixed(1) : '',
    row.citations.length,
    row.citations.join(' '),
    row.searchQueries.join(' | '),
    row.retrieved.length,
    row.retrieved.filter((url) => !row.citations.includes(url)).join(' '),
    row.inputTokens,
    row.outputTokens,
    row.cost ?? '',
  ];
}

function format(value: string | undefined): ChatExportFormat {
  if (value === undefined || value === '' || value === 'csv') return 'csv';
  if (value === 'jsonl') return 'jsonl';
  return invalidParameter('format', `format must be csv or jsonl, not ${value}`, value);
}

/**
 * `GET /api/v1/projects/:id/chats/export`: every answer of the list's filters (no page limit) as CSV (with a byte
 * order mark, so that spreadsheets read Korean as UTF-8) or JSON lines, in the list's order — read a page at a time by
 * keyset,
 * each page turned into text and handed on before the next is read, so memory does not grow with the rows. Parameters
 * are checked (400) and the project found (404) before the first byte.
 */
export async function exportChats(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ChatExportQuery,
  now = new Date(),
): Promise<ChatExport> {
  const { format: formatParam, ...filterQuery } = query;
  const kind = format(formatParam);
  const { project, filter, brands } = await resolveChatList(services, auth, projectKey, filterQuery, now);
  const byKey = new Map(brands.map((b) => [b.key, b]));
  const db = services.db;

  async function* chunks(): AsyncGenerator<string> {
    if (kind === 'csv') yield `\uFEFF${Papa.unparse([csvHeader], csvOptions)}\r\n`;
    let after: ChatPageCursor | undefined;
    for (;;) {
      const page = await listChatPage(db, {
        ...filter,
        excerpts: false,
        after,
        limit: exportPageSize - 1,
      });
      if (page.length === 0) return;
      const ids = page.map((r) => r.id);
      const [mentions, urls, fanOuts] = await Promise.all([
        listChatMentions(db, project.id, ids),
        listChatCitationUrls(db, project.id, ids),
        listChatFanOut(db, project.id, ids),
      ]);
      const fanOut = new Map(fanOuts.map((f) => [f.chatId, f]));
      const named = groupBy(mentions, (m) => m.chatId);
      const cited = groupBy(urls, (u) => u.chatId);
      const rows = page.map(
        (r): ExportRow => ({
          id: r.documentId,
          day: r.day,
          collectedAt: r.collectedAt.toISOString(),
          engine: r.engine,
          model: r.model,
          simulated: r.simulated,
          status: r.status,
          prompt: r.promptText,
          brands: (named.get(r.id) ?? []).map((m) => brandOf(byKey, m)),
          citations: (cited.get(r.id) ?? []).map((c) => c.url),
          searchQueries: fanOut.get(r.id)?.searchQueries ?? [],
          retrieved: fanOut.get(r.id)?.retrieved ?? [],
          inputTokens: r.inputTokens,
          outputTokens: r.outputTokens,
          cost: r.cost,
        }),
      );
      yield kind === 'csv'
        ? `${Papa.unparse(rows.map(csvRecord), csvOptions)}\r\n`
        : `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
      const last = page.at(-1)!;
      after = { day: last.day, collectedAt: last.cursorAt, id: last.id };
    }
  }

  return {
    format: kind,
    filename: `answers-${projectKey}-${filter.from}-${filter.to}.${kind}`,
    chunks: chunks(),
  };
}

function brandOf(
  byKey: ReadonlyMap<string, TrackedBrand>,
  m: { brandKey: string; rank: number; sentiment: number },
): ExportRow['brands'][number] {
  const brand = byKey.get(m.brandKey);
  return {
    name: brand?.name ?? m.brandKey,
    own: brand?.own ?? false,
    rank: m.rank,
    sentiment: sentimentScore(m.sentiment),
    polarity: m.sentiment,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
