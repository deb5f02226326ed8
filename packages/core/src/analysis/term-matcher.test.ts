import { describe, expect, it } from 'vitest';
import { acceptsLeft, acceptsRight, keywordRules, nameRules } from './boundaries.ts';
import { isParticleSequence } from './korean-particles.ts';
import { normalizeTerm } from './normalize-text.ts';
import { createTermMatcher, keepLongest } from './term-matcher.ts';

const terms = [
  '삼성전자',
  '삼성',
  'samsung',
  'lg',
  'lg전자',
  'google pixel',
  'pixel',
  '가격',
  'a',
  'é',
  'ab',
];

/** Reference: every occurrence by plain indexOf, filtered by the same boundary rules. */
function naive(text: string, rules = nameRules) {
  const hits: Array<[number, number, number]> = [];
  terms.forEach((raw, order) => {
    const term = normalizeTerm(raw);
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (acceptsLeft(text, at, term.charCodeAt(0), rules) && acceptsRight(text, end, term, rules)) {
        hits.push([at, end, order]);
      }
    }
  });
  return hits.sort((x, y) => x[0] - y[0] || y[1] - x[1] || x[2] - y[2]);
}

describe('createTermMatcher', () => {
  const matcher = createTermMatcher(
    terms.map((term, i) => ({ term, data: i })),
    nameRules,
  );
  it.each([
    'samsung lg전자 google pixel 9 and pixel',
    '삼성전자는 삼성의 가격을 올렸다. 갤럭시삼성, lgbt, a ab abc é',
    'xsamsung samsungx samsungs lg-lg lg.lg 삼성전자와의 삼성동 가격대 가격이',
    'aaaa ab ab ab a\u0000b lg\nlg',
    '',
  ])('finds exactly what a full scan finds: %s', (text) => {
    const found = matcher.findAll(text).map((h) => [h.start, h.end, h.order]);
    expect(found).toEqual(naive(text));
  });

  it('falls back to the plain automaton when the terms use more characters than ASCII has room for', () => {
    const many = Array.from({ length: 150 }, (_, i) => String.fromCharCode(0xac00 + i * 7, 0xac01 + i * 7));
    const wide = createTermMatcher(
      many.map((term, i) => ({ term, data: i })),
      keywordRules,
    );
    const text = `x ${many[0]} y ${many[149]}는 ${many[77]}`;
    expect(wide.findAll(text).map((h) => [h.start, h.data])).toEqual([
      [2, 0],
      [7, 149],
      [11, 77],
    ]);
  });

  it('keyword rules accept Korean compounds and endings', () => {
    const keywords = createTermMatcher([{ term: '추천', data: 1 }], keywordRules);
    expect(keywords.findAll('노트북추천해줘').map((h) => h.start)).toEqual([3]);
    const names = createTermMatcher([{ term: '추천', data: 1 }], nameRules);
    expect(names.findAll('노트북추천해줘')).toEqual([]);
  });

  it('keepLongest prefers longer, then earlier, then earlier entries', () => {
    const hits = [
      { start: 0, end: 2, data: 'a', order: 1 },
      { start: 0, end: 4, data: 'b', order: 0 },
      { start: 3, end: 6, data: 'c', order: 2 },
      { start: 5, end: 8, data: 'd', order: 3 },
    ];
    expect(keepLongest(hits).map((h) => h.data)).toEqual(['b', 'd']);
  });
});

describe('isParticleSequence', () => {
  it.each([
    ['는', true],
    ['에서는', true],
    ['과의', true],
    ['이었다', true],
    ['으로부터', true],
    ['트', false],
    ['동', false],
    ['적인', false],
    ['전자', false],
  ])('%s → %s', (rest, expected) => {
    expect(isParticleSequence(rest)).toBe(expected);
  });
});
