import { describe, expect, it } from 'vitest';
import { googleLanguage, localeParams } from './serpapi-search.ts';

describe('SerpApi locale', () => {
  it('derives gl and hl from the prompt unless configured', () => {
    const prompt = { text: 'q', language: 'ko-KR', country: 'KR' };
    expect(localeParams({ apiKey: 'k' }, prompt)).toEqual({ gl: 'kr', hl: 'ko' });
    expect(localeParams({ apiKey: 'k', gl: 'jp', hl: 'ja', location: 'Tokyo, Japan' }, prompt)).toEqual({
      gl: 'jp',
      hl: 'ja',
      location: 'Tokyo, Japan',
    });
    expect(localeParams({ apiKey: 'k' }, { text: 'q' })).toEqual({});
  });

  it('keeps the script of Chinese, which Google splits', () => {
    expect(googleLanguage('en-US')).toBe('en');
    expect(googleLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(googleLanguage('zh-CN')).toBe('zh-CN');
    expect(googleLanguage('zh')).toBe('zh');
  });
});
