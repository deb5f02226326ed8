/**
 * The simulated market: how strongly each brand of a project is named, as data. Every project gets a shape from the
 * order of its brands (docs/features/engines.md): the first competitor leads everywhere, the own brand is mid-pack and lifted by
 * campaigns, the second competitor is a challenger strong on Perplexity only, the others trail with small
 * per-engine and per-intent leanings drawn from their names. Deterministic: the same profile gives the same market.
 */
import type { Intent } from '@sightline/contracts';
import { type Campaign, campaignEffect, isWeekend } from './market-calendar.ts';
import { seededRandom } from './seeded-random.ts';

export type BrandRole = 'own' | 'leader' | 'challenger' | 'trailing';

export interface BrandStrength {
  role: BrandRole;
  /** Chance of being named in an answer to a commercial prompt, before the adjustments below (0–1). */
  base: number;
  /** Added for the imitated engine (chatgpt, perplexity, gemini…). */
  perEngine: Readonly<Partial<Record<string, number>>>;
  /** Added for the prompt's intent. */
  perIntent: Readonly<Partial<Record<Intent, number>>>;
  /** Added on Saturdays and Sundays. */
  weekend: number;
  /** Share of prompts that do not name the brand on which it is never named (0–1). */
  absentShare: number;
  /**
   * Chances that what an answer says about the brand is positive, negative, or mixed (praise with a complaint); the
   * rest is neutral (facts without an opinion).
   */
  tone: { positive: number; negative: number; mixed: number };
  /**
   * Chance that a list item about the brand names it a second time (engines restate the brands they know best), so
   * that mentions per answer differ by brand and the mention-based share of voice differs from the answer-based one.
   */
  repeat: number;
  campaign: Campaign | null;
}

export interface MarketBrand {
  /** 0 = the own brand, then the competitors in the project's order. */
  index: number;
  name: string;
  aliases: readonly string[];
  domains: readonly string[];
  strength: BrandStrength;
}

export interface MarketOptions {
  /** Pins the own brand's campaign to one day (`YYYY-MM-DD`); without it, campaigns recur every eight weeks. */
  campaignDay?: string;
}

export interface AnswerContext {
  flavor: string;
  intent: Intent;
  day?: string | undefined;
  prompt: string;
}

/** A number in [0, 1) fixed by a text: the same name always draws the same leanings. */
const draw = (text: string): number => seededRandom(text).next();

const leaner = (name: string, keys: readonly string[], spread: number): Record<string, number> =>
  Object.fromEntries(keys.map((key) => [key, (draw(`${key}|${name}`) - 0.5) * 2 * spread]));

const engineKeys = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio', 'google-ai-mode'];

function ownStrength(name: string, options: MarketOptions): BrandStrength {
  return {
    role: 'own',
    base: 0.36,
    perEngine: { gemini: 0.08, chatgpt: 0.03, perplexity: -0.06, claude: -0.04, 'google-aio': -0.1 },
    perIntent: { informational: -0.3, transactional: 0.04, navigational: -0.1 },
    weekend: -0.15,
    absentShare: 0.12,
    tone: { positive: 0.42, negative: 0.12, mixed: 0.14 },
    repeat: 0.12,
    campaign: {
      lift: 0.3,
      rampDays: 10,
      ...(options.campaignDay ? { day: options.campaignDay } : {}),
      everyDays: 56,
      offsetDays: Math.floor(draw(`campaign|${name}`) * 56),
    },
  };
}

function competitorStrength(name: string, position: number): BrandStrength {
  if (position === 0) {
    return {
      role: 'leader',
      base: 0.74,
      perEngine: { claude: -0.06, 'google-aio': 0.06, perplexity: -0.04 },
      perIntent: { informational: -0.32, transactional: -0.08, navigational: -0.45 },
      weekend: -0.02,
      absentShare: 0,
      tone: { positive: 0.48, negative: 0.08, mixed: 0.16 },
      repeat: 0.7,
      campaign: null,
    };
  }
  if (position === 1) {
    return {
      role: 'challenger',
      base: 0.1,
      perEngine: { perplexity: 0.56 },
      perIntent: { informational: -0.06, navigational: -0.08 },
      weekend: 0,
      absentShare: 0.1,
      tone: { positive: 0.38, negative: 0.12, mixed: 0.12 },
      repeat: 0.15,
      campaign: null,
    };
  }
  return {
    role: 'trailing',
    base: 0.1 + 0.2 * draw(`base|${name}`),
    perEngine: leaner(name, engineKeys, 0.08),
    perIntent: {
      ...leaner(name, ['commercial', 'transactional'], 0.1),
      informational: -0.1,
      navigational: -0.1,
    },
    weekend: 0.05,
    absentShare: 0.2,
    tone: { positive: 0.28, negative: 0.22, mixed: 0.12 },
    repeat: 0.03 + 0.07 * draw(`repeat|${name}`),
    campaign: null,
  };
}

/** The market of a project's brands: the own brand first, then its competitors in order. */
export function buildMarket(
  brand: { name: string; aliases: readonly string[] },
  ownedDomains: readonly string[],
  competitors: ReadonlyArray<{ name: string; aliases?: readonly string[]; domains: readonly string[] }>,
  options: MarketOptions = {},
): MarketBrand[] {
  return [
    { index: 0, ...brand, domains: ownedDomains, strength: ownStrength(brand.name, options) },
    ...competitors.map((c, i) => ({
      index: i + 1,
      name: c.name,
      aliases: c.aliases ?? [],
      domains: c.domains,
      strength: competitorStrength(c.name, i),
    })),
  ];
}

/**
 * The chance that an answer names the brand (0–0.97): base + engine + intent + weekend + campaign, a per-prompt
 * affinity (±0.1) and a small per-day wobble (±0.04); 0 on the prompts where the brand is never named.
 */
export function chanceOfNaming(brand: MarketBrand, context: AnswerContext): number {
  const s = brand.strength;
  if (draw(`absent|${context.prompt}|${brand.name}`) < s.absentShare) return 0;
  const affinity = (draw(`affinity|${context.prompt}|${brand.name}`) - 0.5) * 0.2;
  const wobble = context.day ? (draw(`day|${context.day}|${context.flavor}|${brand.name}`) - 0.5) * 0.08 : 0;
  const chance =
    s.base +
    (s.perEngine[context.flavor] ?? 0) +
    (s.perIntent[context.intent] ?? 0) +
    (isWeekend(context.day) ? s.weekend : 0) +
    (s.campaign ? s.campaign.lift * campaignEffect(s.campaign, context.day) : 0) +
    affinity +
    wobble;
  return Math.min(0.97, Math.max(0, chance));
}
