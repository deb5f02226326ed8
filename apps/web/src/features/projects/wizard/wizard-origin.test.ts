// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { originDefaults } from './wizard-origin.ts';
import { initialWizardValues } from './wizard-values.ts';

describe("a new project's language, country and time zone", () => {
  it('follow a Korean interface and browser in Seoul', () => {
    expect(originDefaults({ locale: 'ko', languages: ['ko-KR', 'en-US'], timeZone: 'Asia/Seoul' })).toEqual({
      language: 'ko',
      country: 'KR',
      timezone: 'Asia/Seoul',
    });
  });

  it('follow an English interface in a British browser in London, not Korea', () => {
    expect(originDefaults({ locale: 'en', languages: ['en-GB'], timeZone: 'Europe/London' })).toEqual({
      language: 'en',
      country: 'GB',
      timezone: 'Europe/London',
    });
    expect(
      initialWizardValues({ locale: 'en', languages: ['en-GB'], timeZone: 'Europe/London' }),
    ).toMatchObject({ language: 'en', country: 'GB', timezone: 'Europe/London' });
  });

  it('take the region of the tag in the interface language first', () => {
    expect(originDefaults({ locale: 'ko', languages: ['en-US', 'ko-KR'], timeZone: 'UTC' }).country).toBe(
      'KR',
    );
    expect(originDefaults({ locale: 'en', languages: ['ko-KR', 'en-AU'], timeZone: 'UTC' }).country).toBe(
      'AU',
    );
  });

  it("fall back to any region the browser names, then to the language's usual country", () => {
    expect(originDefaults({ locale: 'en', languages: ['de-DE'], timeZone: undefined }).country).toBe('DE');
    expect(originDefaults({ locale: 'en', languages: ['en'], timeZone: undefined }).country).toBe('US');
    expect(originDefaults({ locale: 'ko', languages: [], timeZone: undefined }).country).toBe('KR');
  });

  it('keep Seoul when the browser names no usable time zone', () => {
    expect(originDefaults({ locale: 'en', languages: [], timeZone: undefined }).timezone).toBe('Asia/Seoul');
    expect(originDefaults({ locale: 'en', languages: [], timeZone: 'Mars/Olympus' }).timezone).toBe(
      'Asia/Seoul',
    );
  });
});
