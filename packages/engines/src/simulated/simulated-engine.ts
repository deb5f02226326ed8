import { setTimeout as sleep } from 'node:timers/promises';
import type { Intent } from '@sightline/contracts';
import { classifyIntent, compileProfile } from '@sightline/core';
import type { EngineAdapter, EngineAnswer, EnginePrompt } from '../types.ts';
import { planAnswer } from './answer-plan.ts';
import { renderAnswer } from './answer-styles.ts';
import { type Language, topicOf } from './domain-pool.ts';
import { buildMarket, chanceOfNaming, type MarketBrand } from './market-profile.ts';
import { seededRandom } from './seeded-random.ts';
import { simulatedFailure } from './simulated-failures.ts';
import { simulatedFanOut } from './simulated-fan-out.ts';

/** The engines whose responses say what they searched and read (fan-out-of.ts); the simulator imitates them. */
const flavorsWithFanOut: ReadonlySet<string> = new Set(['chatgpt', 'gemini', 'claude', 'perplexity']);

export interface SimulationProfile {
  brand: { name: string; aliases: readonly string[] };
  /** In the project's order: the first is the market leader, the second a challenger (see market-profile.ts). */
  competitors: ReadonlyArray<{ name: string; aliases?: readonly string[]; domains: readonly string[] }>;
  ownedDomains: readonly string[];
}

export interface SimulatedConfig {
  profile: SimulationProfile;
  /** The real engine this simulation imitates (its tendencies): chatgpt, perplexity, gemini, claude, google-aio… */
  flavor?: string;
  /** Waits this long before answering, like a real engine's latency (0 by default). */
  latencyMs?: number;
  /** The day (`YYYY-MM-DD`) of the own brand's campaign; without it, campaigns recur every eight weeks. */
  campaignDay?: string;
  /** Fails a small share of runs and an outage day per engine (simulated-failures.ts); off by default. */
  failures?: boolean;
}

export const simulatorModel = 'sightline-simulator-1';

/** Per imitated engine: how many sources are cited, how often answers are lists, how often there is no answer. */
const tendencies: Record<string, { citations: [number, number]; list: number; noAnswer: number }> = {
  chatgpt: { citations: [2, 5], list: 0.7, noAnswer: 0.01 },
  perplexity: { citations: [5, 8], list: 0.5, noAnswer: 0.01 },
  gemini: { citations: [3, 6], list: 0.6, noAnswer: 0.02 },
  claude: { citations: [1, 4], list: 0.4, noAnswer: 0.01 },
  'google-aio': { citations: [3, 6], list: 0.6, noAnswer: 0.12 },
  'google-ai-mode': { citations: [3, 6], list: 0.6, noAnswer: 0.03 },
};
const defaultTendency = { citations: [2, 5] as [number, number], list: 0.6, noAnswer: 0.02 };

/** Brands the prompt itself names: an answer about them always names them, first. */
function namedIn(prompt: string, market: readonly MarketBrand[]): Set<number> {
  const text = prompt.normalize('NFKC').toLowerCase();
  return new Set(
    market
      .filter((b) =>
        [b.name, ...b.aliases].some((n) => n && text.includes(n.normalize('NFKC').toLowerCase())),
      )
      .map((b) => b.index),
  );
}

/**
 * The simulated engine (docs/features/engines.md): deterministic for a seed (project, prompt, engine, day, sample), answering in
 * the prompt's language with the project's brand and competitors. Which brands an answer names follows the market
 * model (market-profile.ts: strengths per brand, engine, intent, weekday and campaign); the sources it cites follow
 * the engine's and language's domain mix (domain-pool.ts). The answer has the structure real engines use
 * (answer-plan.ts) written in the imitated engine's style (answer-styles.ts). With `failures`, a few runs fail
 * (simulated-failures.ts). Everything it produces is simulated and labelled so (`model`, `raw.simulated`).
 */
export function createSimulatedEngine(config: SimulatedConfig): EngineAdapter {
  const flavor = config.flavor ?? 'chatgpt';
  const tendency = tendencies[flavor] ?? defaultTendency;
  // Built on the first question (creating an engine stays free): the market and the intent of each prompt.
  let market: MarketBrand[] | undefined;
  let compiled: ReturnType<typeof compileProfile> | undefined;
  const intents = new Map<string, Intent>();
  const marketOf = (): MarketBrand[] => {
    const { brand, competitors, ownedDomains } = config.profile;
    market ??= buildMarket(brand, ownedDomains, competitors, {
      ...(config.campaignDay ? { campaignDay: config.campaignDay } : {}),
    });
    return market;
  };
  const intentOf = (text: string): Intent => {
    let intent = intents.get(text);
    if (!intent) {
      const { brand, competitors } = config.profile;
      compiled ??= compileProfile({
        brand,
        competitors: competitors.map((c, i) => ({ key: `c${i}`, aliases: [], ...c })),
        ownedDomains: [],
        evaluationItems: [],
      });
      intent = classifyIntent(text, compiled).intent;
      intents.set(text, intent);
    }
    return intent;
  };
  return {
    id: 'simulated',
    async ask(prompt: EnginePrompt, options = {}): Promise<EngineAnswer> {
      const seed = `${options.seed ?? ''}|${flavor}|${prompt.text}`;
      const random = seededRandom(seed);
      if (config.latencyMs) await sleep(config.latencyMs, undefined, { signal: options.signal });
      const language: Language =
        (prompt.language ?? (/[가-힣]/.test(prompt.text) ? 'ko' : 'en')) === 'ko' ? 'ko' : 'en';
      const usage = { inputTokens: Math.ceil(prompt.text.length / 3), outputTokens: 0 };
      if (config.failures) {
        const failure = simulatedFailure(seed, flavor, options.day);
        if (failure) throw failure;
      }
      if (random.chance(tendency.noAnswer)) {
        return {
          text: '',
          citations: [],
          model: simulatorModel,
          usage,
          cost: 0,
          raw: { simulated: true, flavor, seed },
          status: 'no_answer',
        };
      }
      const context = { flavor, intent: intentOf(prompt.text), day: options.day, prompt: prompt.text };
      const market = marketOf();
      const named = namedIn(prompt.text, market);
      // Weighted order without replacement (key u^(1/w)): strong brands tend to be named first.
      const ordered = market
        .map((b) => ({ b, chance: named.has(b.index) ? 1 : chanceOfNaming(b, context) }))
        .filter(({ b, chance }) => named.has(b.index) || random.chance(chance))
        .map(({ b, chance }) => ({ b, key: named.has(b.index) ? 2 : random.next() ** (1 / chance) }))
        .sort((x, y) => y.key - x.key)
        .map(({ b }) => b);
      const [minCitations, maxCitations] = tendency.citations;
      const sources = { flavor, topic: topicOf(prompt.text, language, context.intent), day: options.day };
      const plan = planAnswer(random, {
        language,
        ordered,
        list: ordered.length > 1 && random.chance(tendency.list),
        citations: minCitations + Math.floor(random.next() * (maxCitations - minCitations + 1)),
        sources,
      });
      const { text, citations } = renderAnswer(plan, flavor, language);
      // As the engine it imitates: the Google engines (through SerpApi) and OpenAI-compatible servers say nothing.
      const fanOut = flavorsWithFanOut.has(flavor)
        ? simulatedFanOut(seededRandom(`${seed}|fan-out`), prompt.text, language, citations, sources)
        : { searchQueries: [], retrieved: [] };
      usage.outputTokens = Math.ceil(text.length / 3);
      return {
        text,
        citations,
        model: simulatorModel,
        usage,
        cost: 0,
        raw: {
          simulated: true,
          flavor,
          seed,
          intent: context.intent,
          mentioned: plan.named.map((n) => n.brand.name),
          mentions: plan.named.map((n) => n.count),
          fanOut,
        },
        status: 'ok',
      };
    },
  };
}
