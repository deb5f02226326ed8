import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Strings of a domain over time (`/projects/sources/domains/{domain}`), loaded with its chunk. English has the same keys. */
export const domainOverTimeKo = {
  back: '← 출처 목록',
  overTime: '기간별 추이',
  lede: '모든 프롬프트와 엔진의 답변이 이 도메인을 얼마나 인용하는지, 인용한 답변이 어느 브랜드를 언급하는지 봅니다.',
  answersCitingLink: '이 도메인을 인용한 답변 보기',
  summary: '답변 {{n}}개 중 {{x}}개가 이 도메인을 인용했습니다 ({{share}}).',
  allPrompts: '이 화면은 모든 프롬프트를 봅니다. 프롬프트 필터는 여기에 적용되지 않습니다.',
  empty: '이 기간에는 이 도메인을 인용한 답변이 없습니다.',
  simulated:
    '이 기간의 답변에는 실제 AI 엔진이 아닌 시뮬레이터가 만든 시뮬레이션 데이터가 포함되어 있습니다.',
  shareChart: '인용한 답변 비율 추이',
  shareChartHintDay:
    '일별, 엔진마다 이 도메인을 인용한 답변 비율 (n = 그날의 성공한 답변). 띠는 전체 엔진의 95% 구간',
  shareChartHintWeek:
    '주별(ISO 주, 월요일 기준), 엔진마다 이 도메인을 인용한 답변 비율 (n = 그 주의 성공한 답변). 띠는 전체 엔진의 95% 구간',
  allEngines: '전체 엔진',
  noAnswers: '이 기간에는 답변이 없습니다.',
  brands: '경쟁사와 함께 보기',
  brandsHint:
    '브랜드마다 이 도메인을 인용한 답변에서의 가시성과 같은 필터의 전체 가시성. 차이가 크면 이 도메인이 그 브랜드 쪽 이야기를 합니다.',
  brand: '브랜드',
  ownBrand: '우리 브랜드',
  citingRate: '인용한 답변에서의 가시성',
  citingRateHelp: '이 도메인을 인용한 답변 중 브랜드를 언급한 답변 / 이 도메인을 인용한 답변',
  visibility: '전체 가시성',
  visibilityHelp: '브랜드를 언급한 답변 / 같은 필터의 성공한 답변(n)',
  difference: '차이',
  differenceHelp:
    '인용한 답변에서의 가시성 − 전체 가시성. 표시는 인용한 답변과 나머지 답변의 차이가 95% 수준에서 유의할 때만 붙습니다.',
  significant: '유의',
  differenceP: '차이의 p값',
  pEquals: 'p = {{p}}',
  pBelow: 'p {{p}}',
  ofCiting: '인용한 답변 {{n}}개 중 {{x}}개',
  ofAnswers: '답변 {{n}}개 중 {{x}}개',
  brandsExport: '도메인의-브랜드',
  brandsChart: '브랜드별 가시성',
  brandsChartHint: '이 도메인을 인용한 답변에서와 전체 답변에서',
  brandsTrend: '인용한 답변에서의 브랜드 가시성 추이',
  brandsTrendHint: '기간별, 이 도메인을 인용한 답변 중 각 브랜드를 언급한 답변 비율',
  prompts: '이 도메인을 인용한 프롬프트',
  promptsHint: '답변이 이 도메인을 인용한 프롬프트. 비율 = 그 프롬프트의 답변 중 이 도메인을 인용한 답변',
  promptsEmpty: '이 기간에 이 도메인을 인용한 프롬프트가 없습니다.',
  promptsExport: '도메인을-인용한-프롬프트',
  prompt: '프롬프트',
  intent: '의도',
  promptShare: '인용한 답변 비율',
  promptCiting: '인용한 답변',
  promptAnswers: '답변',
  promptEngines: '엔진별 (인용한 답변/답변)',
  engineCount: '{{engine}} {{x}}/{{n}}',
};

export const domainOverTimeEn: typeof domainOverTimeKo = {
  back: '← Sources',
  overTime: 'Over time',
  lede: "How often every prompt's and engine's answers cite this domain, and which brands the answers citing it name.",
  answersCitingLink: 'Answers citing this domain',
  summary: '{{x}} of {{n}} answers cite this domain ({{share}}).',
  allPrompts: 'This screen covers every prompt: the prompt filter does not apply here.',
  empty: 'No answer cites this domain in this period.',
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  shareChart: 'Share of answers citing it',
  shareChartHintDay:
    "Per day, the share of each engine's answers citing this domain (n = the day's successful answers). Band: 95 % interval of all engines",
  shareChartHintWeek:
    "Per ISO week (from Monday), the share of each engine's answers citing this domain (n = the week's successful answers). Band: 95 % interval of all engines",
  allEngines: 'All engines',
  noAnswers: 'No answers in this range.',
  brands: 'Competitors beside it',
  brandsHint:
    "Each brand's visibility in the answers citing this domain, beside its visibility over the same filter. A large difference means the domain tells that brand's story.",
  brand: 'Brand',
  ownBrand: 'your brand',
  citingRate: 'Visibility in answers citing it',
  citingRateHelp: 'Answers citing this domain that name the brand / answers citing this domain',
  visibility: 'Overall visibility',
  visibilityHelp: 'Answers naming the brand / successful answers of the same filter (n)',
  difference: 'Difference',
  differenceHelp:
    'Visibility in answers citing it − overall visibility. Marked only when the answers citing it and the other answers differ at the 95 % level.',
  significant: 'significant',
  differenceP: 'Difference p-value',
  pEquals: 'p = {{p}}',
  pBelow: 'p {{p}}',
  ofCiting: '{{x}} of {{n}} citing answers',
  ofAnswers: '{{x}} of {{n}} answers',
  brandsExport: 'domain-brands',
  brandsChart: 'Visibility by brand',
  brandsChartHint: 'In the answers citing this domain, and in every answer',
  brandsTrend: 'Brands in the answers citing it, over time',
  brandsTrendHint: 'Per period, the share of the answers citing this domain that name each brand',
  prompts: 'Prompts citing this domain',
  promptsHint:
    "The prompts whose answers cite this domain. Share = the prompt's answers citing it / its answers",
  promptsEmpty: 'No prompt cited this domain in this range.',
  promptsExport: 'prompts-citing-domain',
  prompt: 'Prompt',
  intent: 'Intent',
  promptShare: 'Share citing it',
  promptCiting: 'Answers citing',
  promptAnswers: 'Answers',
  promptEngines: 'By engine (citing/answers)',
  engineCount: '{{engine}} {{x}}/{{n}}',
};

export type DomainOverTimeKey = keyof typeof domainOverTimeKo;

export function registerDomainOverTimeStrings(i18n: I18n): void {
  if (i18n.exists('domainOverTime.overTime')) return;
  i18n.addResourceBundle('ko', 'translation', { domainOverTime: domainOverTimeKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { domainOverTime: domainOverTimeEn }, true, false);
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * This feature's strings by their short key (checked against `domainOverTimeKo`, which lib/i18n/i18next.d.ts types as
 * `domainOverTime`), for tables and charts that are handed a key rather than a literal.
 */
export function useDomainOverTimeText(): (
  key: DomainOverTimeKey,
  values?: Record<string, unknown>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: DomainOverTimeKey, values?: Record<string, unknown>) =>
      (t as unknown as Translate)(`domainOverTime.${key}`, values),
    [t],
  );
}
