import { SentimentLabel } from '@sightline/contracts';
import {
  analyzeAnswer,
  classifyIntent,
  compileProfile,
  daysEndingWith,
  twoProportionZTest,
} from '@sightline/core';
import { createSimulatedEngine, EngineError } from '@sightline/engines';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCampaignDay, demoProject, demoPrompts } from './demo-project.ts';

/**
 * The demo has a shape: 90 days of the simulator's answers for every demo prompt × engine × sample, analysed with
 * core's analysis (the product's rule), show brands far apart, the own brand rising after its campaign, prompts
 * where it never appears, sources that differ by engine and language — and every metric at work: brands named more
 * than once in some answers (the two shares of voice differ), praise, complaints and neutral mentions, Korean sources,
 * a few failed runs, and the data each optimisation rule needs (docs/features/optimisation.md).
 */
const days = daysEndingWith('2026-03-31', 90);
const campaignDay = demoCampaignDay(days);
/** The optimisation report's default range (the last 30 days) and the 30 days before it. */
const recent = new Set(days.slice(-30));
const before = new Set(days.slice(-60, -30));
const brandKeys = ['brand', ...demoProject.competitors.map((_, i) => `c${i}`)];
type Label = (typeof SentimentLabel.options)[number];
const label = (polarity: number): Label =>
  polarity > 0.1 ? 'positive' : polarity < -0.1 ? 'negative' : 'neutral';

interface Tally {
  runs: number;
  failed: number;
  /** `engine day` of the engine-days on which every run failed. */
  failedEngineDays: string[];
  n: number;
  mentioning: Map<string, number>;
  mentions: Map<string, number>;
  labels: Record<Label, number>;
  own: {
    before: [number, number];
    after: [number, number];
    weekday: [number, number];
    weekend: [number, number];
  };
  ownByPrompt: number[];
  /** The last 30 days: per prompt, answers naming the own brand and answers naming a competitor. */
  recentByPrompt: Array<{ own: number; competitor: number }>;
  /** The last 30 days: per engine, answers and answers naming the own brand. */
  recentByEngine: Map<string, [number, number]>;
  /** The last 30 days: per domain, answers citing it that name the own brand, and that name a competitor. */
  recentDomains: Map<string, { own: number; competitor: number }>;
  /** The last 30 days: other sites' citations per intent and content type; the owned pages' types per intent. */
  recentTypes: Map<string, Map<string, number>>;
  ownedTypes: Map<string, Set<string>>;
  /** Answers citing each owned page in the last 30 days and in the 30 before. */
  ownedPages: Map<string, { recent: number; before: number }>;
  recentN: number;
  beforeN: number;
  koreanHosts: Map<string, number>;
  citations: Map<string, { all: number; forum: number }>;
}

const add = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

async function simulateDemo(): Promise<Tally> {
  // What the collection pipeline gives the simulator for the demo project (engine-for-run.ts) and the analysis.
  const simulation = {
    brand: { name: demoProject.brandName, aliases: demoProject.brandAliases },
    competitors: demoProject.competitors.map((c) => ({
      name: c.name,
      aliases: c.aliases,
      domains: c.domains,
    })),
    ownedDomains: demoProject.ownedMedia.map((m) => m.value),
  };
  const analysis = compileProfile({
    brand: simulation.brand,
    competitors: demoProject.competitors.map((c, i) => ({ key: `c${i}`, ...c })),
    ownedDomains: simulation.ownedDomains,
    evaluationItems: [],
  });
  const intents = demoPrompts.map((p) => classifyIntent(p.text, analysis).intent);
  const tally: Tally = {
    runs: 0,
    failed: 0,
    failedEngineDays: [],
    n: 0,
    mentioning: new Map(),
    mentions: new Map(),
    labels: { positive: 0, neutral: 0, negative: 0 },
    own: { before: [0, 0], after: [0, 0], weekday: [0, 0], weekend: [0, 0] },
    ownByPrompt: demoPrompts.map(() => 0),
    recentByPrompt: demoPrompts.map(() => ({ own: 0, competitor: 0 })),
    recentByEngine: new Map(),
    recentDomains: new Map(),
    recentTypes: new Map(),
    ownedTypes: new Map(),
    ownedPages: new Map(),
    recentN: 0,
    beforeN: 0,
    koreanHosts: new Map(),
    citations: new Map(),
  };
  const count = (pair: [number, number], hit: boolean) => {
    pair[0] += hit ? 1 : 0;
    pair[1] += 1;
  };
  for (const flavor of demoProject.engines) {
    const engine = createSimulatedEngine({ profile: simulation, flavor, campaignDay, failures: true });
    const sources = { all: 0, forum: 0 };
    tally.citations.set(flavor, sources);
    tally.recentByEngine.set(flavor, [0, 0]);
    for (const day of days) {
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      let failedToday = 0;
      for (const [p, prompt] of demoPrompts.entries()) {
        for (let sample = 0; sample < demoProject.samplesPerRun; sample++) {
          tally.runs += 1;
          const answer = await engine
            .ask(prompt, { seed: `demo|p${p}|${flavor}|${day}|${sample}`, day })
            .catch((error: unknown) => {
              if (!(error instanceof EngineError) || error.retryable) throw error;
              return null;
            });
          if (answer === null) {
            tally.failed += 1;
            failedToday += 1;
            continue;
          }
          if (answer.status !== 'ok') continue;
          const facts = analyzeAnswer({ ...answer, engine: flavor, language: prompt.language }, analysis);
          const named = new Set(facts.mentions.map((m) => m.brandKey));
          tally.n += 1;
          for (const mention of facts.mentions) {
            add(tally.mentioning, mention.brandKey);
            add(tally.mentions, mention.brandKey, mention.count);
            tally.labels[label(mention.sentiment)] += 1;
          }
          const own = named.has('brand');
          const competitor = [...named].some((key) => key !== 'brand');
          count(day < campaignDay ? tally.own.before : tally.own.after, own);
          if (day < campaignDay) count(weekend ? tally.own.weekend : tally.own.weekday, own);
          if (own) tally.ownByPrompt[p]! += 1;
          if (recent.has(day)) {
            tally.recentN += 1;
            tally.recentByPrompt[p]!.own += own ? 1 : 0;
            tally.recentByPrompt[p]!.competitor += competitor ? 1 : 0;
            count(tally.recentByEngine.get(flavor)!, own);
          }
          if (before.has(day)) tally.beforeN += 1;
          const citedDomains = new Set<string>();
          const citedOwnedPages = new Set<string>();
          for (const citation of facts.citations) {
            sources.all += 1;
            if (citation.contentType === 'forum') sources.forum += 1;
            if (prompt.language === 'ko') add(tally.koreanHosts, new URL(citation.normalizedUrl).hostname);
            citedDomains.add(citation.domain);
            if (citation.sourceType === 'owned') citedOwnedPages.add(citation.normalizedUrl);
            if (!recent.has(day)) continue;
            const intent = intents[p]!;
            if (citation.sourceType === 'owned') {
              tally.ownedTypes.set(
                intent,
                (tally.ownedTypes.get(intent) ?? new Set()).add(citation.contentType),
              );
            } else {
              const types = tally.recentTypes.get(intent) ?? new Map<string, number>();
              tally.recentTypes.set(intent, add(types, citation.contentType));
            }
          }
          for (const page of citedOwnedPages) {
            const counts = tally.ownedPages.get(page) ?? { recent: 0, before: 0 };
            if (recent.has(day)) counts.recent += 1;
            if (before.has(day)) counts.before += 1;
            tally.ownedPages.set(page, counts);
          }
          if (recent.has(day)) {
            for (const domain of citedDomains) {
              const counts = tally.recentDomains.get(domain) ?? { own: 0, competitor: 0 };
              counts.own += own ? 1 : 0;
              counts.competitor += competitor ? 1 : 0;
              tally.recentDomains.set(domain, counts);
            }
          }
        }
      }
      if (failedToday === demoPrompts.length * demoProject.samplesPerRun) {
        tally.failedEngineDays.push(`${flavor} ${day}`);
      }
    }
  }
  return tally;
}

describe('the demo market over 90 simulated days', () => {
  let tally: Tally;
  beforeAll(async () => {
    tally = await simulateDemo();
  });

  it('puts at least 30 points between the most and the least visible brand', () => {
    expect(tally.n).toBeGreaterThan(days.length * demoPrompts.length * demoProject.engines.length * 0.9);
    const visibility = brandKeys.map((key) => (tally.mentioning.get(key) ?? 0) / tally.n);
    expect(Math.max(...visibility) - Math.min(...visibility)).toBeGreaterThanOrEqual(0.3);
    // The leader (the first competitor) leads; the own brand is neither first nor last.
    expect(Math.max(...visibility)).toBe(visibility[1]);
    const ranked = [...visibility].sort((a, b) => b - a);
    expect(ranked.indexOf(visibility[0]!)).toBeGreaterThan(0);
    expect(ranked.indexOf(visibility[0]!)).toBeLessThan(brandKeys.length - 1);
  });

  it("lifts the own brand's visibility significantly after the campaign day", () => {
    const [x1, n1] = tally.own.before;
    const [x2, n2] = tally.own.after;
    const test = twoProportionZTest(x1, n1, x2, n2)!;
    expect(test.difference).toBeGreaterThan(0.08);
    expect(test.pValue).toBeLessThan(0.05);
  });

  it('has a weekly rhythm: the own brand is named less on weekends', () => {
    const [x1, n1] = tally.own.weekday;
    const [x2, n2] = tally.own.weekend;
    expect(twoProportionZTest(x1, n1, x2, n2)!.difference).toBeLessThan(-0.03);
  });

  it('has prompts where the own brand never appears, and prompts naming it always do', () => {
    const never = demoPrompts.filter((_, p) => tally.ownByPrompt[p] === 0);
    expect(never.length).toBeGreaterThan(0);
    const naming = demoPrompts.flatMap((prompt, p) => (/루미엘|Lumiel/.test(prompt.text) ? [p] : []));
    const answersPerPrompt = days.length * demoProject.engines.length * demoProject.samplesPerRun;
    for (const p of naming) expect(tally.ownByPrompt[p]).toBeGreaterThan(answersPerPrompt * 0.85);
  });

  it('names brands more than once in some answers: the two shares of voice differ for every brand, by a point and a tenth at least', () => {
    const answers = brandKeys.map((key) => tally.mentioning.get(key) ?? 0);
    const mentions = brandKeys.map((key) => tally.mentions.get(key) ?? 0);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    brandKeys.forEach((key, i) => {
      const byAnswers = answers[i]! / sum(answers);
      const byMentions = mentions[i]! / sum(mentions);
      expect(Math.abs(byMentions - byAnswers), key).toBeGreaterThanOrEqual(0.01);
      expect(Math.abs(byMentions / byAnswers - 1), key).toBeGreaterThanOrEqual(0.1);
    });
    // The leader is restated most: its share of mentions is above its share of answers.
    expect(mentions[1]! / sum(mentions)).toBeGreaterThan(answers[1]! / sum(answers));
  });

  it("spreads the mentions' sentiment: each label holds at least 10 % of them", () => {
    const all = tally.labels.positive + tally.labels.neutral + tally.labels.negative;
    for (const name of SentimentLabel.options)
      expect(tally.labels[name] / all, name).toBeGreaterThanOrEqual(0.1);
  });

  it('asks mostly in Korean, the English prompts tagged English', () => {
    const korean = demoPrompts.filter((p) => p.language === 'ko');
    expect(korean.length).toBeGreaterThan(demoPrompts.length / 2);
    for (const prompt of demoPrompts) expect(prompt.tags.includes('English')).toBe(prompt.language === 'en');
  });

  it('cites Korean sources in Korean answers beside international ones, and Perplexity cites forums more than ChatGPT', () => {
    const hosts = [...tally.koreanHosts.keys()];
    for (const pattern of [
      /^blog\.naver\.com$/,
      /^cafe\.naver\.com$/,
      /^kin\.naver\.com$/,
      /^n\.news\.naver\.com$/,
      /\.tistory\.com$/,
      /^youtube\.com$/,
      /^reddit\.com$/,
    ]) {
      expect(
        hosts.some((host) => pattern.test(host)),
        String(pattern),
      ).toBe(true);
    }
    expect(hosts.some((host) => /(chosun|hankyung|mk|yna)\.co(m|\.kr)$/.test(host))).toBe(true);
    const share = (engine: string) => {
      const { all, forum } = tally.citations.get(engine)!;
      return forum / all;
    };
    expect(share('perplexity')).toBeGreaterThan(share('chatgpt') * 1.5);
  });

  it('fails 1.5–4 % of runs, and one engine-day whole in each 30 days', () => {
    const rate = tally.failed / tally.runs;
    expect(rate).toBeGreaterThanOrEqual(0.015);
    expect(rate).toBeLessThanOrEqual(0.04);
    for (const month of [days.slice(0, 30), days.slice(30, 60), days.slice(60)]) {
      const whole = tally.failedEngineDays.filter((d) => month.includes(d.split(' ')[1]!));
      expect(whole, month[0]).toHaveLength(1);
    }
  });

  it('over the last 30 days, holds what every optimisation rule looks for', () => {
    // Prompt gap: a prompt whose answers never name the own brand and at least 3 name a competitor.
    expect(tally.recentByPrompt.some((p) => p.own === 0 && p.competitor >= 3)).toBe(true);
    // Outreach: a domain cited in at least 3 answers naming a competitor and in none naming the own brand.
    const owned = ['lumiel.co.kr', 'lumiel.com', 'instagram.com'];
    const competitors = demoProject.competitors.flatMap((c) => c.domains);
    const gaps = [...tally.recentDomains].filter(
      ([domain, c]) => c.own === 0 && c.competitor >= 3 && ![...owned, ...competitors].includes(domain),
    );
    expect(gaps.length).toBeGreaterThan(0);
    // Content type: an intent where one type holds at least 40 % of other sites' citations and no owned page has it.
    const winning = [...tally.recentTypes].filter(([intent, types]) => {
      const total = [...types.values()].reduce((a, b) => a + b, 0);
      const [type, citations] = [...types].sort((a, b) => b[1] - a[1])[0]!;
      return citations / total >= 0.4 && citations >= 5 && !tally.ownedTypes.get(intent)?.has(type);
    });
    expect(winning.length).toBeGreaterThan(0);
    // Owned page drop: an owned page cited in at least 3 answers before and significantly fewer now.
    const drops = [...tally.ownedPages.values()].filter((page) => {
      const test = twoProportionZTest(page.before, tally.beforeN, page.recent, tally.recentN);
      return page.before >= 3 && test?.significant && test.difference < 0;
    });
    expect(drops.length).toBeGreaterThan(0);
    // Engine gap: an engine on which the own brand is named significantly less than on the others together.
    const engines = [...tally.recentByEngine];
    const lower = engines.filter(([engine, [x, n]]) => {
      const others = engines.filter(([e]) => e !== engine);
      const x2 = others.reduce((sum, [, [c]]) => sum + c, 0);
      const n2 = others.reduce((sum, [, [, m]]) => sum + m, 0);
      const test = twoProportionZTest(x2, n2, x, n);
      return test?.significant && test.difference < 0;
    });
    expect(lower.length).toBeGreaterThan(0);
  });
});
