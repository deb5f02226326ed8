import { describe, expect, it } from 'vitest';
import { optimisationEn, optimisationKo } from './optimisation-strings.ts';

function leaves(value: unknown, path: string[] = []): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join('.'), value]];
}

describe('optimisation strings', () => {
  it('has every key in Korean and English, none empty', () => {
    const ko = leaves(optimisationKo);
    const en = leaves(optimisationEn);
    expect(en.map(([k]) => k).sort()).toEqual(ko.map(([k]) => k).sort());
    for (const [key, value] of [...ko, ...en]) expect(String(value).trim(), key).not.toBe('');
  });
});
