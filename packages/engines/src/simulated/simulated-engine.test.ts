import { analyzeAnswer, daysEndingWith } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../create-engine.ts';
import { EngineError } from '../errors.ts';
import { fanOutOf } from '../fan-out/fan-out-of.ts';
import { fillName } from './korean-particles.ts';
import { campaignStarts } from './market-calendar.ts';
import { buildMarket } from './market-profile.ts';
import { phrases } from './phrases.ts';
import { createSimulatedEngine, type SimulationProfile, simulatorModel } from './simulated-engine.ts';
import { isOutageDay } from './simulated-failures.ts';
import type { Language } from './source-hosts.ts';

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
    for (let i = 0; i < 20; i++) {
      const korean = await engine.ask({ text: '가성비 좋은 커피는?' }, { seed: `k${i}` });
      const english = await engine.ask(
        { text: 'Which coffee chain is best?', language: 'en' },
        { seed: `k${i}` },
      );
      if (korean.status === 'ok') expect(korean.text).toMatch(/[가-힣]{4}/);
      // The test profile's brands have Korean names only: anything else in Hangul would be Korean prose.
      const names = new RegExp(Object.keys(nameToKey).join('|'), 'g');
      if (english.status === 'ok') expect(english.text.replace(names, '')).not.toMatch(/[가-힣]/);
    }
  });

  it("writes each engine's structure: a list with reasons, caveats, and citations the analysis places", async () => {
    const marks: Record<string, RegExp> = {
      chatgpt: /^\(\[[a-z0-9.-]+\]\(https:\/\/[^)\s]+\)\)$/,
      perplexity: /^[^[]*$/,
      gemini: /^[^[]*$/,
      'google-aio': /^[^[]*$/,
    };
    for (const flavor of Object.keys(marks)) {
      const simulator = createSimulatedEngine({ profile, flavor });
      let lists = 0;
      let caveats = 0;
      for (let day = 0; day < 150; day++) {
        const answer = await simulator.ask(
          { text: '커피 브랜드 추천해줘', language: 'ko' },
          { seed: `s|${day}` },
        );
        if (answer.status !== 'ok') continue;
        if (/^(1\. |\* |- )\*\*/m.test(answer.text)) lists += 1;
        if (/참고할 점|주의할 점/.test(answer.text)) caveats += 1;
        const facts = analyzeAnswer({ ...answer, engine: flavor, language: 'ko' }, analysisProfile);
        for (const [c, citation] of answer.citations.entries()) {
          const cited = answer.text.slice(citation.startIndex, citation.endIndex);
          expect(cited, flavor).toMatch(marks[flavor]!);
          expect(cited.length).toBeGreaterThan(0);
          expect(facts.citations[c]!.impression, `${flavor}: ${cited}`).toBeGreaterThan(0);
        }
        if (flavor === 'perplexity') {
          // Every cited claim is followed by its [n] marker.
          for (const citation of answer.citations)
            expect(answer.text.slice(citation.endIndex)).toMatch(/^\[\d+\]/);
        }
        const raw = answer.raw as { mentioned: string[]; mentions: number[] };
        expect(facts.mentions.map((m) => m.brandKey)).toEqual(raw.mentioned.map((name) => nameToKey[name]));
        expect(facts.mentions.map((m) => m.count)).toEqual(raw.mentions);
      }
      expect(lists, flavor).toBeGreaterThan(20);
      expect(caveats, flavor).toBeGreaterThan(20);
    }
  });

  it('is mid-pack on Perplexity for a comparison prompt: named in some answers, far from all', async () => {
    let answered = 0;
    let withOwnBrand = 0;
    for (let day = 0; day < 200; day++) {
      const answer = await engine.ask({ text: '커피 브랜드 비교', language: 'ko' }, { seed: `p|q|${day}|0` });
      if (answer.status !== 'ok') continue;
      answered += 1;
      if ((answer.raw as { mentioned: string[] }).mentioned.includes('오늘커피')) withOwnBrand += 1;
    }
    expect(answered).toBeGreaterThan(190);
    expect(withOwnBrand / answered).toBeGreaterThan(0.15);
    expect(withOwnBrand / answered).toBeLessThan(0.6);
  });

  it("names the brands it knows best more than once: the leader's mentions per answer exceed a trailing brand's", async () => {
    const simulator = createSimulatedEngine({ profile, flavor: 'chatgpt' });
    const sums = new Map<string, { answers: number; mentions: number }>();
    for (let i = 0; i < 400; i++) {
      const answer = await simulator.ask(
        { text: `서울 커피 브랜드 추천해줘 ${i % 20}`, language: 'ko' },
        { seed: `r${i}` },
      );
      const raw = answer.raw as { mentioned?: string[]; mentions?: number[] };
      raw.mentioned?.forEach((name, b) => {
        const sum = sums.get(name) ?? { answers: 0, mentions: 0 };
        sum.answers += 1;
        sum.mentions += raw.mentions![b]!;
        sums.set(name, sum);
      });
    }
    const perAnswer = (name: string) => sums.get(name)!.mentions / sums.get(name)!.answers;
    expect(perAnswer('스타벅스')).toBeGreaterThan(1.5);
    expect(perAnswer('메가커피')).toBeLessThan(1.3);
  });

  it("writes each tone so that the analysis's sentiment reads it, in Korean and in English", () => {
    const labelOf = (text: string, language: Language) => {
      const [mention] = analyzeAnswer(
        { text, citations: [], engine: 'chatgpt', language },
        analysisProfile,
      ).mentions;
      expect(mention, text).toBeDefined();
      const s = mention!.sentiment;
      return s > 0.1 ? 'positive' : s < -0.1 ? 'negative' : 'neutral';
    };
    const names: Record<Language, string[]> = { ko: ['오늘커피', '이디야', '메가커피'], en: ['오늘커피'] };
    for (const language of ['ko', 'en'] as const) {
      const words = phrases[language];
      for (const name of names[language]) {
        const prose = (claim: string) =>
          language === 'ko' ? `${fillName('{b은}', name)} ${claim}` : `${name} ${claim}`;
        for (const tone of ['positive', 'neutral', 'negative'] as const) {
          for (const claim of words.claims[tone]) expect(labelOf(prose(claim), language), claim).toBe(tone);
          for (const again of words.again[tone])
            expect(labelOf(fillName(again, name), language), again).toBe(tone);
        }
        for (const complaint of words.complaints)
          expect(labelOf(fillName(complaint, name), language)).toBe('negative');
        for (const line of [...words.introNaming, ...words.summaryNaming]) {
          expect(labelOf(fillName(line, name), language), line).toBe('neutral');
        }
        // Mixed: praise and a complaint; the analysis weighs what follows "but", so both signs occur.
        const mixed = new Set(words.claims.mixed.map((claim) => labelOf(prose(claim), language)));
        expect(mixed).toEqual(new Set(['positive', 'negative']));
      }
    }
  });

  it('writes Korean particles after the name as its last sound needs', () => {
    expect(fillName('{b은} 좋습니다.', '오늘커피')).toBe('오늘커피는 좋습니다.');
    expect(fillName('{b은} 좋습니다.', '루미엘')).toBe('루미엘은 좋습니다.');
    expect(fillName('{b이} {b을} {b와}', '아우라랩')).toBe('아우라랩이 아우라랩을 아우라랩과');
    expect(fillName('{b이} {b을} {b와}', 'Lumiel')).toBe('Lumiel이 Lumiel을 Lumiel과');
    expect(fillName('{b이}', 'DailyDew')).toBe('DailyDew가');
  });

  it('cites review sites that never covered the own brand only in answers without it, and weekly event pages', async () => {
    const simulator = createSimulatedEngine({ profile, flavor: 'chatgpt' });
    const outreach = /glowpick\.com|hwahae\.co\.kr/;
    let cited = 0;
    const events = new Map<string, Set<string>>();
    for (let i = 0; i < 600; i++) {
      const day = new Date(Date.UTC(2026, 2, 1 + (i % 28))).toISOString().slice(0, 10);
      const answer = await simulator.ask(
        { text: '커피 브랜드 추천해줘', language: 'ko' },
        { seed: `o${i}`, day },
      );
      const mentioned = (answer.raw as { mentioned?: string[] }).mentioned ?? [];
      for (const { url } of answer.citations) {
        if (outreach.test(url)) {
          cited += 1;
          expect(mentioned).not.toContain('오늘커피');
        }
        if (url.startsWith('https://oneulcoffee.kr/event/'))
          events.set(url, (events.get(url) ?? new Set()).add(day));
      }
    }
    expect(cited).toBeGreaterThan(5);
    // A new event page every Monday: four weeks, four pages, each cited on the days of its week only.
    expect(events.size).toBe(4);
    for (const days of events.values()) {
      const weeks = new Set([...days].map((d) => Math.floor((Date.parse(d) / 86_400_000 + 3) / 7)));
      expect(weeks.size).toBe(1);
    }
  });

  it('fails no run unless asked; asked, fails a few runs for good and every run of an outage day', async () => {
    const prompt = { text: '커피 브랜드 추천해줘', language: 'ko' };
    const outcome = (simulator: ReturnType<typeof createSimulatedEngine>, seed: string, day: string) =>
      simulator.ask(prompt, { seed, day }).then(
        () => 'answered',
        (error: unknown) => error,
      );
    const plain = createSimulatedEngine({ profile, flavor: 'chatgpt' });
    const failing = createSimulatedEngine({ profile, flavor: 'chatgpt', failures: true });
    let failed = 0;
    for (let i = 0; i < 1000; i++) {
      const day = `2026-01-${String(2 + (i % 27)).padStart(2, '0')}`;
      expect(await outcome(plain, `f${i}`, day)).toBe('answered');
      const result = await outcome(failing, `f${i}`, day);
      if (result === 'answered') continue;
      failed += 1;
      expect(result).toBeInstanceOf(EngineError);
      expect((result as EngineError).retryable).toBe(false);
      // The same seed fails the same way.
      expect(await outcome(failing, `f${i}`, day)).toEqual(result);
    }
    expect(failed).toBeGreaterThan(5);
    expect(failed).toBeLessThan(35);
    // ChatGPT's outage: days since 1970-01-01 divisible by 120 (2026-03-08 is day 20520 = 171 × 120).
    const outage = '2026-03-08';
    expect(isOutageDay('chatgpt', outage)).toBe(true);
    expect(isOutageDay('perplexity', outage)).toBe(false);
    for (let i = 0; i < 20; i++) {
      const result = await outcome(failing, `o${i}`, outage);
      expect(result).toMatchObject({ kind: 'server', status: 503 });
    }
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

describe('the simulator’s fan-out', () => {
  it('searches the prompt first and reads every cited page and some it does not cite, the same for a seed', async () => {
    const engine = createEngine('simulated', { profile, flavor: 'chatgpt' });
    const ask = () =>
      engine.ask({ text: '수분크림 추천해 줘', language: 'ko' }, { seed: 'fan-out', day: '2026-03-02' });
    const answer = await ask();
    const fanOut = fanOutOf('simulated', answer.raw);
    expect(fanOut.searchQueries[0]).toBe('수분크림 추천해 줘');
    expect(fanOut.searchQueries.length).toBeGreaterThanOrEqual(1);
    const read = fanOut.retrieved.map((p) => p.url);
    for (const citation of answer.citations) expect(read).toContain(citation.url);
    expect(fanOutOf('simulated', (await ask()).raw)).toEqual(fanOut);
  });
});
