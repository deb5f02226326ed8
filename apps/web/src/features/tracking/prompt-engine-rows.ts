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
  opportunity: Opportunity;
}

/**
 * How far the best competitor is ahead of the own brand on a non-branded prompt, over every engine of the report:
 * `gap` = the competitor's visibility − the own brand's (a fraction; negative when the own brand leads). Null for a
 * branded prompt (the own brand is named in the question: its visibility says little) or a prompt without answers.
 */
export interface Opportunity {
  gap: number | null;
  /** The competitor with the highest visibility on the prompt (null without one). */
  leader: { key: string; name: string; visibility: HeatValue } | null;
  own: HeatValue;
}

type TableRow = PromptEngineTable['rows'][number];

/** A prompt's opportunity (see `Opportunity`). */
export function opportunityOf(table: PromptEngineTable, row: TableRow): Opportunity {
  const own = visibilityOf(
    row,
    table.brands.findIndex((b) => b.own),
  );
  let leader: Opportunity['leader'] = null;
  for (const [index, brand] of table.brands.entries()) {
    const visibility = visibilityOf(row, index);
    if (brand.own || visibility.value === null) continue;
    if (leader === null || visibility.value > (leader.visibility.value ?? 0))
      leader = { key: brand.key, name: brand.name, visibility };
  }
  const gap =
    row.prompt.branded || own.value === null || leader?.visibility.value == null
      ? null
      : leader.visibility.value - own.value;
  return { gap, leader, own };
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
    opportunity: opportunityOf(table, row),
  }));
}

/** The brand the table shows: the URL's when the table has it, else the own brand (listed first by the API). */
export function chosenBrand(table: PromptEngineTable | undefined, wanted: string | undefined): string {
  const brands = table?.brands ?? [];
  if (wanted && brands.some((b) => b.key === wanted)) return wanted;
  return brands.find((b) => b.own)?.key ?? 'brand';
}
