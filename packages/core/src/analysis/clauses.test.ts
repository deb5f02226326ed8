import { describe, expect, it } from 'vitest';
import { clauseRanges, passagesFor } from './clauses.ts';
import { normalizeTerm } from './normalize-text.ts';
import { lexiconSentiment } from './sentiment.ts';

/** The scores of brands `a` and `b` named in one sentence, each from the clauses about it. */
function scoresApart(sentence: string, a: string, b: string, language: string): [number, number] {
  const text = normalizeTerm(sentence);
  const at = (name: string) => {
    const offsets: number[] = [];
    for (let i = text.indexOf(normalizeTerm(name)); i >= 0; i = text.indexOf(normalizeTerm(name), i + 1)) {
      offsets.push(i);
    }
    expect(offsets.length).toBeGreaterThan(0);
    return offsets;
  };
  const score = (own: string, other: string) =>
    lexiconSentiment.score(passagesFor(text, at(own), at(other)), { language });
  return [score(a, b), score(b, a)];
}

describe('two brands in one sentence are scored apart', () => {
  it.each([
    ['en', 'Samsung is excellent, but LG is disappointing.', 'Samsung', 'LG'],
    ['en', 'Bose has the best noise cancelling whereas Sony struggles with call quality.', 'Bose', 'Sony'],
    ['ko', '삼성은 배터리가 오래가지만 LG는 발열이 심하다.', '삼성', 'LG'],
    ['ko', '카카오뱅크는 앱이 안정적인 반면 토스뱅크는 광고 알림이 많아 불편하다.', '카카오뱅크', '토스뱅크'],
    ['ja', 'ソニーは音質が良い一方、サムスンはサポートに不安が残ります。', 'ソニー', 'サムスン'],
    ['ja', 'ボーズは快適です。しかしアップルは割高です。', 'ボーズ', 'アップル'],
    ['zh', '小鹏的补能速度快,但是蔚来的售价偏高。', '小鹏', '蔚来'],
    ['zh', '比亚迪性价比很高,不过特斯拉悬挂偏硬。', '比亚迪', '特斯拉'],
    ['fr', 'Boursobank est fiable, mais Fortuneo est décevant.', 'Boursobank', 'Fortuneo'],
    ['fr', 'Notion est agréable à utiliser tandis que Jira est compliqué.', 'Notion', 'Jira'],
    ['de', 'Notion ist flexibel, aber Confluence ist kompliziert.', 'Notion', 'Confluence'],
    ['de', 'Tesla überzeugt mit Reichweite, während VW bei der Software enttäuscht.', 'Tesla', 'VW'],
    ['es', 'Revolut es muy completa, pero BBVA cobra comisiones altas.', 'Revolut', 'BBVA'],
    ['es', 'N26 es sencilla y fiable, mientras que Openbank tiene una app lenta.', 'N26', 'Openbank'],
  ])('%s: %s', (language, sentence, praised, criticized) => {
    const [good, bad] = scoresApart(sentence, praised, criticized, language);
    expect(good).toBeGreaterThan(0.1);
    expect(bad).toBeLessThan(-0.1);
  });

  it('gives a clause that names no brand to the brands of the clause before it', () => {
    const [slack, notion] = scoresApart(
      '해외 툴인 Slack이나 Notion도 많이 쓰이지만, 요금 면에서 국내 팀에는 부담이 될 수 있습니다.',
      'slack',
      'notion',
      'ko',
    );
    expect(slack).toBeLessThan(-0.1);
    expect(notion).toBeLessThan(-0.1);
  });
});

describe('the standard of a comparison gets nothing from the comparison', () => {
  it.each([
    ['en', 'Notion is more flexible than Confluence.', 'Notion', 'Confluence'],
    ['en', 'Compared to Sony, Bose is more comfortable.', 'Bose', 'Sony'],
    ['ko', '삼성은 애플보다 배터리가 오래간다.', '삼성', '애플'],
    ['ko', '토스뱅크는 카카오뱅크에 비해 혜택이 많다.', '토스뱅크', '카카오뱅크'],
    ['ja', 'ソニーはボーズより音質が良い。', 'ソニー', 'ボーズ'],
    ['zh', '比亚迪比特斯拉便宜。', '比亚迪', '特斯拉'],
    ['fr', 'Notion est plus souple que Confluence.', 'Notion', 'Confluence'],
    ['de', 'Notion ist flexibler als Confluence.', 'Notion', 'Confluence'],
    ['es', 'Revolut es más completa que N26.', 'Revolut', 'N26'],
  ])('%s: %s', (language, sentence, better, standard) => {
    const [a, b] = scoresApart(sentence, better, standard, language);
    expect(a).toBeGreaterThan(0.1);
    expect(b).toBe(0);
  });

  it('keeps a clause of its own for the standard', () => {
    const [, lg] = scoresApart('Samsung is cheaper than LG, but LG is more reliable.', 'Samsung', 'LG', 'en');
    expect(lg).toBeGreaterThan(0.1);
  });
});

describe('a brand named only to be excluded gets nothing from the sentence', () => {
  it.each([
    ['en', 'Popular chains other than Starbucks are great for groups.', 'starbucks'],
    ['en', 'All of them are excellent except Sony.', 'sony'],
    ['ko', '스타벅스를 제외하고 분위기로 자주 추천되는 프랜차이즈는 다음과 같습니다.', '스타벅스'],
    ['ja', 'スタバ以外でおすすめのカフェは次の通りです。', 'スタバ'],
    ['fr', 'Toutes les banques sont excellentes sauf Fortuneo.', 'fortuneo'],
    ['de', 'Außer Tesla sind alle Modelle empfehlenswert.', 'tesla'],
    ['es', 'Todas son buenas opciones excepto BBVA.', 'bbva'],
  ])('%s: %s', (_language, sentence, brand) => {
    const text = normalizeTerm(sentence);
    expect(passagesFor(text, [text.indexOf(brand)], [])).toEqual([]);
  });

  it('keeps a sentence that names the brand otherwise', () => {
    const text = normalizeTerm('Starbucks is great, unlike the others.');
    expect(passagesFor(text, [0], [])).toEqual([text]);
  });
});

describe('clause ranges', () => {
  const clauses = (text: string) => clauseRanges(text).map(([s, e]) => text.slice(s, e).trim());

  it('splits at punctuation and contrast words, not inside numbers', () => {
    expect(clauses('a costs 5,000 won, but b is cheap')).toEqual(['a costs 5,000 won,', 'but b is cheap']);
    expect(clauses('小鹏很好,但是蔚来偏贵')).toEqual(['小鹏很好,', '但是蔚来偏贵']);
    expect(clauses('不但便宜而且好用')).toEqual(['不但便宜', '而且好用']);
    expect(clauses('ソニーは良い。しかしサムスンは高い')).toEqual(['ソニーは良い。', 'しかしサムスンは高い']);
    expect(clauses('a est bien, par contre b est cher')).toEqual(['a est bien,', 'par contre b est cher']);
  });
});
