import { analyzeAnswer } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../create-engine.ts';
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

  it('gives each competitor a steady strength and the own brand a slow seasonal drift', async () => {
    const prompt = { text: '서울에서 커피 브랜드 추천해줘', language: 'ko' };
    const share = async (day: string) => {
      const counts = new Map<string, number>();
      for (let i = 0; i < 400; i++) {
        const answer = await engine.ask(prompt, { seed: `p|q${i}|${day}|0`, day });
        for (const name of (answer.raw as { mentioned?: string[] }).mentioned ?? []) {
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
      return (name: string) => (counts.get(name) ?? 0) / 400;
    };
    // Day 60 of the 240-day cycle is its peak (+12 points), day 180 its trough (−12 points).
    const peak = await share(new Date(60 * 86_400_000).toISOString().slice(0, 10));
    const trough = await share(new Date(180 * 86_400_000).toISOString().slice(0, 10));
    expect(peak('오늘커피') - trough('오늘커피')).toBeGreaterThan(0.15);
    // Competitors keep their strength whatever the day, and differ from each other.
    for (const rival of ['스타벅스', '이디야', '메가커피']) {
      expect(Math.abs(peak(rival) - trough(rival))).toBeLessThan(0.1);
    }
    const strengths = ['스타벅스', '이디야', '메가커피'].map((rival) => peak(rival));
    expect(Math.max(...strengths) - Math.min(...strengths)).toBeGreaterThan(0.05);
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
    const visibility = withOwnBrand / answered;
    expect(visibility).toBeGreaterThan(0.45);
    expect(visibility).toBeLessThan(0.75);
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
