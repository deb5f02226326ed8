import type { AspectFactRow, ChatFacts, ChatKey } from './chat-facts.ts';

const SNIPPET_RADIUS = 80;

/** The text around a mention, on one line, with an ellipsis where it was cut (the mention's stored snippet). */
export function snippetAround(text: string, offset: number): string {
  const start = Math.max(0, offset - SNIPPET_RADIUS);
  const end = Math.min(text.length, offset + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

/**
 * One row per (item, brand): the analysis may report an aspect in several sentences; keep their mean tone.
 */
export function mergeAspects(
  aspects: readonly AspectFactRow[],
): Array<{ itemKey: string; brandKey: string; sentiment: number }> {
  const merged = new Map<string, { itemKey: string; brandKey: string; sum: number; n: number }>();
  for (const a of aspects) {
    const key = `${a.itemKey}\u0000${a.brandKey}`;
    const entry = merged.get(key) ?? { itemKey: a.itemKey, brandKey: a.brandKey, sum: 0, n: 0 };
    entry.sum += a.sentiment;
    entry.n += 1;
    merged.set(key, entry);
  }
  return [...merged.values()].map((a) => ({
    itemKey: a.itemKey,
    brandKey: a.brandKey,
    sentiment: a.sum / a.n,
  }));
}

type Row = Record<string, string | number | boolean | null>;

/** A chat's fact rows as their tables store them (columns by name, without the chat's own key columns). */
export interface FactRows {
  mentions: Row[];
  citations: Row[];
  aspects: Row[];
}

/** The stored columns of each fact table that facts carry, and those stored as `real` (fingerprinted as such). */
export const factColumns = {
  mentions: ['brand_key', 'first_offset', 'count', 'rank', 'relative_position', 'sentiment', 'snippet'],
  citations: [
    'position',
    'url',
    'normalized_url',
    'domain',
    'title',
    'start_index',
    'end_index',
    'source_type',
    'content_type',
    'competitor_key',
    'impression',
    'extracted',
  ],
  aspects: ['item_key', 'brand_key', 'sentiment'],
} as const;
export const realColumns = new Set<string>(['relative_position', 'sentiment', 'impression']);
/** Each table's rows keyed for a stable order. */
export const orderOf = {
  mentions: (r: Row) => String(r.brand_key),
  citations: (r: Row) => String(r.position).padStart(6, '0'),
  aspects: (r: Row) => `${r.item_key}\u0000${r.brand_key}`,
};

/** The rows a chat's facts are stored as. */
export function factRows(chat: ChatKey, facts: ChatFacts): FactRows {
  const length = Math.max(1, chat.answer.length);
  return {
    mentions: facts.mentions.map((m) => ({
      brand_key: m.brandKey,
      first_offset: m.firstOffset,
      count: m.count,
      rank: m.rank,
      relative_position: Math.min(1, m.firstOffset / length),
      sentiment: m.sentiment,
      snippet: snippetAround(chat.answer, m.firstOffset),
    })),
    citations: facts.citations.map((c, i) => ({
      position: i + 1,
      url: c.url,
      normalized_url: c.normalizedUrl,
      domain: c.domain,
      title: c.title ?? null,
      start_index: c.startIndex ?? null,
      end_index: c.endIndex ?? null,
      source_type: c.sourceType,
      content_type: c.contentType,
      competitor_key: c.competitorKey ?? null,
      impression: c.impression,
      extracted: c.extracted ?? false,
    })),
    aspects: mergeAspects(facts.aspects).map((a) => ({
      item_key: a.itemKey,
      brand_key: a.brandKey,
      sentiment: a.sentiment,
    })),
  };
}
