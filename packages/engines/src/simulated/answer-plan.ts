/**
 * What a simulated answer says, before it is written in an engine's style (answer-styles.ts): the structure real
 * engines use — a short introduction, a ranked list (or paragraphs) with a reason per brand, caveats, a closing line —
 * and the page each sentence cites. Brands the engine knows well are named more than once (in the introduction, a
 * second sentence, a complaint among the caveats, the summary), so mentions per answer differ by brand; what is said
 * about a brand is positive, neutral, negative or mixed by the brand's tone (market-profile.ts).
 */
import { pickSource, type SourceBrand, type SourceOptions } from './domain-pool.ts';
import { fillName } from './korean-particles.ts';
import type { MarketBrand } from './market-profile.ts';
import { type BrandTone, type LanguagePhrases, phrases, type Tone } from './phrases.ts';
import type { Random } from './seeded-random.ts';
import type { Language, Page } from './source-hosts.ts';

export interface PlannedSentence {
  text: string;
  /** The page the sentence cites, if any. */
  cite: Page | null;
}

export type PlannedBlock =
  | { kind: 'paragraph'; sentences: PlannedSentence[] }
  /** A list entry: its title (a brand's name, bold) and the sentences after it; the first is a claim. */
  | { kind: 'item'; title: string; sentences: PlannedSentence[] }
  | { kind: 'heading'; text: string }
  /** A caveat under the heading: a bullet. */
  | { kind: 'note'; sentences: PlannedSentence[] };

export interface AnswerPlan {
  blocks: PlannedBlock[];
  /** Brands named, in the order they are first named, with how many times. */
  named: Array<{ brand: MarketBrand; count: number }>;
}

export interface PlanContext {
  language: Language;
  /** Brands to name, in the order the answer ranks them. */
  ordered: readonly MarketBrand[];
  /** A ranked list (else paragraphs). */
  list: boolean;
  /** How many sentences may cite a source. */
  citations: number;
  sources: Omit<SourceOptions, 'outreach'>;
}

function brandTone(random: Random, brand: MarketBrand): BrandTone {
  const { positive, negative, mixed } = brand.strength.tone;
  const r = random.next();
  if (r < positive) return 'positive';
  if (r < positive + negative) return 'negative';
  return r < positive + negative + mixed ? 'mixed' : 'neutral';
}

/** The name an answer uses: in English a Latin alias when the brand has one, else now and then an alias. */
function nameIn(random: Random, brand: MarketBrand, language: Language): string {
  const latin = brand.aliases.filter((a) => /^[\x20-\x7e]+$/.test(a));
  if (language === 'en' && latin.length > 0 && random.chance(0.7)) return latin[0]!;
  if (brand.index === 0 && brand.aliases.length > 0 && random.chance(0.2)) return random.pick(brand.aliases);
  return brand.name;
}

/** A claim written after the name: "{b은} …" in Korean prose, "{b} …" in English. */
const prose = (language: Language, name: string, claim: string) =>
  language === 'ko' ? `${fillName('{b은}', name)} ${claim}` : `${name} ${claim}`;

export function planAnswer(random: Random, context: PlanContext): AnswerPlan {
  const { language, ordered } = context;
  const words: LanguagePhrases = phrases[language];
  const ownNamed = ordered.some((b) => b.index === 0);
  const names = new Map(ordered.map((b) => [b.index, nameIn(random, b, language)]));
  const counts = new Map<number, number>();
  const order: MarketBrand[] = [];
  const name = (brand: MarketBrand) => {
    if (!counts.has(brand.index)) order.push(brand);
    counts.set(brand.index, (counts.get(brand.index) ?? 0) + 1);
    return names.get(brand.index)!;
  };
  let budget = context.citations;
  /** A sentence, citing a page with probability `p` while the answer's citations last. */
  const sentence = (text: string, p: number, about: MarketBrand | null): PlannedSentence => {
    if (budget <= 0 || !random.chance(p)) return { text, cite: null };
    budget -= 1;
    const brand: SourceBrand | null = about ? { name: about.name, domains: about.domains } : null;
    const outreach = about !== null && about.index !== 0 && !ownNamed;
    return { text, cite: pickSource(random, { ...context.sources, outreach }, brand) };
  };

  const blocks: PlannedBlock[] = [];
  const lead = ordered[0];
  const intro =
    lead && ordered.length > 1 && random.chance(lead.strength.repeat * 0.6)
      ? fillName(random.pick(words.introNaming), name(lead))
      : random.pick(words.intro);
  blocks.push({ kind: 'paragraph', sentences: [sentence(intro, 0.1, null)] });
  // Answers that name few brands carry general advice instead (informational prompts mostly).
  if (ordered.length < 2) {
    const tips = random.shuffle(words.tips).slice(0, 2);
    blocks.push({ kind: 'paragraph', sentences: tips.map((tip) => sentence(tip, 0.8, null)) });
  }
  const complaints: MarketBrand[] = [];
  for (const brand of ordered) {
    const tone = brandTone(random, brand);
    // Mixed: a claim with "but", or praise here and a complaint among the caveats.
    const split = tone === 'mixed' && random.chance(0.5);
    if (split) complaints.push(brand);
    const claim = random.pick(words.claims[split ? 'positive' : tone]);
    const title = name(brand);
    const first = context.list ? claim : prose(language, title, claim);
    const sentences = [sentence(first, 0.7, brand)];
    if (random.chance(brand.strength.repeat)) {
      const again: Tone = tone === 'mixed' ? 'neutral' : tone;
      sentences.push(sentence(fillName(random.pick(words.again[again]), name(brand)), 0.15, brand));
    }
    blocks.push(context.list ? { kind: 'item', title, sentences } : { kind: 'paragraph', sentences });
  }
  if (complaints.length > 0 || (ordered.length > 1 && random.chance(0.5))) {
    blocks.push({ kind: 'heading', text: random.pick(words.caveatsTitle) });
    for (const brand of complaints) {
      const text = fillName(random.pick(words.complaints), name(brand));
      blocks.push({ kind: 'note', sentences: [sentence(text, 0.3, brand)] });
    }
    blocks.push({ kind: 'note', sentences: [sentence(random.pick(words.caveats), 0.1, null)] });
  }
  const closing =
    lead && ordered.length > 1 && random.chance(lead.strength.repeat * 0.5)
      ? fillName(random.pick(words.summaryNaming), name(lead))
      : random.pick(words.outro);
  blocks.push({ kind: 'paragraph', sentences: [{ text: closing, cite: null }] });
  return { blocks, named: order.map((brand) => ({ brand, count: counts.get(brand.index)! })) };
}
