import type { i18n as I18n } from 'i18next';

/**
 * Strings of the source screens, added to i18next when their chunk loads (they stay out of the entry bundle that the
 * sign-in page downloads). English must have the same keys.
 */
export const sourcesKo = {
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  summary: '성공한 답변 {{n}}개의 인용 {{citations}}건 · 비교 기간 {{from}} – {{to}} (답변 {{previousN}}개)',
  domains: '인용된 도메인',
  domainsHint: '엔진이 답변에서 인용한 도메인. 점유율은 이 기간의 모든 인용 대비',
  shown: '{{total}}개 중 {{shown}}개 (인용이 많은 순서로 최대 100개)',
  empty: '조건에 맞는 도메인이 없습니다.',
  search: '도메인 검색',
  types: '출처 유형',
  typesPlaceholder: '모든 유형',
  gap: '격차만: 경쟁사와 함께 인용되고 우리 브랜드와는 인용되지 않은 도메인',
  export: '인용된 도메인',
  corrected: '수정됨',
  correctedHint: '조직에서 출처 유형을 수정했습니다',
  owned: '자사',
  ofAnswers: '답변 {{n}}개 중 {{x}}개',
  columns: {
    domain: '도메인',
    sourceType: '출처 유형',
    citations: '인용',
    share: '인용 점유율',
    shareHelp: '이 도메인의 인용 / 이 기간의 모든 인용',
    rate: '인용한 답변',
    rateHelp: '이 도메인을 인용한 답변 / 성공한 답변(n)',
    impressionShare: '노출 점유율',
    impressionShareHelp: '위치 가중 단어 수(PAWC) 기준 이 도메인의 몫',
    position: '첫 인용 순서',
    positionHelp: '이 도메인이 처음 인용된 순서의 평균 (1 = 가장 먼저)',
    withBrand: '우리 브랜드와',
    withBrandHelp: '이 도메인을 인용하면서 우리 브랜드를 언급한 답변',
    withCompetitor: '경쟁사와',
    withCompetitorHelp: '이 도메인을 인용하면서 경쟁사를 언급한 답변',
    change: '이전 기간 대비',
    changeHelp: '인용한 답변 비율의 변화, 두 비율 검정(95%)으로 유의미할 때만 표시',
  },
};

export const sourcesEn: typeof sourcesKo = {
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  summary:
    '{{citations}} citations in {{n}} successful answers · compared with {{from}} – {{to}} ({{previousN}} answers)',
  domains: 'Cited domains',
  domainsHint: 'The domains the engines cited in their answers. Shares are of every citation of the range',
  shown: '{{shown}} of {{total}} (the 100 most cited at most)',
  empty: 'No domain matches these filters.',
  search: 'Search domains',
  types: 'Source types',
  typesPlaceholder: 'All types',
  gap: 'Gap only: cited beside competitors, never beside your brand',
  export: 'cited-domains',
  corrected: 'corrected',
  correctedHint: 'Your organization corrected this source type',
  owned: 'Owned',
  ofAnswers: '{{x}} of {{n}} answers',
  columns: {
    domain: 'Domain',
    sourceType: 'Source type',
    citations: 'Citations',
    share: 'Share of citations',
    shareHelp: "This domain's citations / every citation of the range",
    rate: 'Answers citing',
    rateHelp: 'Answers citing this domain / successful answers (n)',
    impressionShare: 'Impression share',
    impressionShareHelp: "This domain's share of position-adjusted word count (PAWC)",
    position: 'First cited at',
    positionHelp: 'Mean position of its first citation in an answer (1 = cited first)',
    withBrand: 'With your brand',
    withBrandHelp: 'Answers citing this domain that name your brand',
    withCompetitor: 'With competitors',
    withCompetitorHelp: 'Answers citing this domain that name a competitor',
    change: 'Against the period before',
    changeHelp:
      'Change of the rate of answers citing it, marked only when a two-proportion test finds it significant (95 %)',
  },
};

export function registerSourcesStrings(i18n: I18n): void {
  if (i18n.exists('sources.domains')) return;
  i18n.addResourceBundle('ko', 'translation', { sources: sourcesKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { sources: sourcesEn }, true, false);
}
