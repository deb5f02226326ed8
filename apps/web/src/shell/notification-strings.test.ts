import { describe, expect, it } from 'vitest';
import { notificationsEn, notificationsKo } from './notification-strings.ts';

describe('notification centre strings', () => {
  it('has every Korean key in English, and no empty text', () => {
    expect(Object.keys(notificationsEn).sort()).toEqual(Object.keys(notificationsKo).sort());
    for (const text of [...Object.values(notificationsKo), ...Object.values(notificationsEn)]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});
