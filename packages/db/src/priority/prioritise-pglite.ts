import type { PGlite } from '@electric-sql/pglite';
import { isBackground } from './background-work.ts';
import { PriorityGate } from './priority-gate.ts';

type Call = (...args: never[]) => Promise<unknown>;

const gateOf = Symbol('sightline priority gate');

/**
 * Puts a PGlite instance's calls behind a priority gate: its public `query`, `exec` and `transaction` (what drizzle
 * and the job queue call) go first when interactive and wait their turn when background (background-work.ts). The
 * statements inside a transaction run on the transaction's own handle and are not gated again, so a transaction,
 * once started, finishes.
 */
export function prioritisePglite(client: PGlite): PriorityGate {
  // One gate per client, however often it is wrapped (tests wrap one shared in-memory client again and again).
  const marked = client as unknown as { [gateOf]?: PriorityGate };
  const existing = marked[gateOf];
  if (existing) return existing;
  const gate = new PriorityGate();
  marked[gateOf] = gate;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', Call>;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = target[name].bind(client) as Call;
    target[name] = ((...args: never[]) =>
      isBackground()
        ? gate.background(() => original(...args))
        : gate.interactive(() => original(...args))) as Call;
  }
  return gate;
}
