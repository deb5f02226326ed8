/**
 * Failed runs of the simulator (when a project asks for them: the demo), deterministic like its answers: a small
 * share of runs time out or meet a server error, and each imitated engine has an outage day every 120 days on which
 * every run fails. The outages of ChatGPT, Perplexity, Gemini and Google AI Overviews (the demo's engines) are a
 * quarter of that cycle apart, so any 30 days of a project asking those four hold exactly one engine-day that failed
 * whole: the collect and run screens always have a failure to show.
 */
import { EngineError, type EngineErrorKind } from '../errors.ts';
import { dayNumber } from './market-calendar.ts';
import { seededRandom } from './seeded-random.ts';

const outageCycleDays = 120;
/** Day of the cycle (days since 1970-01-01, modulo the cycle) of each engine's outage. */
const outageDay: Record<string, number> = {
  chatgpt: 0,
  perplexity: 30,
  gemini: 60,
  'google-aio': 90,
  claude: 15,
  'google-ai-mode': 45,
};
/** Share of the other runs that fail, and how. */
const runFailureShare = 0.015;
const runFailures: ReadonlyArray<{ kind: EngineErrorKind; status?: number }> = [
  { kind: 'timeout' },
  { kind: 'server', status: 502 },
  { kind: 'rate_limited', status: 429 },
];

/** True on the imitated engine's outage day. */
export function isOutageDay(flavor: string, day: string | undefined): boolean {
  const n = dayNumber(day);
  const offset = outageDay[flavor];
  if (n === null || offset === undefined) return false;
  return (((n - offset) % outageCycleDays) + outageCycleDays) % outageCycleDays === 0;
}

/**
 * The error a run fails with, or null when it is answered. Not retryable: the same seed fails again on every attempt,
 * so a retry would only hold the demo's backfill back by the queue's backoff.
 */
export function simulatedFailure(seed: string, flavor: string, day: string | undefined): EngineError | null {
  if (isOutageDay(flavor, day)) return new EngineError({ kind: 'server', status: 503, retryable: false });
  // A random source of its own, so that failing runs do not change the answers of the others.
  const random = seededRandom(`failure|${seed}`);
  if (!random.chance(runFailureShare)) return null;
  const failure = random.pick(runFailures);
  return new EngineError({ ...failure, retryable: false, detail: 'simulated failure' });
}
