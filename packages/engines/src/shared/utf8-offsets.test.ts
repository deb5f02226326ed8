import { describe, expect, it } from 'vitest';
import { utf8ByteOffsetToIndex, utf8Length } from './utf8-offsets.ts';

describe('utf8ByteOffsetToIndex', () => {
  it('converts byte offsets over ASCII, Hangul and astral characters', () => {
    const text = 'a가🙂b';
    expect([0, 1, 4, 8, 9].map((b) => utf8ByteOffsetToIndex(text, b))).toEqual([0, 1, 2, 4, 5]);
    expect(utf8Length(text)).toBe(9);
  });

  it('snaps inside a character forward and clamps past the end', () => {
    expect(utf8ByteOffsetToIndex('가나', 2)).toBe(1);
    expect(utf8ByteOffsetToIndex('가나', 100)).toBe(2);
    expect(utf8ByteOffsetToIndex('가나', -3)).toBe(0);
  });
});
