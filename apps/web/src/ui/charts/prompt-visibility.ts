import type { PromptEngineTable } from '@sightline/contracts';

/** One brand's visibility in a cell of the heat table: answers mentioning it of the cell's answers. */
export interface HeatValue {
  value: number | null;
  mentioning: number;
  n: number;
}

/** A cell's (or a row's) answers and, per brand of the table in its order, the answers mentioning it. */
interface Counts {
  n: number;
  mentioning: readonly number[];
}

/** The brand at `index` of the table in a cell: answers mentioning it of the cell's answers (null without any). */
export const visibilityOf = (cell: Counts | undefined, index: number): HeatValue => {
  const n = cell?.n ?? 0;
  const mentioning = index < 0 ? 0 : (cell?.mentioning[index] ?? 0);
  return { value: n > 0 ? mentioning / n : null, mentioning, n };
};

/** A row's visibility of the own brand over every engine (null without answers). */
export function ownVisibility(table: PromptEngineTable | undefined, row: Counts): number | null {
  return visibilityOf(row, table?.brands.findIndex((b) => b.own) ?? -1).value;
}
