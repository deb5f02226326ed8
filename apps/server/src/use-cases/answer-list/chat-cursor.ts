import type { ChatPageCursor } from '@sightline/db';
import { invalidParameter } from '../query-parameters.ts';

const day = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

type Order = 'newest' | 'oldest';

/**
 * The opaque `nextCursor` of a page: its last row's keyset position, as base64url JSON; a cursor of the oldest-first
 * order says so (a fourth element), so that it is not read in the other order.
 */
export function encodeChatCursor(
  row: { day: string; cursorAt: string; id: number },
  order: Order = 'newest',
): string {
  const keys = [row.day, row.cursorAt, row.id, ...(order === 'oldest' ? ['oldest'] : [])];
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** A cursor the API gave out for this order, or a 400 naming `cursor`. */
export function decodeChatCursor(
  value: string | undefined,
  order: Order = 'newest',
): ChatPageCursor | undefined {
  if (value === undefined || value === '') return undefined;
  let keys: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) throw new Error('not base64url');
    keys = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    keys = null;
  }
  if (
    !Array.isArray(keys) ||
    keys.length !== (order === 'oldest' ? 4 : 3) ||
    (order === 'oldest' && keys[3] !== 'oldest') ||
    typeof keys[0] !== 'string' ||
    !day.test(keys[0]) ||
    Number.isNaN(Date.parse(keys[0])) ||
    typeof keys[1] !== 'string' ||
    !instant.test(keys[1]) ||
    Number.isNaN(Date.parse(keys[1])) ||
    !Number.isSafeInteger(keys[2]) ||
    keys[2] < 1
  ) {
    return invalidParameter(
      'cursor',
      'cursor is not a cursor this API gave out for this sort (use meta.nextCursor)',
      value,
    );
  }
  return { day: keys[0], collectedAt: keys[1], id: keys[2] };
}
