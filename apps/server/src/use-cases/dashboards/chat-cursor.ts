import type { ChatPageCursor } from '@sightline/db';
import { invalidParameter } from '../analytics/tracking-range.ts';

const day = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque `nextCursor` of a page: its last row's keyset position, as base64url JSON. */
export function encodeChatCursor(row: { day: string; cursorAt: string; id: number }): string {
  return Buffer.from(JSON.stringify([row.day, row.cursorAt, row.id])).toString('base64url');
}

/** A cursor the API gave out, or a 400 naming `cursor`. */
export function decodeChatCursor(value: string | undefined): ChatPageCursor | undefined {
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
    keys.length !== 3 ||
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
      'cursor is not a cursor this API gave out (use meta.nextCursor)',
      value,
    );
  }
  return { day: keys[0], collectedAt: keys[1], id: keys[2] };
}
