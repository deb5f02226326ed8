import type { i18n as I18n } from 'i18next';

/**
 * Strings of the dashboard screen, added to i18next when the screen's chunk loads (they stay out of the entry bundle
 * that the sign-in page downloads). English must have the same keys.
 */
export const dashboardKo = {
  summary: '성공한 답변 {{n}}개',
  summaryPrevious: '비교 기간 {{from}} – {{to}} (답변 {{n}}개)',
  noAnswers: '답변 없음 {{formatted}}건 (n에 포함되지 않음)',
  noAnswersSimple: '답변 없음 {{formatted}}건',
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  answersCard: '성공한 답변',
  answersHint: '이 기간에 엔진이 답한 실행 수 (답변 없음은 빼고)',
  trend: '가시성 추이: 우리 브랜드와 경쟁사',
  trendDescription: '하루 단위, 브랜드를 언급한 답변 / 그날의 답변. 옅은 띠는 우리 브랜드의 95% 구간',
  trendDescriptionSimple: '하루 단위, 브랜드를 언급한 답변 / 그날의 답변',
  trendEmpty: '이 기간에 답변이 있는 날이 없습니다.',
  ownBrand: '우리 브랜드',
  openTracking: '프로젝트 추적에서 자세히',
  engines: '엔진별',
  engineTable: '엔진별 우리 브랜드',
  enginesDescription: '엔진마다 브랜드를 언급한 답변의 비율, 엔진별 n',
  enginesDescriptionSimple: '엔진마다 브랜드를 언급한 답변의 비율',
  enginesEmpty: '이 기간에 답한 엔진이 없습니다.',
  engineColumns: {
    engine: '엔진',
    n: '답변 n',
    visibility: '우리 가시성',
    change: '이전 기간 대비',
    shareOfVoice: '점유율(답변)',
    position: '평균 순위',
    citationRate: '자사 인용률',
  },
  domains: '가장 많이 인용된 도메인',
  domainsDescription: '답변 {{n}}개의 인용 {{citations}}건 중',
  domainsEmpty: '이 기간의 답변에는 인용이 없습니다.',
  domainColumns: {
    domain: '도메인',
    sourceType: '출처 유형',
    citations: '인용',
    share: '인용 점유율',
    shareHelp: '이 도메인의 인용 수 / 이 기간 전체 인용 수',
    rate: '답변 중 비율',
    rateHelp: '이 도메인을 인용한 답변 수 / 성공한 답변 수',
    rateStatisticHelp: 'n은 성공한 답변 수이며, CSV에는 열로 따로 나갑니다.',
    impressionShare: '노출 점유율',
    impressionShareHelp: '답변 속 위치로 가중한 인용 노출(PAWC) 중 이 도메인의 몫',
  },
  owned: '자사',
  ownedHint: '프로젝트의 자사 미디어 도메인',
  ofAnswers: '{{n}}개 답변 중 {{x}}개',
  latest: '최근 답변',
  latestDescription: '이 기간의 가장 최근 답변 10개. 누르면 답변 전체가 열립니다.',
  exportEngines: 'dashboard-engines',
  exportDomains: 'dashboard-top-domains',
};

export const dashboardEn: typeof dashboardKo = {
  summary: '{{n}} successful answers',
  summaryPrevious: 'compared with {{from}} – {{to}} ({{n}} answers)',
  noAnswers: '{{formatted}} without an answer (not in n)',
  noAnswersSimple: '{{formatted}} without an answer',
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  answersCard: 'Successful answers',
  answersHint: 'Runs the engines answered in this range (runs without an answer left out)',
  trend: 'Visibility over time: our brand and competitors',
  trendDescription:
    "Per day, answers mentioning the brand / that day's answers. The light band is our brand's 95 % interval",
  trendDescriptionSimple: "Per day, answers mentioning the brand / that day's answers",
  trendEmpty: 'No day of this range has answers.',
  ownBrand: 'our brand',
  openTracking: 'More in Project Tracking',
  engines: 'By engine',
  engineTable: 'Our brand by engine',
  enginesDescription: 'Share of answers mentioning each brand, per engine, with each engine’s n',
  enginesDescriptionSimple: 'Share of answers mentioning each brand, per engine',
  enginesEmpty: 'No engine answered in this range.',
  engineColumns: {
    engine: 'Engine',
    n: 'Answers n',
    visibility: 'Our visibility',
    change: 'Against the previous period',
    shareOfVoice: 'Share of voice (answers)',
    position: 'Avg. position',
    citationRate: 'Owned citation rate',
  },
  domains: 'Top cited domains',
  domainsDescription: 'Of {{citations}} citations in {{n}} answers',
  domainsEmpty: 'The answers of this range cite no source.',
  domainColumns: {
    domain: 'Domain',
    sourceType: 'Source type',
    citations: 'Citations',
    share: 'Citation share',
    shareHelp: "This domain's citations / every citation of the range",
    rate: 'Of answers',
    rateHelp: 'Answers citing this domain / successful answers',
    rateStatisticHelp: 'n is the successful answers, a column of its own in the CSV.',
    impressionShare: 'Impression share',
    impressionShareHelp:
      "This domain's part of the citation impression (PAWC, weighted by place in the answer)",
  },
  owned: 'Owned',
  ownedHint: "One of the project's owned media domains",
  ofAnswers: '{{x}} of {{n}} answers',
  latest: 'Latest answers',
  latestDescription: 'The 10 newest answers of the range. Click one to read it whole.',
  exportEngines: 'dashboard-engines',
  exportDomains: 'dashboard-top-domains',
};

/** Adds the dashboard strings to both languages (once; later calls change nothing). */
export function registerDashboardStrings(i18n: I18n): void {
  if (i18n.exists('dashboard.trend')) return;
  i18n.addResourceBundle('ko', 'translation', { dashboard: dashboardKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { dashboard: dashboardEn }, true, false);
}
