import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  collectProgressEn,
  collectProgressKo,
  registerCollectProgressStrings,
} from './collect-progress-strings.ts';

describe('collection status strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(Object.keys(collectProgressEn).sort()).toEqual(Object.keys(collectProgressKo).sort());
  });

  it('says one day and many days in English, the same way in Korean', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    registerCollectProgressStrings(i18n);
    const done = (count: number, days: string) =>
      i18n.t('collectProgress.historyDone', { count, days, answers: '160' });
    expect(done(1, '1')).toBe('1 day, 160 answers');
    expect(done(90, '90')).toBe('90 days, 160 answers');
    await i18n.changeLanguage('ko');
    expect(done(1, '1')).toBe('1일, 답변 160개');
    expect(done(90, '90')).toBe('90일, 답변 160개');
  });
});
