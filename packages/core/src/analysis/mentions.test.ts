import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { compileProfile } from './compile-profile.ts';
import { phoneProfile } from './test-fixtures.ts';

const compiled = compileProfile(phoneProfile);

function mentions(text: string) {
  return analyzeAnswer({ text, citations: [], engine: 'chatgpt' }, compiled).mentions;
}

function counts(text: string): Record<string, number> {
  return Object.fromEntries(mentions(text).map((m) => [m.brandKey, m.count]));
}

describe('mentions: Korean names', () => {
  it.each([
    ['삼성전자는 좋다', { brand: 1 }],
    ['삼성전자의 제품', { brand: 1 }],
    ['삼성전자가 출시했다', { brand: 1 }],
    ['삼성전자를 추천', { brand: 1 }],
    ['삼성전자에서 만든', { brand: 1 }],
    ['삼성전자와 LG전자', { brand: 1, lg: 1 }],
    ['삼성전자에서도 팔고 삼성과의 비교', { brand: 2 }],
    ['삼성입니다', { brand: 1 }],
    ['갤럭시삼성 모델', {}],
    ['토스트를 먹었다', {}],
    ['토스는 송금 앱이다', { toss: 1 }],
    ['삼성동 매장', {}],
    ['애플은 아이폰을 만든다', { apple: 2 }],
    ['LG전자는 가전 강자', { lg: 1 }],
    ['엘지의 TV', { lg: 1 }],
  ])('%s', (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });
});

describe('mentions: Latin names', () => {
  it.each([
    ['Samsung makes phones', { brand: 1 }],
    ["Samsung's phones", { brand: 1 }],
    ['Samsungs and Sonys', { brand: 1, sony: 1 }],
    ['LGBT rights', {}],
    ['LG is a brand', { lg: 1 }],
    ['LGs are rare', {}],
    // The profile writes "Samsung" with a capital: all lower case is read as the ordinary word.
    ['SAMSUNG and samsung and SaMsUnG', { brand: 2 }],
    ['a galaxy of options, and the Galaxy S25', { brand: 1 }],
    ['Ｓａｍｓｕｎｇ full width', { brand: 1 }],
    ['Samsung Electronics reported', { brand: 1 }],
    ['Samsung은 좋다, LG의 제품', { brand: 1, lg: 1 }],
    ['Sonyx is not Sony', { sony: 1 }],
    ['iPhone16 has no boundary', {}],
    ['Galaxy-S25 and (Sony).', { brand: 1, sony: 1 }],
  ])('%s', (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });
});

describe('mentions: markdown', () => {
  it('ignores names that only appear in link targets and bare URLs', () => {
    const text = 'Read [the review](https://www.sony.com/samsung-vs-lg) and https://apple.com/iphone.';
    expect(mentions(text)).toEqual([]);
  });

  it('counts a link that names a list item and reports offsets into the stored markdown', () => {
    const text = '## Picks\n\n1. **[Samsung](https://samsung.com)**: leads.\n2. *LG* follows.';
    const result = mentions(text);
    expect(result.map((m) => [m.brandKey, m.firstOffset])).toEqual([
      ['brand', text.indexOf('Samsung]')],
      ['lg', text.indexOf('LG')],
    ]);
  });

  it('does not count citation chips and links inside prose', () => {
    const text = [
      'LG is quiet. ([Samsung Newsroom](https://news.samsung.com/x))',
      'Prices are on [the Samsung store](https://samsung.com/store) and [Sony](https://sony.com).',
      '1. [Samsung download page](https://samsung.com/dl)에 접속합니다.',
    ].join('\n');
    expect(counts(text)).toEqual({ lg: 1 });
  });

  it('counts a brand named with its own product-line alias once', () => {
    expect(counts('애플 아이폰 16 and Apple iPhone 16 Pro, then 애플의 아이폰 and 애플(Apple).')).toEqual({
      apple: 4,
    });
    expect(counts('Apple, iPhone and 애플 are named apart')).toEqual({ apple: 3 });
  });

  it('joins a product line and its brand across de, von, の「 and quotation marks', () => {
    expect(
      counts("l'iPhone d'Apple, el iPhone de Apple, das iPhone von Apple, アップルの「iPhone」"),
    ).toEqual({
      apple: 4,
    });
    expect(counts('Apple de luxe, and later iPhone')).toEqual({ apple: 2 });
  });

  it('offsets stay exact after full-width and decomposed characters', () => {
    const text = 'Ｗｈｙ **소니**? \u1109\u1161\u11b7\u1109\u1165\u11bc 제품';
    const result = mentions(text);
    expect(result.find((m) => m.brandKey === 'sony')!.firstOffset).toBe(text.indexOf('소니'));
    expect(result.find((m) => m.brandKey === 'brand')!.firstOffset).toBe(text.indexOf('\u1109'));
  });
});

describe('mentions: overlaps and rank', () => {
  it('keeps the longest of overlapping aliases', () => {
    expect(counts('삼성전자 그리고 Samsung Electronics')).toEqual({ brand: 2 });
  });

  it('ranks by first appearance and counts every mention', () => {
    const result = mentions('Sony first. Then Apple, then Samsung, then Sony again and 애플.');
    expect(result.map((m) => [m.brandKey, m.rank, m.count])).toEqual([
      ['sony', 1, 2],
      ['apple', 2, 2],
      ['brand', 3, 1],
    ]);
  });

  it('first offset is the first mention in the stored text', () => {
    const text = '  LG전자와 삼성전자, 그리고 다시 LG';
    const result = mentions(text);
    expect(result[0]).toMatchObject({ brandKey: 'lg', firstOffset: 2, count: 2, rank: 1 });
    expect(result[1]).toMatchObject({ brandKey: 'brand', firstOffset: text.indexOf('삼성'), rank: 2 });
  });
});

describe('mentions: short Chinese names used as words', () => {
  const carProfile = compileProfile({
    brand: { name: '比亚迪', aliases: ['海豹'] },
    competitors: [{ key: 'lixiang', name: '理想汽车', aliases: ['理想'], domains: [] }],
    ownedDomains: [],
    evaluationItems: [],
  });
  const carCounts = (text: string) =>
    Object.fromEntries(
      analyzeAnswer({ text, citations: [], engine: 'chatgpt' }, carProfile).mentions.map((m) => [
        m.brandKey,
        m.count,
      ]),
    );

  it.each([
    ['理想L9和理想汽车都卖得好', { lixiang: 2 }],
    ['保值率不理想', {}],
    ['续航很理想，也是家庭的理想选择', {}],
    ['纯电的海豹和插混车型', { brand: 1 }],
    ['车主的理想L9很省心', { lixiang: 1 }],
  ])('%s', (text, expected) => {
    expect(carCounts(text)).toEqual(expected);
  });
});
