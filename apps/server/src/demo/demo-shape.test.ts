import { analyzeAnswer, compileProfile, daysEndingWith, twoProportionZTest } from '@sightline/core';
import { createSimulatedEngine } from '@sightline/engines';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCampaignDay, demoProject, demoPrompts } from './demo-project.ts';

/**
 * The demo has a shape: 90 days of the simulator's answers for every demo prompt × engine × sample, analysed with
 * core's analysis (the product's rule), show brands far apart, the own brand rising after its campaign, prompts
 * where it never appears, and sources that differ by engine and language.
 */
const days = daysEndingWith('2026-03-31', 90);
const campaignDay = demoCampaignDay(days);
const brandKeys = ['brand', ...demoProject.competitors.map((_, i) => `c${i}`)];

interface Tally {
  n: number;
  mentioning: Map<string, number>;
  own: {
    before: [number, number];
    after: [number, number];
    weekday: [number, number];
    weekend: [number, number];
  };
  ownByPrompt: number[];
  koreanHosts: Map<string, number>;
  citations: Map<string, { all: number; forum: number }>;
}

async function simulateDemo(): Promise<Tally> {
  // What the collection pipeline gives the simulator (engine-for-run.ts) and the analysis (the seeded profile).
  const simulation = {
    brand: { name: demoProject.brandName, aliases: demoProject.brandAliases },
    competitors: demoProject.competitors.map((c) => ({ name: c.name, domains: c.domains })),
    ownedDomains: demoProject.ownedMedia.map((m) => m.value),
  };
  const analysis = compileProfile({
    brand: simulation.brand,
    competitors: demoProject.competitors.map((c, i) => ({ key: `c${i}`, ...c })),
    ownedDomains: simulation.ownedDomains,
    evaluationItems: [],
  });
  const tally: Tally = {
    n: 0,
    mentioning: new Map(),
    own: { before: [0, 0], after: [0, 0], weekday: [0, 0], weekend: [0, 0] },
    ownByPrompt: demoPrompts.map(() => 0),
    koreanHosts: new Map(),
    citations: new Map(),
  };
  const count = (pair: [number, number], hit: boolean) => {
    pair[0] += hit ? 1 : 0;
    pair[1] += 1;
  };
  for (const flavor of demoProject.engines) {
    const engine = createSimulatedEngine({ profile: simulation, flavor, campaignDay });
    const sources = { all: 0, forum: 0 };
    tally.citations.set(flavor, sources);
    for (const day of days) {
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      for (const [p, prompt] of demoPrompts.entries()) {
        for (let sample = 0; sample < demoProject.samplesPerRun; sample++) {
          const answer = await engine.ask(prompt, { seed: `demo|p${p}|${flavor}|${day}|${sample}`, day });
          if (answer.status !== 'ok') continue;
          const facts = analyzeAnswer({ ...answer, engine: flavor, language: prompt.language }, analysis);
          const named = new Set(facts.mentions.map((m) => m.brandKey));
          tally.n += 1;
          for (const key of named) tally.mentioning.set(key, (tally.mentioning.get(key) ?? 0) + 1);
          const own = named.has('brand');
          count(day < campaignDay ? tally.own.before : tally.own.after, own);
          if (day < campaignDay) count(weekend ? tally.own.weekend : tally.own.weekday, own);
          if (own) tally.ownByPrompt[p]! += 1;
          for (const citation of facts.citations) {
            sources.all += 1;
            if (citation.contentType === 'forum') sources.forum += 1;
            if (prompt.language === 'ko') {
              const host = new URL(citation.normalizedUrl).hostname;
              tally.koreanHosts.set(host, (tally.koreanHosts.get(host) ?? 0) + 1);
            }
          }
        }
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

  it('cites Naver and Tistory in Korean answers, and Perplexity cites forums more than ChatGPT', () => {
    const hosts = [...tally.koreanHosts.keys()];
    for (const pattern of [/^blog\.naver\.com$/, /^cafe\.naver\.com$/, /\.tistory\.com$/]) {
      expect(hosts.some((host) => pattern.test(host))).toBe(true);
    }
    expect(hosts.some((host) => /(chosun|hankyung|mk|yna)\.co(m|\.kr)$/.test(host))).toBe(true);
    const share = (engine: string) => {
      const { all, forum } = tally.citations.get(engine)!;
      return forum / all;
    };
    expect(share('perplexity')).toBeGreaterThan(share('chatgpt') * 1.5);
  });
});
