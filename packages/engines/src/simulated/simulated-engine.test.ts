import { analyzeAnswer, daysEndingWith } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../create-engine.ts';
import { campaignStarts } from './market-calendar.ts';
import { buildMarket } from './market-profile.ts';
import { createSimulatedEngine, type SimulationProfile, simulatorModel } from './simulated-engine.ts';

const profile: SimulationProfile = {
  brand: { name: '오늘커피', aliases: ['오늘 커피'] },
  competitors: [
    { name: '스타벅스', domains: ['starbucks.co.kr'] },
    { name: '이디야', domains: ['ediya.com'] },
    { name: '메가커피', domains: ['mega-mgccoffee.com'] },
  ],
  ownedDomains: ['oneulcoffee.kr'],
};
const analysisProfile = {
  brand: { name: '오늘커피', aliases: ['오늘 커피'] },
  competitors: [
    { key: 'starbucks', name: '스타벅스', aliases: [], domains: ['starbucks.co.kr'] },
    { key: 'ediya', name: '이디야', aliases: [], domains: ['ediya.com'] },
    { key: 'mega', name: '메가커피', aliases: [], domains: ['mega-mgccoffee.com'] },
  ],
  ownedDomains: ['oneulcoffee.kr'],
  evaluationItems: [],
};
const nameToKey: Record<string, string> = {
  오늘커피: 'brand',
  스타벅스: 'starbucks',
  이디야: 'ediya',
  메가커피: 'mega',
};

describe('simulated engine', () => {
  const engine = createSimulatedEngine({ profile, flavor: 'perplexity' });

  it('answers the same for the same seed and differently for another day or sample', async () => {
    const prompt = { text: '서울에서 커피 브랜드 추천해줘', language: 'ko' };
    const a = await engine.ask(prompt, { seed: 'p1|q1|2026-11-20|0' });
    const b = await engine.ask(prompt, { seed: 'p1|q1|2026-11-20|0' });
    const c = await engine.ask(prompt, { seed: 'p1|q1|2026-11-21|0' });
    const d = await engine.ask(prompt, { seed: 'p1|q1|2026-11-20|1' });
    expect(b).toEqual(a);
    expect(new Set([a.text, c.text, d.text]).size).toBeGreaterThan(1);
    expect(a.model).toBe(simulatorModel);
    expect(a.raw).toMatchObject({ simulated: true, flavor: 'perplexity' });
  });

  /** Share of `count` answers per day that name each brand (from `raw.mentioned`). */
  async function shares(options: { flavor?: string; days: string[]; prompt?: string; campaignDay?: string }) {
    const simulator = createSimulatedEngine({
      profile,
      flavor: options.flavor ?? 'chatgpt',
      ...(options.campaignDay ? { campaignDay: options.campaignDay } : {}),
    });
    const counts = new Map<string, number>();
    let n = 0;
    for (const day of options.days) {
      for (let i = 0; i < 40; i++) {
        const prompt = { text: options.prompt ?? `서울 커피 브랜드 추천해줘 ${i}`, language: 'ko' };
        const answer = await simulator.ask(prompt, { seed: `p|${i}|${day}|0`, day });
        if (answer.status !== 'ok') continue;
        n += 1;
        for (const name of (answer.raw as { mentioned: string[] }).mentioned) {
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
    }
    return (name: string) => (counts.get(name) ?? 0) / n;
  }
  const weekOf = (first: string) => daysEndingWith(first, 1).concat(daysAfter(first, 6));
  const daysAfter = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      new Date(Date.parse(`${first}T00:00:00Z`) + (i + 1) * 86_400_000).toISOString().slice(0, 10),
    );

  it('gives the market a shape from the brand order: a leader, the own brand mid-pack, a Perplexity challenger', async () => {
    const days = weekOf('2026-02-02');
    const chatgpt = await shares({ days, campaignDay: '2027-01-01' });
    const perplexity = await shares({ flavor: 'perplexity', days, campaignDay: '2027-01-01' });
    // The first competitor leads, the own brand follows, the others trail.
    expect(chatgpt('스타벅스')).toBeGreaterThan(chatgpt('오늘커피') + 0.15);
    expect(chatgpt('오늘커피')).toBeGreaterThan(chatgpt('메가커피'));
    expect(chatgpt('스타벅스') - chatgpt('메가커피')).toBeGreaterThan(0.3);
    // The second competitor is strong on Perplexity only.
    expect(perplexity('이디야')).toBeGreaterThan(chatgpt('이디야') + 0.3);
  });

  it('lifts the own brand after a pinned campaign day, and without one in campaigns every eight weeks', async () => {
    const before = await shares({ days: weekOf('2026-02-16'), campaignDay: '2026-03-01' });
    const after = await shares({ days: weekOf('2026-03-16'), campaignDay: '2026-03-01' });
    expect(after('오늘커피') - before('오늘커피')).toBeGreaterThan(0.15);
    expect(Math.abs(after('스타벅스') - before('스타벅스'))).toBeLessThan(0.08);

    const campaign = buildMarket(profile.brand, profile.ownedDomains, profile.competitors)[0]!.strength
      .campaign!;
    const starts = campaignStarts(campaign, '2026-01-01', '2026-06-30');
    expect(starts.length).toBeGreaterThanOrEqual(3);
    const start = starts[1]!;
    const quiet = await shares({ days: daysEndingWith(start, 8).slice(0, 7) });
    const lifted = await shares({ days: daysAfter(start, 17).slice(10) });
    expect(lifted('오늘커피') - quiet('오늘커피')).toBeGreaterThan(0.15);
  });

  it('names the brands a prompt names, first, and never names the own brand on some prompts', async () => {
    const simulator = createSimulatedEngine({ profile, flavor: 'gemini' });
    const never: string[] = [];
    for (let p = 0; p < 20; p++) {
      let own = 0;
      for (let d = 0; d < 30; d++) {
        const answer = await simulator.ask(
          { text: `커피 브랜드 추천 ${p}`, language: 'ko' },
          { seed: `${d}` },
        );
        if ((answer.raw as { mentioned?: string[] }).mentioned?.includes('오늘커피')) own += 1;
      }
      if (own === 0) never.push(String(p));
    }
    expect(never.length).toBeGreaterThan(0);
    expect(never.length).toBeLessThan(10);
    for (let d = 0; d < 30; d++) {
      const answer = await simulator.ask(
        { text: '메가커피와 오늘커피 비교해줘', language: 'ko' },
        { seed: `${d}` },
      );
      if (answer.status !== 'ok') continue;
      expect((answer.raw as { mentioned: string[] }).mentioned.slice(0, 2)).toEqual(['오늘커피', '메가커피']);
    }
  });

  it('cites real-looking pages: a social profile among owned media stays a valid link', async () => {
    const social = createSimulatedEngine({
      profile: { ...profile, ownedDomains: ['https://www.instagram.com/oneul_official'] },
      flavor: 'chatgpt',
    });
    const urls: string[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await social.ask({ text: '오늘커피 어때?', language: 'ko' }, { seed: String(i) });
      urls.push(...answer.citations.map((c) => c.url));
    }
    for (const url of urls) expect(new URL(url).protocol).toBe('https:');
    expect(urls).toContain('https://www.instagram.com/oneul_official');
  });

  it("answers in the prompt's language", async () => {
    const korean = await engine.ask({ text: '가성비 좋은 커피는?' }, { seed: 'k' });
    const english = await engine.ask({ text: 'Which coffee chain is best?', language: 'en' }, { seed: 'k' });
    if (korean.status === 'ok') expect(korean.text).toMatch(/[가-힣]{4}/);
    if (english.status === 'ok') expect(english.text).toMatch(/^(Here|These)/);
  });

  it('cites whole sentences inside the answer, and what it mentions is what the analysis finds', async () => {
    let answered = 0;
    let withOwnBrand = 0;
    for (let day = 0; day < 200; day++) {
      const answer = await engine.ask({ text: '커피 브랜드 비교', language: 'ko' }, { seed: `p|q|${day}|0` });
      if (answer.status !== 'ok') continue;
      answered += 1;
      for (const citation of answer.citations) {
        expect(citation.startIndex).toBeGreaterThanOrEqual(0);
        expect(citation.endIndex).toBeLessThanOrEqual(answer.text.length);
        expect(answer.text.slice(citation.startIndex, citation.endIndex)).toMatch(/[.]$/);
        expect(() => new URL(citation.url)).not.toThrow();
      }
      const mentioned = (answer.raw as { mentioned: string[] }).mentioned.map((name) => nameToKey[name]);
      const found = analyzeAnswer({ ...answer, engine: 'simulated' }, analysisProfile).mentions.map(
        (m) => m.brandKey,
      );
      expect([...found].sort()).toEqual([...mentioned].sort());
      expect(found).toEqual(mentioned);
      if (mentioned.includes('brand')) withOwnBrand += 1;
    }
    expect(answered).toBeGreaterThan(190);
    // Mid-pack on Perplexity for a comparison prompt: named in some answers, far from all.
    const visibility = withOwnBrand / answered;
    expect(visibility).toBeGreaterThan(0.15);
    expect(visibility).toBeLessThan(0.6);
  });

  it('imitates engines: Google AI Overviews sometimes has no answer, Perplexity cites more than Claude', async () => {
    const aio = createEngine('simulated', { profile, flavor: 'google-aio' });
    const claude = createEngine('simulated', { profile, flavor: 'claude' });
    let noAnswer = 0;
    let perplexityCitations = 0;
    let claudeCitations = 0;
    for (let i = 0; i < 200; i++) {
      if ((await aio.ask({ text: 'q' }, { seed: String(i) })).status === 'no_answer') noAnswer += 1;
      perplexityCitations += (await engine.ask({ text: 'q' }, { seed: String(i) })).citations.length;
      claudeCitations += (await claude.ask({ text: 'q' }, { seed: String(i) })).citations.length;
    }
    expect(noAnswer).toBeGreaterThan(5);
    expect(noAnswer).toBeLessThan(50);
    expect(perplexityCitations).toBeGreaterThan(claudeCitations);
  });
});
