import type { EngineId, WatchDay, WatchDetailResponse } from '@sightline/contracts';

type EngineDay = WatchDetailResponse['data']['engineDays'][number];

export interface WatchChartRows {
  /** One row per day of the range (oldest first): `x` the day, then each engine's hits that day. */
  rows: Array<{ x: string } & Record<string, number | string>>;
  /** The engines with answers in the range, the most hits first (the stacking and legend order). */
  engines: EngineId[];
  /** An engine's successful answers on a day (the n behind its bar). */
  answersOf: (day: string, engine: string) => number;
}

/** A watch's hits per day and engine as the rows of a stacked bar chart; a day without answers is a row of zeros. */
export function watchChartRows(days: readonly WatchDay[], engineDays: readonly EngineDay[]): WatchChartRows {
  const totals = new Map<EngineId, number>();
  const cells = new Map<string, EngineDay>();
  for (const cell of engineDays) {
    totals.set(cell.engine, (totals.get(cell.engine) ?? 0) + cell.hits);
    cells.set(`${cell.day}|${cell.engine}`, cell);
  }
  const engines = [...totals.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([engine]) => engine);
  const rows = days.map((d) => {
    const row: { x: string } & Record<string, number | string> = { x: d.day };
    for (const engine of engines) row[engine] = cells.get(`${d.day}|${engine}`)?.hits ?? 0;
    return row;
  });
  return { rows, engines, answersOf: (day, engine) => cells.get(`${day}|${engine}`)?.answers ?? 0 };
}
