// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerFilterStrings } from './filter-strings.ts';
import { type FilterControl, filterSummary, rangeSummary } from './filter-summary.ts';

registerFilterStrings(i18n);

const today = '2026-11-20';
const all: FilterControl[] = ['range', 'engines', 'tags', 'intents', 'branded', 'prompt'];
const tags = [
  { value: 'seoul', label: '서울' },
  { value: 'busan', label: '부산' },
];
const prompts = [{ value: 'p1', label: '서울 커피 브랜드 추천' }];

async function inLanguage(language: 'ko' | 'en') {
  await i18n.changeLanguage(language);
  return i18n.t;
}

describe('filter summary', () => {
  const before = i18n.language;
  afterAll(async () => {
    await i18n.changeLanguage(before);
  });

  it('sums up the range and every narrowing filter in one line, in Korean and in English', async () => {
    const filters = {
      from: '2026-10-22',
      to: today,
      engines: ['chatgpt' as const],
      tags: ['seoul', 'busan'],
    };
    let t = await inLanguage('ko');
    expect(filterSummary(t, filters, all, { tags, prompts, today })).toEqual({
      text: '최근 30일 · ChatGPT · 태그 2',
      active: 3,
    });
    t = await inLanguage('en');
    expect(filterSummary(t, filters, all, { tags, prompts, today })).toEqual({
      text: 'Last 30 days · ChatGPT · 2 tags',
      active: 3,
    });
  });

  it('says the default range without counting it, and names single values', async () => {
    let t = await inLanguage('ko');
    expect(filterSummary(t, {}, all, { today })).toEqual({ text: '최근 7일', active: 0 });
    const filters = {
      engines: ['chatgpt' as const, 'gemini' as const],
      tags: ['seoul'],
      intents: ['commercial' as const],
      branded: false,
      prompt: 'p1',
    };
    expect(filterSummary(t, filters, all, { tags, prompts, today }).text).toBe(
      '최근 7일 · 엔진 2 · 서울 · 상업형 · 브랜드명 미포함 · “서울 커피 브랜드 추천”',
    );
    t = await inLanguage('en');
    expect(filterSummary(t, filters, all, { tags, prompts, today })).toEqual({
      text: 'Last 7 days · 2 engines · 서울 · Commercial · Non-branded only · “서울 커피 브랜드 추천”',
      active: 5,
    });
    // A value the options do not know (a shared link) is shown as it is in the URL.
    expect(
      filterSummary(t, { tags: ['gone'], intents: ['commercial', 'informational'] }, all, { today }).text,
    ).toBe('Last 7 days · gone · 2 intents');
  });

  it('sums up only the filters the screen shows', async () => {
    const t = await inLanguage('en');
    expect(
      filterSummary(t, { engines: ['chatgpt'], tags: ['seoul'] }, ['range', 'engines'], { tags, today }),
    ).toEqual({ text: 'Last 7 days · ChatGPT', active: 1 });
  });

  it('names a preset range, else its days: short in this year, in full in another', async () => {
    const t = await inLanguage('en');
    expect(rangeSummary(t, { from: '2026-11-14', to: today }, today)).toBe('Last 7 days');
    expect(rangeSummary(t, { from: '2026-08-23', to: today }, today)).toBe('Last 90 days');
    expect(rangeSummary(t, { from: '2026-11-01', to: '2026-11-14' }, today)).toBe('11/1 – 11/14');
    expect(rangeSummary(t, { from: '2026-11-05', to: '2026-11-05' }, today)).toBe('11/5');
    expect(rangeSummary(t, { from: '2025-12-20', to: '2026-01-10' }, today)).toBe('2025-12-20 – 2026-01-10');
    // Seven days that do not end today are no preset.
    expect(rangeSummary(t, { from: '2026-11-01', to: '2026-11-07' }, today)).toBe('11/1 – 11/7');
  });
});
