import type { CollectOfDay, CollectRun } from '@sightline/contracts';
import { type EngineId, engineIds } from '@sightline/contracts/constants';

/** One column of the run grid: an engine and one of its samples (0-based). */
export interface GridColumn {
  key: string;
  engine: EngineId;
  sampleIndex: number;
}

/** One row of the run grid: a prompt and its run per column (null where the collect planned none). */
export interface GridRow {
  prompt: CollectRun['prompt'];
  cells: Array<CollectRun | null>;
}

export interface RunGrid {
  columns: GridColumn[];
  rows: GridRow[];
  /** Samples per engine (the number of columns each engine spans). */
  samples: Array<{ engine: EngineId; count: number }>;
}

const cellKey = (promptId: string, engine: string, sampleIndex: number) =>
  `${promptId}|${engine}|${sampleIndex}`;

/**
 * A collect's runs as a grid: rows are prompts (in the order the collect planned them), columns are engines (in the
 * product's engine order) × samples 0…the highest sample asked of that engine, so a missing sample shows as a gap.
 */
export function buildRunGrid(runs: readonly CollectRun[]): RunGrid {
  const highestSample = new Map<EngineId, number>();
  const prompts = new Map<string, CollectRun['prompt']>();
  const byCell = new Map<string, CollectRun>();
  for (const run of runs) {
    highestSample.set(run.engine, Math.max(highestSample.get(run.engine) ?? 0, run.sampleIndex));
    if (!prompts.has(run.prompt.documentId)) prompts.set(run.prompt.documentId, run.prompt);
    const key = cellKey(run.prompt.documentId, run.engine, run.sampleIndex);
    if (!byCell.has(key)) byCell.set(key, run);
  }
  const engines = engineIds.filter((engine) => highestSample.has(engine));
  const samples = engines.map((engine) => ({ engine, count: (highestSample.get(engine) ?? 0) + 1 }));
  const columns = samples.flatMap(({ engine, count }) =>
    Array.from({ length: count }, (_, sampleIndex) => ({
      key: `${engine}|${sampleIndex}`,
      engine,
      sampleIndex,
    })),
  );
  const rows = [...prompts.values()].map((prompt) => ({
    prompt,
    cells: columns.map((c) => byCell.get(cellKey(prompt.documentId, c.engine, c.sampleIndex)) ?? null),
  }));
  return { columns, rows, samples };
}

/** Runs that failed for missing or refused credentials: how many, and for which engines (in engine order). */
export function connectionProblems(runs: readonly CollectRun[]): { count: number; engines: EngineId[] } {
  const failing = runs.filter((r) => r.status === 'failed' && r.needsEngineConnection);
  const engines = engineIds.filter((engine) => failing.some((r) => r.engine === engine));
  return { count: failing.length, engines };
}

/** The day's totals over its collects: runs planned, succeeded and failed, cost, answers and their tokens. */
export function summarizeDay(collects: readonly CollectOfDay[]) {
  const total = {
    planned: 0,
    succeeded: 0,
    failed: 0,
    cost: 0,
    answers: 0,
    simulatedAnswers: 0,
    inputTokens: 0,
    outputTokens: 0,
  };
  for (const collect of collects) {
    total.planned += collect.planned;
    total.succeeded += collect.succeeded;
    total.failed += collect.failed;
    total.cost += collect.cost;
    for (const chat of collect.chats) {
      total.answers += 1;
      if (chat.simulated) total.simulatedAnswers += 1;
      total.inputTokens += chat.inputTokens;
      total.outputTokens += chat.outputTokens;
    }
  }
  return total;
}

/** The day's runs per engine (in engine order): how many were asked, succeeded and failed, and what they cost. */
export function summarizeByEngine(collects: readonly CollectOfDay[]) {
  const byEngine = new Map<EngineId, { runs: number; succeeded: number; failed: number; cost: number }>();
  for (const run of collects.flatMap((c) => c.runs)) {
    const row = byEngine.get(run.engine) ?? { runs: 0, succeeded: 0, failed: 0, cost: 0 };
    row.runs += 1;
    if (run.status === 'succeeded') row.succeeded += 1;
    if (run.status === 'failed') row.failed += 1;
    row.cost += run.cost;
    byEngine.set(run.engine, row);
  }
  return engineIds.flatMap((engine) => {
    const row = byEngine.get(engine);
    return row ? [{ engine, ...row }] : [];
  });
}
