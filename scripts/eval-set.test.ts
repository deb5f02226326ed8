/**
 * The answer-analysis evaluation set (packages/core/eval) is well formed and covers what issue 14 asks for. It does not
 * run the analyzer: `npm run bench:accuracy` measures accuracy.
 */

import { join } from 'node:path';
import { connectableEngineIds, contentTypeIds, intents, sourceTypeIds } from '@sightline/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  type EvaluationItem,
  evaluationAnswersDir,
  evaluationLanguages,
  loadEvaluationSet,
} from '../packages/core/eval/eval-item.ts';

const items: EvaluationItem[] = loadEvaluationSet();

const countBy = (key: (item: EvaluationItem) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** One message per item that breaks `rule`, so a failure names the items to fix. */
/** Citation spans that start after they end or run past the answer's text. */
const spanProblems = (set: readonly EvaluationItem[]) =>
  set.flatMap((item) =>
    item.answer.citations
      .filter((c) => {
        const start = c.startIndex ?? 0;
        const end = c.endIndex ?? start;
        return start > end || end > item.answer.text.length;
      })
      .map((c) => `${item.id}: span ${c.startIndex}–${c.endIndex} of ${c.url}`),
  );

const offenders = (rule: (item: EvaluationItem) => string[]) =>
  items.flatMap((item) => rule(item).map((problem) => `${item.id}: ${problem}`));

describe('answer-analysis evaluation set', () => {
  it('parses, has at least 60 items with unique ids, and at least half of them in Korean', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.filter((item) => item.language === 'ko').length * 2).toBeGreaterThanOrEqual(items.length);
  });

  it('has at least 4 items of every real engine and none of the simulator', () => {
    const byEngine = countBy((item) => item.engine);
    for (const engine of connectableEngineIds)
      expect(byEngine.get(engine) ?? 0, engine).toBeGreaterThanOrEqual(4);
    expect(byEngine.get('simulated') ?? 0).toBe(0);
  });

  it('covers English (≥ 5) and Japanese, Chinese, French, German, Spanish (≥ 2 each)', () => {
    const byLanguage = countBy((item) => item.language);
    expect(byLanguage.get('en') ?? 0).toBeGreaterThanOrEqual(5);
    for (const language of ['ja', 'zh', 'fr', 'de', 'es']) {
      expect(byLanguage.get(language) ?? 0, language).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps citation offsets inside the answer text', () => {
    const problems = offenders((item) =>
      item.answer.citations.flatMap((c) => {
        if (c.startIndex === undefined && c.endIndex === undefined) return [];
        const start = c.startIndex ?? 0;
        const end = c.endIndex ?? start;
        return start <= end && end <= item.answer.text.length ? [] : [`span ${start}–${end} of ${c.url}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('points ChatGPT chips and extracted links at the text that holds their URL', () => {
    const linked = new Set(['chatgpt', 'openai-compatible']);
    const problems = offenders((item) =>
      linked.has(item.engine)
        ? item.answer.citations
            .filter((c) => !item.answer.text.slice(c.startIndex, c.endIndex).includes(c.url))
            .map((c) => `span ${c.startIndex}–${c.endIndex} does not hold ${c.url}`)
        : [],
    );
    expect(problems).toEqual([]);
  });

  it('labels only cited URLs, each once, and every cited URL', () => {
    const problems = offenders((item) => {
      const cited = new Set(item.answer.citations.map((c) => c.url));
      const labelled = item.labels.citations.map((c) => c.url);
      return [
        ...labelled.filter((url) => !cited.has(url)).map((url) => `labelled URL not cited: ${url}`),
        ...labelled.filter((url, i) => labelled.indexOf(url) !== i).map((url) => `labelled twice: ${url}`),
        ...[...cited].filter((url) => !labelled.includes(url)).map((url) => `cited URL not labelled: ${url}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('labels a domain for every citation, and Gemini redirects with the page they lead to', () => {
    const problems = offenders((item) =>
      item.labels.citations.flatMap((c) => {
        const redirect = c.url.includes('vertexaisearch.cloud.google.com/grounding-api-redirect/');
        if (c.domain.includes('/') || c.domain !== c.domain.toLowerCase()) return [`bad domain ${c.domain}`];
        if (redirect && !c.resolvedUrl) return [`redirect without resolvedUrl: ${c.url}`];
        if (c.resolvedUrl && !new URL(c.resolvedUrl).hostname.endsWith(c.domain)) {
          return [`domain ${c.domain} is not the host of ${c.resolvedUrl}`];
        }
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('labels mentions of brands of the item’s profile, once each, in an order that lists exactly them', () => {
    const problems = offenders((item) => {
      const keys = new Set(['brand', ...item.profile.competitors.map((c) => c.key)]);
      const mentioned = item.labels.mentions.map((m) => m.brandKey);
      return [
        ...mentioned.filter((key) => !keys.has(key)).map((key) => `unknown brand key ${key}`),
        ...mentioned.filter((key, i) => mentioned.indexOf(key) !== i).map((key) => `${key} labelled twice`),
        ...(item.labels.order.length === mentioned.length &&
        item.labels.order.every((key) => mentioned.includes(key))
          ? []
          : [`order ${item.labels.order.join(',')} does not list the mentioned brands`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('uses only the analyzer’s intents, source types, content types and sentiment signs', () => {
    const problems = offenders((item) => [
      ...((intents as readonly string[]).includes(item.labels.intent)
        ? []
        : [`intent ${item.labels.intent}`]),
      ...item.labels.citations.flatMap((c) => [
        ...((sourceTypeIds as readonly string[]).includes(c.sourceType)
          ? []
          : [`source type ${c.sourceType}`]),
        ...((contentTypeIds as readonly string[]).includes(c.contentType)
          ? []
          : [`content type ${c.contentType}`]),
      ]),
      ...item.labels.mentions
        .filter((m) => ![-1, 0, 1].includes(m.sentiment))
        .map((m) => `sentiment ${m.sentiment} of ${m.brandKey}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('uses competitor keys that are unique within each profile', () => {
    const problems = offenders((item) => {
      const keys = item.profile.competitors.map((c) => c.key);
      return keys.filter((key, i) => key === 'brand' || keys.indexOf(key) !== i).map((key) => `key ${key}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('held-out evaluation set', () => {
  const holdout = loadEvaluationSet(join(evaluationAnswersDir, '..', 'holdout'));

  it('parses, covers every language at least 4 times, and shares no id with the main set', () => {
    for (const language of evaluationLanguages) {
      expect(holdout.filter((item) => item.language === language).length, language).toBeGreaterThanOrEqual(4);
    }
    const ids = [...items, ...holdout].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps citation offsets inside the answer and labels only stored citations', () => {
    const problems = holdout.flatMap((item) => [
      ...item.answer.citations
        .filter((c) => (c.endIndex ?? c.startIndex ?? 0) > item.answer.text.length)
        .map((c) => `${item.id}: span of ${c.url}`),
      ...item.labels.citations
        .filter((label) => !item.answer.citations.some((c) => c.url === label.url))
        .map((label) => `${item.id}: label for ${label.url} without a citation`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('fresh held-out evaluation set', () => {
  const holdout = loadEvaluationSet(join(evaluationAnswersDir, '..', 'holdout'));
  const fresh = loadEvaluationSet(join(evaluationAnswersDir, '..', 'fresh'));

  it('parses, has at least 35 items, every language at least 5 times and every real engine at least 4 times', () => {
    expect(fresh.length).toBeGreaterThanOrEqual(35);
    for (const language of evaluationLanguages) {
      expect(fresh.filter((item) => item.language === language).length, language).toBeGreaterThanOrEqual(5);
    }
    for (const engine of connectableEngineIds) {
      expect(fresh.filter((item) => item.engine === engine).length, engine).toBeGreaterThanOrEqual(4);
    }
  });

  it('shares no id with the main and held-out sets', () => {
    const ids = [...items, ...holdout, ...fresh].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps citation offsets inside the answer and labels only stored citations', () => {
    const problems = [
      ...spanProblems(fresh),
      ...fresh.flatMap((item) =>
        item.labels.citations
          .filter((label) => !item.answer.citations.some((c) => c.url === label.url))
          .map((label) => `${item.id}: label for ${label.url} without a citation`),
      ),
    ];
    expect(problems).toEqual([]);
  });
});

describe('blind evaluation set (issue 40)', () => {
  const dir = (name: string) => join(evaluationAnswersDir, '..', name);
  const blind = loadEvaluationSet(dir('blind'));

  it('parses, has at least 40 items, half of them Korean, and every real engine at least 6 times', () => {
    expect(blind.length).toBeGreaterThanOrEqual(40);
    expect(blind.filter((item) => item.language === 'ko').length * 2).toBeGreaterThanOrEqual(blind.length);
    for (const engine of connectableEngineIds) {
      expect(blind.filter((item) => item.engine === engine).length, engine).toBeGreaterThanOrEqual(6);
    }
  });

  it('cites Naver’s and Daum’s sites and shares no id with the other sets', () => {
    const hosts = new Set(blind.flatMap((item) => item.labels.citations.map((c) => new URL(c.url).host)));
    for (const host of [
      'blog.naver.com',
      'cafe.naver.com',
      'kin.naver.com',
      'n.news.naver.com',
      'v.daum.net',
    ])
      expect(hosts.has(host), host).toBe(true);
    const ids = [
      ...items,
      ...loadEvaluationSet(dir('holdout')),
      ...loadEvaluationSet(dir('fresh')),
      ...blind,
    ].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps citation offsets inside the answer and labels every stored citation once', () => {
    const problems = [
      ...spanProblems(blind),
      ...blind.flatMap((item) =>
        item.answer.citations
          .filter((c) => item.labels.citations.filter((label) => label.url === c.url).length !== 1)
          .map((c) => `${item.id}: ${c.url} not labelled exactly once`),
      ),
    ];
    expect(problems).toEqual([]);
  });
});
