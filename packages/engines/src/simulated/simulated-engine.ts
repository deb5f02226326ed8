import { setTimeout as sleep } from 'node:timers/promises';
import type { Intent } from '@sightline/contracts';
import { classifyIntent, compileProfile } from '@sightline/core';
import type { Citation, EngineAdapter, EngineAnswer, EnginePrompt } from '../types.ts';
import { type Language, pickSource, topicOf } from './domain-pool.ts';
import { buildMarket, chanceOfNaming, type MarketBrand } from './market-profile.ts';
import { phrases, type Tone } from './phrases.ts';
import { type Random, seededRandom } from './seeded-random.ts';

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

function tone(random: Random, brand: MarketBrand): Tone {
  const r = random.next();
  const { positive, negative } = brand.strength.tone;
  if (r < positive) return 'positive';
  return r < 1 - negative ? 'neutral' : 'negative';
}

/** The name an answer uses: in English a Latin alias when the brand has one, else now and then an alias. */
function nameIn(random: Random, brand: MarketBrand, language: Language): string {
  const latin = brand.aliases.filter((a) => /^[\x20-\x7e]+$/.test(a));
  if (language === 'en' && latin.length > 0 && random.chance(0.7)) return latin[0]!;
  if (brand.index === 0 && brand.aliases.length > 0 && random.chance(0.2)) return random.pick(brand.aliases);
  return brand.name;
}

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
 * the engine's and language's domain mix (domain-pool.ts). Everything it produces is simulated and labelled so
 * (`model`, `raw.simulated`).
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
      const text = phrases[language];
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
      const topic = topicOf(prompt.text, language);
      const [minCitations, maxCitations] = tendency.citations;
      let budget = minCitations + Math.floor(random.next() * (maxCitations - minCitations + 1));
      const list = ordered.length > 1 && random.chance(tendency.list);
      let answer = '';
      const citations: Citation[] = [];
      const say = (sentence: string, prefix: string, separator: string, domains: readonly string[]) => {
        const start = answer.length + prefix.length;
        answer += `${prefix}${sentence}${separator}`;
        if (budget > 0 && random.chance(0.8)) {
          budget -= 1;
          citations.push({
            ...pickSource(random, flavor, topic, domains),
            startIndex: start,
            endIndex: start + sentence.length,
          });
        }
      };
      answer = `${random.pick(text.intro)}\n\n`;
      // Answers that name few brands carry general advice instead (informational prompts mostly).
      if (ordered.length < 2) {
        for (const tip of random.shuffle(text.tips).slice(0, 2)) say(tip, '', ' ', []);
        answer = `${answer.trimEnd()}\n\n`;
      }
      ordered.forEach((b, position) => {
        const sentence = random.pick(text[tone(random, b)]).replace('{b}', nameIn(random, b, language));
        say(sentence, list ? `${position + 1}. ` : '', list ? '\n' : ' ', b.domains);
      });
      answer = `${answer.trimEnd()}\n\n${random.pick(text.outro)}`;
      usage.outputTokens = Math.ceil(answer.length / 3);
      return {
        text: answer,
        citations,
        model: simulatorModel,
        usage,
        cost: 0,
        raw: { simulated: true, flavor, seed, intent: context.intent, mentioned: ordered.map((b) => b.name) },
        status: 'ok',
      };
    },
  };
}
