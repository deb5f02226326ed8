// @vitest-environment happy-dom
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { projectsEn } from '../../lib/i18n/resources/projects.ts';
import { collectRefusalText } from './collect-refusal-text.ts';
import { promptDetailEn } from './prompt-detail-strings.ts';

const instance = i18next.createInstance();
let t: TFunction;
beforeAll(async () => {
  t = await instance.init({
    lng: 'en',
    resources: { en: { translation: { promptDetail: promptDetailEn, projects: projectsEn } } },
  });
});

describe('collect refusal text', () => {
  it('explains each refusal the API gives a reason for', () => {
    const refused = (status: number, details: Record<string, unknown>) =>
      collectRefusalText(t, new ApiError(status, 'ConflictError', 'refused', details));
    expect(refused(409, { reason: 'run_now_in_progress' })).toMatch(/still running/);
    expect(refused(409, { reason: 'run_now_cooldown', retryAfterSeconds: 42 })).toMatch(/42 s/);
    expect(refused(409, { reason: 'budget_reached' })).toMatch(/budget/);
    expect(refused(429, { reason: 'quota_exceeded' })).toMatch(/quota/);
    expect(refused(400, { errors: [{ path: ['data', 'engines'], value: ['chatgpt', 'claude'] }] })).toBe(
      'No API key for ChatGPT, Claude. Add one under Organization → AI engines.',
    );
  });

  it('leaves other failures to their own message', () => {
    expect(
      collectRefusalText(t, new ApiError(400, 'ValidationError', 'The prompt is inactive.')),
    ).toBeUndefined();
    expect(collectRefusalText(t, new Error('network'))).toBeUndefined();
  });
});
