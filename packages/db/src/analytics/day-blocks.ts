/**
 * Spans of the block rollups (`rollup_block_answers`, `rollup_block_brands`), in days, ascending, each a multiple of
 * the one before. A block of span `s` starts on a day whose number since 1970-01-01 is a multiple of `s`, so every
 * day belongs to exactly one block of each span. Recompute-rollups.ts and migration 0011 write these spans.
 */
export const blockSpans = [4, 16, 64, 256] as const;

/** A range of local days as single days and whole aligned blocks, together covering each day exactly once. */
export interface DayBlocks {
  /** Days read from the per-prompt rollups (at most 3 on each side of the blocks), ascending. */
  days: string[];
  /** Blocks read from the block rollups, by first day. */
  blocks: Array<{ span: number; start: string }>;
}

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

/**
 * Splits `from`..`to` (inclusive `YYYY-MM-DD`) into the fewest aligned blocks and single days: from the first day,
 * each step takes the longest block that starts there and ends inside the range, else the day itself. Because spans
 * nest, this is the canonical decomposition: at most three pieces of each size on each side (30 days: about 7 pieces,
 * a year: about 12).
 */
export function splitIntoBlocks(from: string, to: string): DayBlocks {
  const result: DayBlocks = { days: [], blocks: [] };
  const end = dayNumber(to) + 1;
  for (let n = dayNumber(from); n < end; ) {
    const span = [...blockSpans].reverse().find((s) => n % s === 0 && n + s <= end);
    if (span === undefined) {
      result.days.push(dayOf(n));
      n += 1;
    } else {
      result.blocks.push({ span, start: dayOf(n) });
      n += span;
    }
  }
  return result;
}
