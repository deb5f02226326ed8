import { describe, expect, it } from 'vitest';
import { costsEn, costsKo } from './costs-strings.ts';

function leaves(value: unknown, path: string[] = []): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join('.'), value]];
}

describe('costs strings', () => {
  it('has every key in Korean and English, none empty', () => {
    const ko = leaves(costsKo);
    const en = leaves(costsEn);
    expect(en.map(([k]) => k).sort()).toEqual(ko.map(([k]) => k).sort());
    for (const [key, value] of [...ko, ...en]) expect(String(value).trim(), key).not.toBe('');
  });
});
