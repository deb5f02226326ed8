import { describe, expect, it } from 'vitest';
import { mergeFilters, promptsOf, validateFilters } from './filter-search.ts';

const id = 'abcdefghijklmnopqrstuvwx';

describe('validateFilters', () => {
  it.each([
    ['nothing', {}, {}],
    ['a valid range', { from: '2026-11-01', to: '2026-11-21' }, { from: '2026-11-01', to: '2026-11-21' }],
    ['a one-day range', { from: '2026-11-01', to: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-01' }],
    ['a range open at its end', { from: '2026-11-01' }, { from: '2026-11-01' }],
    ['a reversed range (dropped whole)', { from: '2026-11-21', to: '2026-11-01' }, {}],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-02' }, { to: '2026-03-02' }],
    ['a day with a time', { from: '2026-11-01T00:00', to: 20261121 }, {}],
    ['engines as an array', { engines: ['chatgpt', 'gemini'] }, { engines: ['chatgpt', 'gemini'] }],
    [
      'engines comma-separated',
      { engines: 'perplexity,simulated' },
      { engines: ['perplexity', 'simulated'] },
    ],
    ['unknown and repeated engines', { engines: ['bard', 'claude', 'claude', 3] }, { engines: ['claude'] }],
    ['only unknown engines', { engines: ['bard'] }, {}],
    ['tags', { tags: ['seoul', ' coffee '] }, { tags: ['seoul', 'coffee'] }],
    ['empty and over-long tags', { tags: ['', 'x'.repeat(65)] }, {}],
    ['intents', { intents: ['commercial', 'shopping'] }, { intents: ['commercial'] }],
    ['branded prompts (parsed as a boolean)', { branded: true }, { branded: true }],
    ['non-branded prompts (hand-written)', { branded: 'false' }, { branded: false }],
    ['a branded value that is not a boolean', { branded: 'yes' }, {}],
    ['a prompt document id', { prompt: id }, { prompt: id }],
    ['a numeric prompt id (parsed as a number)', { prompt: 42 }, { prompt: '42' }],
    ['a prompt that is not an id', { prompt: '../etc' }, {}],
    ['other parameters', { page: 2, sort: 'name' }, {}],
  ])('%s', (_, search, expected) => {
    expect(validateFilters(search as Record<string, unknown>)).toEqual(expected);
  });

  it('keeps everything together', () => {
    expect(
      validateFilters({
        from: '2026-10-01',
        to: '2026-10-31',
        engines: ['simulated'],
        tags: ['a'],
        intents: ['navigational'],
        prompt: id,
      }),
    ).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      engines: ['simulated'],
      tags: ['a'],
      intents: ['navigational'],
      prompt: id,
    });
  });
});

describe('mergeFilters', () => {
  it('adds a change and removes emptied filters', () => {
    const current = { from: '2026-11-01', to: '2026-11-07', engines: ['chatgpt' as const] };
    expect(mergeFilters(current, { engines: [] })).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(mergeFilters(current, { intents: ['commercial'] })).toEqual({
      ...current,
      intents: ['commercial'],
    });
    expect(mergeFilters(current, { prompt: undefined })).toEqual(current);
    expect(mergeFilters(current, { branded: false })).toEqual({ ...current, branded: false });
    expect(mergeFilters({ ...current, branded: true }, { branded: undefined })).toEqual(current);
  });
});

describe('promptsOf', () => {
  it("sends the URL's one prompt as the API's list of prompts", () => {
    expect(promptsOf({ prompt: id })).toEqual([id]);
    expect(promptsOf({})).toBeUndefined();
  });
});
