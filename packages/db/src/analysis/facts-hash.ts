import { createHash } from 'node:crypto';
import type { ChatFacts, ChatKey } from './chat-facts.ts';
import { type FactRows, factColumns, factRows, orderOf, realColumns } from './fact-rows.ts';

/**
 * A fingerprint of a chat's fact rows (SHA-1 of their values, rows in key order, `real` columns at single precision),
 * stored on the chat with its facts: a re-analysis whose new facts have the same fingerprint leaves them as they are
 * without reading them back.
 */
export function factsHash(rows: FactRows): string {
  const values: unknown[] = [];
  for (const table of ['mentions', 'citations', 'aspects'] as const) {
    const key = orderOf[table];
    const sorted = [...rows[table]].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    values.push(
      sorted.map((row) =>
        factColumns[table].map((column) => {
          const value = row[column] ?? null;
          return realColumns.has(column) && typeof value === 'number' ? Math.fround(value) : value;
        }),
      ),
    );
  }
  return createHash('sha1').update(JSON.stringify(values)).digest('base64url');
}

/** The fingerprint of the facts an analysis gives a chat (what `replaceChatsFacts` compares with the stored one). */
export function chatFactsHash(chat: ChatKey, facts: ChatFacts): string {
  return factsHash(factRows(chat, facts));
}
