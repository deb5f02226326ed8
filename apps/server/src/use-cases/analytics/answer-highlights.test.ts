import { describe, expect, it } from 'vitest';
import { citationMarkers } from './answer-highlights.ts';

describe('citation markers', () => {
  it('keeps written markers and adds an empty one where a placed citation ends', () => {
    const answer = 'Alpha is good [1]. Beta is better. Gamma too.';
    const citations = [
      { position: 1, endIndex: 18 },
      { position: 2, endIndex: 34 },
      { position: 3, endIndex: 34 },
      { position: 4, endIndex: null },
    ];
    expect(citationMarkers(answer, citations)).toEqual([
      { start: 14, end: 17, positions: [1] },
      { start: 34, end: 34, positions: [2, 3] },
    ]);
  });

  it('never puts an empty marker inside a written one and clamps offsets to the answer', () => {
    const answer = 'See [1, 2] here.';
    expect(
      citationMarkers(answer, [
        { position: 1, endIndex: 2 },
        { position: 2, endIndex: 8 },
        { position: 3, endIndex: 7 },
        { position: 4, endIndex: 999 },
      ]),
    ).toEqual([
      { start: 4, end: 10, positions: [1, 2] },
      { start: 16, end: 16, positions: [4] },
    ]);
  });
});
