// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDay,
  clockTime,
  count,
  countryName,
  date,
  dateTime,
  decimal,
  duration,
  engineName,
  engineNames,
  interval,
  localDate,
  money,
  percent,
  pValue,
  shortMonth,
  signedDecimal,
  signedPoints,
  time,
} from './format.ts';
import { i18n } from './i18n/i18n.ts';

// 00:05 UTC on 5 March 2026 is 09:05 in Seoul and 19:05 (the day before) in New York.
const morningInSeoul = '2026-03-05T00:05:00Z';
const afternoonInSeoul = '2026-03-05T05:07:00Z';

async function inLanguage(locale: 'ko' | 'en') {
  await i18n.changeLanguage(locale);
}

describe('the formatter in Korean', () => {
  beforeAll(() => inLanguage('ko'));

  it('names a country in Korean beside its code, and keeps an unknown code as it is', () => {
    expect(countryName('KR')).toBe('대한민국 (KR)');
    expect(countryName('us')).toBe('미국 (US)');
    expect(countryName('ZZ9')).toBe('ZZ9');
  });

  it('groups counts with commas ("13,829", never "13829")', () => {
    expect(count(13829)).toBe('13,829');
    expect(count(0)).toBe('0');
    expect(count(1234567.4)).toBe('1,234,567');
  });

  it('writes percentages with one decimal, and axis ticks without', () => {
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(0.256, 0)).toBe('26%');
    expect(percent(null)).toBe('–');
    expect(interval(0.05, 0.4567)).toBe('5.0–45.7%');
    expect(interval(null, 0.3)).toBe('');
    expect(signedPoints(0.042)).toBe('+4.2%p');
    expect(signedPoints(-0.1)).toBe('-10.0%p');
  });

  it('writes decimals, signed scores, p-values, money and durations', () => {
    expect(decimal(2.345, 2)).toBe('2.35');
    expect(decimal(1234.5)).toBe('1,234.5');
    expect(decimal(undefined)).toBe('–');
    expect(signedDecimal(0.25)).toBe('+0.25');
    expect(signedDecimal(-0.4)).toBe('-0.40');
    expect(signedDecimal(0)).toBe('0.00');
    expect(signedDecimal(0.3, 1)).toBe('+0.3');
    expect(pValue(0.0004)).toBe('< 0.001');
    expect(pValue(0.04321)).toBe('0.043');
    expect(money(1234.5)).toBe('US$1,234.50');
    expect(duration(850)).toBe('850 ms');
    expect(duration(2400)).toBe('2.4 s');
  });

  it('writes times on the 24-hour clock, with no 오전/오후 or AM/PM', () => {
    expect(clockTime('09:00')).toBe('09:00');
    expect(clockTime('9:00')).toBe('09:00');
    expect(clockTime('21:30')).toBe('21:30');
    expect(time(morningInSeoul, 'Asia/Seoul')).toBe('09:05');
    expect(time(afternoonInSeoul, 'Asia/Seoul')).toBe('14:07');
    expect(dateTime(afternoonInSeoul, 'Asia/Seoul')).toBe('2026년 3월 5일 14:07');
    expect(date(morningInSeoul, 'America/New_York')).toBe('2026년 3월 4일');
    expect(calendarDay('2026-11-20')).toBe('2026년 11월 20일 금요일');
    expect(shortMonth('2026-03')).toBe('2026년 3월');
    expect(localDate('2026-11-20T00:00:00Z')).toBe('2026년 11월 20일');
    expect(localDate('not a day')).toBe('not a day');
  });

  it('names engines by their display names, never their ids', () => {
    expect(engineName(i18n.t, 'google-aio')).toBe('Google AI 개요');
    expect(engineNames(i18n.t, ['chatgpt', 'google-ai-mode', 'simulated'])).toBe(
      'ChatGPT, Google AI 모드, 시뮬레이터',
    );
    expect(engineNames(i18n.t, [])).toBe('–');
  });
});

describe('the formatter in English', () => {
  beforeAll(() => inLanguage('en'));
  afterAll(() => inLanguage('ko'));

  it('names a country in English beside its code', () => {
    expect(countryName('KR')).toBe('South Korea (KR)');
  });

  it('groups counts and writes percentages the same way', () => {
    expect(count(13829)).toBe('13,829');
    expect(percent(0.1234)).toBe('12.3%');
    expect(interval(0.05, 0.4567)).toBe('5.0–45.7%');
    expect(signedPoints(0.042)).toBe('+4.2 pts');
    expect(money(0.0012)).toBe('$0.0012');
    expect(decimal(1234.5)).toBe('1,234.5');
  });

  it('writes times on the 12-hour clock with AM/PM', () => {
    expect(clockTime('09:00')).toBe('9:00 AM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('21:30')).toBe('9:30 PM');
    expect(time(afternoonInSeoul, 'Asia/Seoul')).toBe('2:07 PM');
    expect(dateTime(afternoonInSeoul, 'Asia/Seoul')).toBe('Mar 5, 2026, 2:07 PM');
    expect(date(morningInSeoul, 'America/New_York')).toBe('Mar 4, 2026');
    expect(calendarDay('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(shortMonth('2026-03')).toBe('Mar 2026');
  });

  it('names engines in English', () => {
    expect(engineName(i18n.t, 'google-aio')).toBe('Google AI Overviews');
    expect(engineNames(i18n.t, ['openai-compatible'])).toBe('OpenAI-compatible API');
  });

  it('groups the counts that strings interpolate with ", number", in both languages', async () => {
    expect(i18n.t('home.prompts', { count: 13829 })).toBe('13,829 prompts');
    await inLanguage('ko');
    expect(i18n.t('home.prompts', { count: 13829 })).toBe('프롬프트 13,829개');
    await inLanguage('en');
  });
});

describe('a calendar day, wherever the browser is', () => {
  const zone = process.env.TZ;
  beforeAll(() => inLanguage('ko'));
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('keeps its day in Seoul and in New York (a day is no instant to move)', () => {
    for (const tz of ['Asia/Seoul', 'America/New_York', 'UTC']) {
      process.env.TZ = tz;
      expect(localDate('2026-11-28'), tz).toBe('2026년 11월 28일');
      expect(localDate('2026-03-01'), tz).toBe('2026년 3월 1일');
    }
  });
});
