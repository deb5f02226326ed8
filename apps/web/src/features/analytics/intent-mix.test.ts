import { describe, expect, it } from 'vitest';
import { intentMix } from './intent-mix.ts';

describe('intentMix', () => {
  it('counts prompts per intent in the fixed order, unclassified last, with those set by hand', () => {
    expect(
      intentMix([
        { intent: 'commercial', intentSource: 'auto' },
        { intent: null, intentSource: 'auto' },
        { intent: 'informational', intentSource: 'manual' },
        { intent: 'commercial', intentSource: 'manual' },
        { intent: 'commercial', intentSource: 'auto' },
      ]),
    ).toEqual([
      { intent: 'informational', prompts: 1, manual: 1 },
      { intent: 'commercial', prompts: 3, manual: 1 },
      { intent: 'none', prompts: 1, manual: 0 },
    ]);
  });

  it('is empty without prompts', () => {
    expect(intentMix([])).toEqual([]);
  });
});
