import { describe, expect, it } from 'vitest';
import { closeMark, markAnswer, markerBase, openBase } from './answer-marks.ts';

const open = (i: number) => String.fromCharCode(openBase + i);
const marker = (j: number) => String.fromCharCode(markerBase + j);
const C = closeMark;
const spansOf = (text: string, name: string) => {
  const spans: Array<{ start: number; end: number }> = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
    spans.push({ start: at, end: at + name.length });
  return spans;
};
/** The source with the marks written readably: ⟨i … ⟩ for mention i, ⟦j⟧ for marker j. */
const readable = (source: string) =>
  [...source]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === C) return '⟩';
      if (code >= openBase && code < markerBase) return `⟨${code - openBase} `;
      if (code >= markerBase && code < 0xf800) return `⟦${code - markerBase}⟧`;
      return c;
    })
    .join('');

describe('markAnswer', () => {
  it('wraps every mention span and replaces every marker, keeping all other text as it was', () => {
    const answer = 'Acme leads [1]. Then Beta, and Acme again [2, 3].';
    const result = markAnswer(
      answer,
      [
        { brandKey: 'brand', own: true, spans: spansOf(answer, 'Acme') },
        { brandKey: 'c1', own: false, spans: spansOf(answer, 'Beta') },
      ],
      [
        { start: 11, end: 14, positions: [1] },
        { start: 42, end: 48, positions: [2, 3] },
      ],
    );
    expect(readable(result.source)).toBe('⟨0 Acme⟩ leads ⟦0⟧. Then ⟨1 Beta⟩, and ⟨2 Acme⟩ again ⟦1⟧.');
    expect(result.mentions.map((m) => m.brandKey)).toEqual(['brand', 'c1', 'brand']);
    expect(result.markers).toEqual([{ positions: [1] }, { positions: [2, 3] }]);
  });

  it('inserts an empty marker (a placed citation without a written [n]) as a footnote after its passage', () => {
    const answer = 'Acme is popular. Beta is cheaper.';
    const result = markAnswer(
      answer,
      [{ brandKey: 'brand', own: true, spans: spansOf(answer, 'Acme') }],
      [
        { start: 16, end: 16, positions: [1] },
        { start: 33, end: 33, positions: [2, 3] },
      ],
    );
    expect(readable(result.source)).toBe('⟨0 Acme⟩ is popular.⟦0⟧ Beta is cheaper.⟦1⟧');
    expect(result.markers).toEqual([{ positions: [1] }, { positions: [2, 3] }]);
  });

  it('keeps offsets valid in Hangul text (UTF-16 units), with particles attached', () => {
    const answer = '서울에서는 오늘커피가 인기이고, 별빛커피는 2위입니다 [1].';
    const result = markAnswer(
      answer,
      [
        { brandKey: 'brand', own: true, spans: spansOf(answer, '오늘커피') },
        { brandKey: 'c1', own: false, spans: spansOf(answer, '별빛커피') },
      ],
      [{ start: answer.indexOf('[1]'), end: answer.indexOf('[1]') + 3, positions: [1] }],
    );
    expect(readable(result.source)).toBe('서울에서는 ⟨0 오늘커피⟩가 인기이고, ⟨1 별빛커피⟩는 2위입니다 ⟦0⟧.');
  });

  it('writes adjacent spans one after the other: the first closes before the next opens', () => {
    const answer = 'AcmeBeta';
    const result = markAnswer(
      answer,
      [
        { brandKey: 'a', own: false, spans: [{ start: 0, end: 4 }] },
        { brandKey: 'b', own: false, spans: [{ start: 4, end: 8 }] },
      ],
      [],
    );
    expect(readable(result.source)).toBe('⟨0 Acme⟩⟨1 Beta⟩');
  });

  it('nests a span inside a longer one, and starts a crossing span where the earlier one ends', () => {
    const nested = markAnswer(
      'Acme Coffee Co',
      [
        { brandKey: 'long', own: false, spans: [{ start: 0, end: 14 }] },
        { brandKey: 'short', own: false, spans: [{ start: 0, end: 4 }] },
      ],
      [],
    );
    expect(readable(nested.source)).toBe('⟨0 ⟨1 Acme⟩ Coffee Co⟩');
    expect(nested.mentions.map((m) => m.brandKey)).toEqual(['long', 'short']);

    const crossing = markAnswer(
      'Acme Coffee Co',
      [
        { brandKey: 'a', own: false, spans: [{ start: 0, end: 11 }] },
        { brandKey: 'b', own: false, spans: [{ start: 5, end: 14 }] },
      ],
      [],
    );
    expect(readable(crossing.source)).toBe('⟨0 Acme Coffee⟩⟨1  Co⟩');
  });

  it('puts the marks inside markdown emphasis, link text and code without touching the syntax', () => {
    const answer = '1. **Acme** is [Acme](https://acme.example) and `Acme`';
    const result = markAnswer(
      answer,
      [
        {
          brandKey: 'a',
          own: true,
          spans: spansOf(answer, 'Acme').slice(0, 3).concat(spansOf(answer, 'Acme').slice(4)),
        },
      ],
      [],
    );
    expect(readable(result.source)).toBe(
      '1. **⟨0 Acme⟩** is [⟨1 Acme⟩](https://acme.example) and `⟨2 Acme⟩`',
    );
  });

  it('drops spans out of range, empty, duplicated or over a marker, and neutralizes the answer’s own private-use characters', () => {
    const answer = `x${open(0)}y [1] Acme${C}`;
    const result = markAnswer(
      answer,
      [
        {
          brandKey: 'a',
          own: false,
          spans: [
            { start: 8, end: 12 },
            { start: 8, end: 12 },
            { start: 4, end: 6 },
            { start: 9, end: 99 },
            { start: 5, end: 5 },
          ],
        },
      ],
      [{ start: 4, end: 7, positions: [1] }],
    );
    expect(readable(result.source)).toBe(`x\ufffdy ⟦0⟧ ⟨0 Acme⟩\ufffd`);
    expect(result.mentions).toHaveLength(1);
    expect(result.source.includes(marker(1))).toBe(false);
  });
});
