import { describe, expect, it } from 'vitest';
import { mergeFilters, promptsOf } from './filter-search.ts';

const id = 'abcdefghijklmnopqrstuvwx';

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
