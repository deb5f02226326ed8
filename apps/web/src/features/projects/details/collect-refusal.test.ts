// @vitest-environment happy-dom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { collectRefusalEn } from '../collect-refusal-strings.ts';
import { collectRefusal } from './collect-refusal.ts';

const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({ lng: 'en', resources: { en: { translation: { collectRefusal: collectRefusalEn } } } });
});

describe('why "Collect now" was refused', () => {
  it('explains a collect still running and a cooldown with its seconds', () => {
    expect(
      collectRefusal(
        t.t,
        new ApiError(409, 'ConflictError', 'x', { reason: 'run_now_in_progress' }),
        'Asia/Seoul',
      ),
    ).toMatch(/still running/);
    expect(
      collectRefusal(
        t.t,
        new ApiError(409, 'ConflictError', 'x', { reason: 'run_now_cooldown', retryAfterSeconds: 42 }),
        'Asia/Seoul',
      ),
    ).toMatch(/42 s/);
  });

  it('gives the quota numbers and when more runs are allowed, in the project timezone', () => {
    const error = new ApiError(429, 'RateLimitError', 'x', {
      reason: 'quota_exceeded',
      wouldPlan: 1200,
      remaining: 300,
      quota: 5000,
      retryAt: '2026-11-22T15:30:00.000Z',
    });
    const text = collectRefusal(t.t, error, 'Asia/Seoul');
    expect(text).toContain('1,200');
    expect(text).toContain('300 of its 5,000');
    expect(text).toContain('2026-11-23 00:30');
  });

  it('leaves other failures to the caller', () => {
    expect(
      collectRefusal(t.t, new ApiError(400, 'ValidationError', 'no prompts'), 'Asia/Seoul'),
    ).toBeUndefined();
    expect(collectRefusal(t.t, new Error('offline'), 'Asia/Seoul')).toBeUndefined();
  });
});
