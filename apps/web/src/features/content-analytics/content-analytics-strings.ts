import type { i18n as I18n } from 'i18next';

/**
 * Strings of `/analytics/content`, added to i18next when the screen loads. English must have the same keys.
 * Content type names as the source screens write them (a feature keeps its own strings).
 */
export const contentAnalyticsKo = {
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  summary: '성공한 답변 {{n}}개의 인용 {{citations}}건 · 인용된 페이지 {{pages}}개',
  noCitations: '이 기간에 인용된 페이지가 없습니다',
  noCitationsText:
    '필터에 맞는 답변이 어떤 페이지도 인용하지 않았습니다. 기간을 넓히거나 필터를 줄이면 표시됩니다.',
  openPages: '인용된 페이지 보기',
  mix: '콘텐츠 유형 구성',
  mixHint: '인용된 모든 페이지의 인용 수를 콘텐츠 유형별로 (조직의 수정이 우선)',
  mixCenter: '인용 {{n}}건',
  mixTable: '콘텐츠 유형별 인용',
  mixTableHint: '유형을 누르면 그 기간의 인용된 페이지로 이동합니다',
  mixExport: '콘텐츠-유형',
  columns: {
    contentType: '콘텐츠 유형',
    pages: '페이지',
    pagesHelp: '이 유형으로 인용된 서로 다른 페이지 수 (정규화된 주소 기준)',
    citations: '인용',
    share: '인용 점유율',
    shareHelp: '이 유형의 인용 / 이 기간의 모든 인용',
    impressionShare: '노출 점유율',
    impressionShareHelp: '위치 가중 단어 수(PAWC) 기준 이 유형의 몫',
    citationsOfRow: '인용 (n)',
    citationsOfRowHelp: '이 행의 인용 수: 각 칸의 점유율의 분모',
    top: '가장 많은 유형',
  },
  byEngine: '엔진별 콘텐츠 유형',
  byEngineHint: '엔진마다 그 엔진의 인용 중 각 콘텐츠 유형의 비율. 테두리 칸이 가장 많이 인용된 유형',
  byEngineExport: '엔진별-콘텐츠-유형',
  engine: '엔진',
  byIntent: '의도별로 이기는 콘텐츠 유형',
  byIntentHint:
    '프롬프트 의도마다 그 의도의 답변이 인용한 콘텐츠 유형의 비율. 테두리 칸이 그 의도에서 가장 많이 인용된 유형',
  byIntentExport: '의도별-콘텐츠-유형',
  intent: '의도',
  intentPrompts: '프롬프트 {{n}}개',
  allCitations: '모든 인용',
  rowEmpty: '이 조건에 인용이 없습니다.',
  cellTitle: '{{type}}: {{share}} ({{citations}} / {{total}}건)',
  winner: '가장 많이 인용됨',
  owned: '자사 페이지와 다른 페이지',
  ownedHint: '자사 미디어 도메인의 페이지와 그 밖의 모든 페이지의 콘텐츠 유형 구성 (각 100%)',
  ownedPages: '자사 페이지',
  otherPages: '다른 페이지',
  ownedDetail: '인용 {{citations}}건 · 페이지 {{pages}}개',
  ownedEmpty: '이 기간에 인용된 페이지가 없습니다.',
  ownedLink: '자사 페이지 보기',
  trend: '시간에 따른 콘텐츠 유형',
  trendHintDay: '날마다 인용 중 각 콘텐츠 유형의 비율',
  trendHintMonth: '달마다 인용 중 각 콘텐츠 유형의 비율',
  trendEmpty: '이 기간에 인용이 없습니다.',
  trendOneDay: '인용이 있는 날이 하루뿐이라 추이를 그릴 수 없습니다. 그날의 구성은 위의 표와 같습니다.',
  trendOneMonth: '인용이 있는 달이 한 달뿐이라 추이를 그릴 수 없습니다. 그 달의 구성은 위의 표와 같습니다.',
};

export const contentAnalyticsEn: typeof contentAnalyticsKo = {
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  summary: '{{citations}} citations in {{n}} successful answers · {{pages}} cited pages',
  noCitations: 'No page was cited in this range',
  noCitationsText:
    'The answers matching these filters cite no page. Widen the range or loosen the filters to see content types.',
  openPages: 'Open the cited pages',
  mix: 'Content type mix',
  mixHint: "Citations of every cited page by content type (your organization's corrections first)",
  mixCenter: '{{n}} citations',
  mixTable: 'Citations by content type',
  mixTableHint: "A type's name opens the pages cited in the range",
  mixExport: 'content-types',
  columns: {
    contentType: 'Content type',
    pages: 'Pages',
    pagesHelp: 'Distinct pages of this type cited (by normalized address)',
    citations: 'Citations',
    share: 'Share of citations',
    shareHelp: "This type's citations / every citation of the range",
    impressionShare: 'Impression share',
    impressionShareHelp: "This type's share of position-adjusted word count (PAWC)",
    citationsOfRow: 'Citations (n)',
    citationsOfRowHelp: "The row's citations: the denominator of every share in it",
    top: 'Most cited type',
  },
  byEngine: 'Content types by engine',
  byEngineHint:
    "Each engine's citations by content type. The outlined cell is the type the engine cites most",
  byEngineExport: 'content-types-by-engine',
  engine: 'Engine',
  byIntent: 'Content types that win per intent',
  byIntentHint:
    "The content types cited in the answers to each prompt intent. The outlined cell is the intent's winning type",
  byIntentExport: 'content-types-by-intent',
  intent: 'Intent',
  intentPrompts: '{{n}} prompts',
  allCitations: 'All citations',
  rowEmpty: 'No citations here.',
  cellTitle: '{{type}}: {{share}} ({{citations}} of {{total}})',
  winner: 'Most cited',
  owned: 'Owned pages against the others',
  ownedHint: "The content type mix of your owned media's pages and of every other page (100 % each)",
  ownedPages: 'Owned pages',
  otherPages: 'Other pages',
  ownedDetail: '{{citations}} citations · {{pages}} pages',
  ownedEmpty: 'No page was cited in this range.',
  ownedLink: 'Open the owned pages',
  trend: 'Content types over time',
  trendHintDay: 'Each day, the share of its citations per content type',
  trendHintMonth: 'Each month, the share of its citations per content type',
  trendEmpty: 'No citations in this range.',
  trendOneDay: 'Only one day of the range has citations, too few for a trend: its mix is the table above.',
  trendOneMonth:
    'Only one month of the range has citations, too few for a trend: its mix is the table above.',
};

export function registerContentAnalyticsStrings(i18n: I18n): void {
  if (i18n.exists('contentAnalytics.mix')) return;
  i18n.addResourceBundle('ko', 'translation', { contentAnalytics: contentAnalyticsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { contentAnalytics: contentAnalyticsEn }, true, false);
}
