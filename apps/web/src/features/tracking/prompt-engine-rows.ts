import type { PromptEngineTable } from '@sightline/contracts';

export type { HeatValue } from '../../ui/charts/prompt-visibility.ts';

import { type HeatValue, visibilityOf } from '../../ui/charts/prompt-visibility.ts';

/** One row of the prompt × engine heat table for the chosen brand. */
export interface HeatRow {
  documentId: string;
  text: string;
  intent: string | null;
  intentSource: 'auto' | 'manual';
  branded: boolean;
  active: boolean;
  tags: string[];
  /** Over every engine of the report. */
  total: HeatValue;
  /** By engine id, for each engine of the table. */
  cells: Record<string, HeatValue>;
}

/**
 * The rows of the prompt × engine heat table for one brand: each prompt with the brand's visibility over all engines
 * and in each engine's cell (null where the engine has no answer to the prompt), in the API's order.
 */
export function promptEngineRows(table: PromptEngineTable, brandKey: string): HeatRow[] {
  const index = table.brands.findIndex((b) => b.key === brandKey);
  return table.rows.map((row) => ({
    documentId: row.prompt.documentId,
    text: row.prompt.text,
    intent: row.prompt.intent,
    intentSource: row.prompt.intentSource,
    branded: row.prompt.branded,
    active: row.prompt.active,
    tags: row.prompt.tags,
    total: visibilityOf(row, index),
    cells: Object.fromEntries(
      table.engines.map((engine) => [engine, visibilityOf(row.cells[engine], index)]),
    ),
  }));
}

/** The brand the table shows: the URL's when the table has it, else the own brand (listed first by the API). */
export function chosenBrand(table: PromptEngineTable | undefined, wanted: string | undefined): string {
  const brands = table?.brands ?? [];
  if (wanted && brands.some((b) => b.key === wanted)) return wanted;
  return brands.find((b) => b.own)?.key ?? 'brand';
}
