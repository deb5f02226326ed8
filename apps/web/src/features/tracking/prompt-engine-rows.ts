import type { PromptEngineTable } from '@sightline/contracts';

/** One brand's visibility in a cell of the heat table: answers mentioning it of the cell's answers. */
export interface HeatValue {
  value: number | null;
  mentioning: number;
  n: number;
}

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

const visibilityOf = (
  cell: { n: number; brands: Record<string, { mentioning: number; visibility: number | null }> } | undefined,
  brandKey: string,
): HeatValue => {
  const n = cell?.n ?? 0;
  const brand = cell?.brands[brandKey];
  // A brand the API does not list in a cell with answers was not mentioned there: 0 of n, not "no data".
  const mentioning = brand?.mentioning ?? 0;
  return { value: n > 0 ? (brand?.visibility ?? mentioning / n) : null, mentioning, n };
};

/**
 * The rows of the prompt × engine heat table for one brand: each prompt with the brand's visibility over all engines
 * and in each engine's cell (null where the engine has no answer to the prompt), in the API's order.
 */
export function promptEngineRows(table: PromptEngineTable, brandKey: string): HeatRow[] {
  return table.rows.map((row) => ({
    documentId: row.prompt.documentId,
    text: row.prompt.text,
    intent: row.prompt.intent,
    intentSource: row.prompt.intentSource,
    branded: row.prompt.branded,
    active: row.prompt.active,
    tags: row.prompt.tags,
    total: visibilityOf({ n: row.n, brands: row.brands }, brandKey),
    cells: Object.fromEntries(
      table.engines.map((engine) => [engine, visibilityOf(row.cells[engine], brandKey)]),
    ),
  }));
}

/** The brand the table shows: the URL's when the table has it, else the own brand (listed first by the API). */
export function chosenBrand(table: PromptEngineTable | undefined, wanted: string | undefined): string {
  const brands = table?.brands ?? [];
  if (wanted && brands.some((b) => b.key === wanted)) return wanted;
  return brands.find((b) => b.own)?.key ?? 'brand';
}
