import { setTimeout as sleep } from 'node:timers/promises';
import type { Citation, EngineAdapter, EngineAnswer, EnginePrompt } from '../types.ts';
import { phrases, sourcePool, type Tone } from './phrases.ts';
import { type Random, seededRandom } from './seeded-random.ts';

export interface SimulationProfile {
  brand: { name: string; aliases: readonly string[] };
  competitors: ReadonlyArray<{ name: string; domains: readonly string[] }>;
  ownedDomains: readonly string[];
}

export interface SimulatedConfig {
  profile: SimulationProfile;
  /** The real engine this simulation imitates (its tendencies): chatgpt, perplexity, gemini, claude, google-aio… */
  flavor?: string;
  /** Waits this long before answering, like a real engine's latency (0 by default). */
  latencyMs?: number;
}

export const simulatorModel = 'sightline-simulator-1';

/** Per imitated engine: how often the own brand appears, how many sources are cited, how often answers are lists. */
const tendencies: Record<
  string,
  { ownBrand: number; citations: [number, number]; list: number; noAnswer: number }
> = {
  chatgpt: { ownBrand: 0.55, citations: [2, 5], list: 0.7, noAnswer: 0.01 },
  perplexity: { ownBrand: 0.6, citations: [5, 8], list: 0.5, noAnswer: 0.01 },
  gemini: { ownBrand: 0.5, citations: [3, 6], list: 0.6, noAnswer: 0.02 },
  claude: { ownBrand: 0.45, citations: [1, 4], list: 0.4, noAnswer: 0.01 },
  'google-aio': { ownBrand: 0.4, citations: [3, 6], list: 0.6, noAnswer: 0.12 },
  'google-ai-mode': { ownBrand: 0.5, citations: [3, 6], list: 0.6, noAnswer: 0.03 },
};
const defaultTendency = { ownBrand: 0.5, citations: [2, 5] as [number, number], list: 0.6, noAnswer: 0.02 };

function tone(random: Random, own: boolean): Tone {
  const r = random.next();
  if (r < (own ? 0.5 : 0.4)) return 'positive';
  return r < 0.85 ? 'neutral' : 'negative';
}

function sourceFor(random: Random, profile: SimulationProfile, brandIndex: number, n: number): string {
  const competitor = brandIndex > 0 ? profile.competitors[brandIndex - 1] : undefined;
  const own = brandIndex === 0 ? profile.ownedDomains : competitor?.domains;
  if (own && own.length > 0 && random.chance(0.4))
    return `https://${random.pick(own)}/${brandIndex === 0 ? 'about' : 'menu'}`;
  const kind = random.pick(['ugc', 'ugc', 'editorial', 'reference'] as const);
  return random.pick(sourcePool[kind]).replace('{n}', String(n));
}

/** A competitor's steady share of answers, from its name: some rivals lead, some trail, the same every day. */
function strengthOf(name: string): number {
  return 0.25 + seededRandom(`strength|${name}`).next() * 0.5;
}

/** The own brand's visibility drifts slowly over the year (±12 points, 240-day period), so trends have a shape. */
function seasonal(day: string | undefined): number {
  const time = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return 0.12 * Math.sin((2 * Math.PI * (time / 86_400_000)) / 240);
}

/**
 * The simulated engine (DESIGN.md §6): deterministic for a seed (project, prompt, engine, day, sample), answering in
 * the prompt's language with the project's brand and competitors, engine-specific tendencies, noise, and citations
 * from a plausible pool. Everything it produces is simulated and labelled so (`model`, `raw.simulated`).
 */
export function createSimulatedEngine(config: SimulatedConfig): EngineAdapter {
  const flavor = config.flavor ?? 'chatgpt';
  const tendency = tendencies[flavor] ?? defaultTendency;
  return {
    id: 'simulated',
    async ask(prompt: EnginePrompt, options = {}): Promise<EngineAnswer> {
      const seed = `${options.seed ?? ''}|${flavor}|${prompt.text}`;
      const random = seededRandom(seed);
      if (config.latencyMs) await sleep(config.latencyMs, undefined, { signal: options.signal });
      const language =
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
      const brands = [config.profile.brand.name, ...config.profile.competitors.map((c) => c.name)];
      const ownChance = Math.min(0.95, Math.max(0.05, tendency.ownBrand + seasonal(options.day)));
      const included = brands
        .map((name, index) => ({ name, index }))
        .filter(({ name, index }) => random.chance(index === 0 ? ownChance : strengthOf(name)));
      const ordered = random.shuffle(included);
      const [minCitations, maxCitations] = tendency.citations;
      let budget = minCitations + Math.floor(random.next() * (maxCitations - minCitations + 1));
      const list = random.chance(tendency.list);
      let answer = `${random.pick(text.intro)}\n\n`;
      const citations: Citation[] = [];
      ordered.forEach(({ name, index }, position) => {
        const brandName =
          index === 0 && config.profile.brand.aliases.length > 0 && random.chance(0.2)
            ? random.pick(config.profile.brand.aliases)
            : name;
        const sentence = random.pick(text[tone(random, index === 0)]).replace('{b}', brandName);
        const prefix = list ? `${position + 1}. ` : '';
        const start = answer.length + prefix.length;
        answer += `${prefix}${sentence}${list ? '\n' : ' '}`;
        if (budget > 0 && random.chance(0.8)) {
          budget -= 1;
          citations.push({
            url: sourceFor(random, config.profile, index, citations.length + 1),
            startIndex: start,
            endIndex: start + sentence.length,
          });
        }
      });
      answer = `${answer.trimEnd()}\n\n${random.pick(text.outro)}`;
      usage.outputTokens = Math.ceil(answer.length / 3);
      return {
        text: answer,
        citations,
        model: simulatorModel,
        usage,
        cost: 0,
        raw: { simulated: true, flavor, seed, mentioned: ordered.map((b) => b.name) },
        status: 'ok',
      };
    },
  };
}
