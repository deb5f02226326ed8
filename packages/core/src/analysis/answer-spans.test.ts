import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { findCitationMarkerSpans, findMentionSpans } from './answer-spans.ts';
import { compileProfile } from './compile-profile.ts';
import { phoneProfile } from './test-fixtures.ts';

const compiled = compileProfile(phoneProfile);

function spans(text: string) {
  return findMentionSpans(text, compiled).map((s) => [s.brandKey, text.slice(s.start, s.end)]);
}

describe('mention spans', () => {
  it.each([
    [
      '삼성전자는 좋고 LG전자도 좋다',
      [
        ['brand', '삼성전자'],
        ['lg', 'LG전자'],
      ],
    ],
    [
      '**Samsung** vs *Apple*: Samsung wins',
      [
        ['brand', 'Samsung'],
        ['apple', 'Apple'],
        ['brand', 'Samsung'],
      ],
    ],
    ['See [Samsung](https://samsung.com/apple) today', []],
    ['- [Samsung](https://samsung.com/apple): today', [['brand', 'Samsung']]],
    ['애플 아이폰 16 today', [['apple', '애플 아이폰']]],
    ['ＳＡＭＳＵＮＧ phones', [['brand', 'ＳＡＭＳＵＮＧ']]],
    ['갤럭시삼성 모델', []],
  ])('%s', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it('agrees with the stored mentions: one span per counted mention, the first at firstOffset', () => {
    const text =
      '## 추천\n1. **삼성전자**의 갤럭시는 좋다 [1]\n2. 애플은 비싸다. 삼성과의 비교에서 LG전자는 밀린다 [2]\n삼성전자 만세.';
    const found = findMentionSpans(text, compiled);
    const { mentions } = analyzeAnswer({ text, citations: [], engine: 'chatgpt' }, compiled);
    for (const m of mentions) {
      const own = found.filter((s) => s.brandKey === m.brandKey);
      expect(own).toHaveLength(m.count);
      expect(own[0]!.start).toBe(m.firstOffset);
    }
    expect(found.map((s) => s.brandKey).sort()).toEqual(
      mentions.flatMap((m) => Array(m.count).fill(m.brandKey)).sort(),
    );
  });
});

describe('citation marker spans', () => {
  it('names the citations each marker points to, ignoring numbers beyond the list', () => {
    const text = 'A [1]. B [2, 3]. C [9]. D[2]';
    expect(findCitationMarkerSpans(text, 3)).toEqual([
      { start: 2, end: 5, positions: [1] },
      { start: 9, end: 15, positions: [2, 3] },
      { start: 25, end: 28, positions: [2] },
    ]);
    expect(findCitationMarkerSpans(text, 0)).toEqual([]);
  });
});
