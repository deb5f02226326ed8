import { describe, expect, it } from 'vitest';
import { browserLocale } from './browser-locale.ts';

describe('the first language of the interface', () => {
  it('is Korean for a Korean browser', () => {
    expect(browserLocale(['ko-KR', 'en-US'])).toBe('ko');
    expect(browserLocale(['ko'])).toBe('ko');
  });

  it('is English for an English browser', () => {
    expect(browserLocale(['en-GB', 'ko-KR'])).toBe('en');
  });

  it('is the first language Sightline speaks among the preferred ones', () => {
    expect(browserLocale(['ja-JP', 'ko-KR', 'en'])).toBe('ko');
    expect(browserLocale(['fr-FR', 'EN-us'])).toBe('en');
  });

  it('is English when the browser prefers none Sightline speaks, or says nothing', () => {
    expect(browserLocale(['ja-JP', 'zh-CN'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
