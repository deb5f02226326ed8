import { engineIds, type PromptEngineRow, type PromptEngineTable } from '@sightline/contracts';
import { ratio } from '@sightline/core';
import { type AnalyticsProject, ownBrandKey, type PromptEngineCount, type TrackedBrand } from '@sightline/db';
import type { ProjectPrompt, TrackingRange } from '../report-filter/index.ts';

export interface PromptEngineInputs {
  range: TrackingRange;
  project: AnalyticsProject;
  /** The prompts the table covers (those matching the filters), in the order they were added. */
  prompts: readonly ProjectPrompt[];
  counts: readonly PromptEngineCount[];
  simulated: boolean;
}

interface Cell {
  n: number;
  mentioning: Map<string, number>;
}

/** Answers mentioning each brand of `keys` in the cell, in that order. */
const mentioningOf = (keys: readonly string[], cell: Cell | undefined) =>
  keys.map((key) => cell?.mentioning.get(key) ?? 0);

/** The brands: own first, then competitors by answers mentioning them over the table (a deleted one by its key). */
function brandsOf(project: AnalyticsProject, totals: Map<string, number>): TrackedBrand[] {
  const known = new Set(project.brands.map((b) => b.key));
  const gone = [...totals.keys()].filter((key) => !known.has(key)).sort();
  const list = [...project.brands, ...gone.map((key) => ({ key, name: key, own: false }))];
  const order = new Map(list.map((b, i) => [b.key, i]));
  return list.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) ||
      (totals.get(b.key) ?? 0) - (totals.get(a.key) ?? 0) ||
      order.get(a.key)! - order.get(b.key)!,
  );
}

/**
 * Visibility of each brand per prompt and engine (and per prompt over every engine): every prompt the filters
 * leave, by the own brand's visibility, highest first; prompts without answers last.
 */
export function buildPromptEngineTable({
  range,
  project,
  prompts,
  counts,
  simulated,
}: PromptEngineInputs): PromptEngineTable {
  const cells = new Map<number, Map<string, Cell>>();
  const totals = new Map<string, number>();
  const withData = new Set(project.engines);
  for (const { promptId, engine, brandKey, count } of counts) {
    withData.add(engine);
    const byEngine = cells.get(promptId) ?? new Map<string, Cell>();
    cells.set(promptId, byEngine);
    const cell = byEngine.get(engine) ?? { n: 0, mentioning: new Map() };
    byEngine.set(engine, cell);
    if (brandKey === null) cell.n += count;
    else {
      cell.mentioning.set(brandKey, (cell.mentioning.get(brandKey) ?? 0) + count);
      totals.set(brandKey, (totals.get(brandKey) ?? 0) + count);
    }
  }
  const engines = range.engines ?? engineIds.filter((e) => withData.has(e));
  const brands = brandsOf(project, totals);
  const keys = brands.map((b) => b.key);
  const rows: PromptEngineRow[] = prompts.map((p) => {
    const byEngine = cells.get(p.id);
    const overall: Cell = { n: 0, mentioning: new Map() };
    for (const cell of byEngine?.values() ?? []) {
      overall.n += cell.n;
      for (const [key, m] of cell.mentioning)
        overall.mentioning.set(key, (overall.mentioning.get(key) ?? 0) + m);
    }
    return {
      prompt: {
        documentId: p.documentId,
        text: p.text,
        intent: p.intent,
        intentSource: p.intentSource,
        branded: p.branded,
        active: p.active,
        tags: p.tags,
      },
      n: overall.n,
      mentioning: mentioningOf(keys, overall),
      cells: Object.fromEntries(
        engines.map((engine) => {
          const cell = byEngine?.get(engine);
          return [engine, { n: cell?.n ?? 0, mentioning: mentioningOf(keys, cell) }];
        }),
      ),
    };
  });
  const own = keys.indexOf(ownBrandKey);
  const ownVisibility = (row: PromptEngineRow) => (own < 0 ? null : ratio(row.mentioning[own]!, row.n));
  const order = new Map(rows.map((row, i) => [row, i]));
  rows.sort((a, b) => {
    const va = ownVisibility(a);
    const vb = ownVisibility(b);
    if (va === null || vb === null)
      return Number(va === null) - Number(vb === null) || order.get(a)! - order.get(b)!;
    return vb - va || b.n - a.n || order.get(a)! - order.get(b)!;
  });
  return {
    from: range.from,
    to: range.to,
    engines,
    simulated,
    brands: brands.map(({ key, name, own }) => ({ key, name, own })),
    rows,
  };
}
