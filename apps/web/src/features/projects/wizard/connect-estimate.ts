import type { EngineConnection } from '@sightline/contracts';
import { estimateDailyCollect } from '@sightline/contracts';
import type { EngineId } from '@sightline/contracts/constants';

/** Where an engine's key would come from: the simulator needs none; `loading` until the connections are read. */
export type KeyStatus = 'simulator' | 'organization' | 'environment' | 'none' | 'loading';

export interface ConnectRow {
  engine: EngineId;
  key: KeyStatus;
  answersPerDay: number;
  /** US dollars; null when the engine's price is unknown (OpenAI-compatible). */
  costPerDay: number | null;
  costPerMonth: number | null;
}

export interface ConnectEstimate {
  rows: ConnectRow[];
  /** prompts × engines × samples. */
  answersPerDay: number;
  /** The sum of the known costs; `partial` when an engine's price is unknown. */
  costPerDay: number;
  costPerMonth: number;
  partial: boolean;
  /** Chosen engines that cannot be collected from (no key anywhere) unless the project is simulated. */
  missingKeys: EngineId[];
}

/**
 * What the chosen engines cost and whether they have keys: each engine answers prompts × samples a day; a
 * simulated project (or the simulator engine) needs no key and costs nothing.
 */
export function connectEstimate(
  input: { engines: readonly EngineId[]; prompts: number; samples: number; simulated: boolean },
  connections: readonly EngineConnection[] | undefined,
): ConnectEstimate {
  const samples = Number.isInteger(input.samples) && input.samples > 0 ? input.samples : 1;
  const rows = estimateDailyCollect(input.engines, input.prompts, samples).map((row): ConnectRow => {
    if (input.simulated || row.engine === 'simulated') {
      return { ...row, key: 'simulator', costPerDay: 0, costPerMonth: 0 };
    }
    const connection = connections?.find((c) => c.engine === row.engine);
    const key: KeyStatus = !connections
      ? 'loading'
      : connection?.configured
        ? connection.source === 'environment'
          ? 'environment'
          : 'organization'
        : 'none';
    return { ...row, key };
  });
  return {
    rows,
    answersPerDay: rows.reduce((sum, r) => sum + r.answersPerDay, 0),
    costPerDay: rows.reduce((sum, r) => sum + (r.costPerDay ?? 0), 0),
    costPerMonth: rows.reduce((sum, r) => sum + (r.costPerMonth ?? 0), 0),
    partial: rows.some((r) => r.costPerDay === null),
    missingKeys: rows.filter((r) => r.key === 'none').map((r) => r.engine),
  };
}
