// @vitest-environment happy-dom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { collectRefusalEn } from '../collect-refusal-strings.ts';
import { collectRefusal } from './collect-refusal.ts';

const t = i18next.createInstance();
beforeAll(async () => {
  // Months are written in the interface's language (lib/format.ts): English, as the message.
  await i18n.changeLanguage('en');
  await t.init({ lng: 'en', resources: { en: { translation: { collectRefusal: collectRefusalEn } } } });
});

describe('"Collect now" refused by the monthly budget', () => {
  it('says collection is paused, with the month, its cost and the budget', () => {
    const error = new ApiError(409, 'ConflictError', 'x', {
      reason: 'budget_reached',
      month: '2026-11',
      monthCost: 12.5,
      budget: 10,
    });
    const text = collectRefusal(t.t, error, 'Asia/Seoul');
    expect(text).toMatch(/^Collection paused: monthly budget reached/);
    expect(text).toContain('12.50');
    expect(text).toContain('10.00');
    expect(text).toContain('Nov 2026');
  });
});
