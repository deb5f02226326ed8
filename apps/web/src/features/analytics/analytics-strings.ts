import type { i18n as I18n } from 'i18next';

/**
 * Strings of the analytics screens (`/analytics/overview`, `/analytics/intent`), added to i18next when one of them
 * loads. English must have the same keys.
 */
export const analyticsKo = {
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  summary: '성공한 답변 n =',
  empty: '이 기간과 필터에 성공한 답변이 없습니다. 수집이 끝나거나 기간을 넓히면 표시됩니다.',
  ownBrand: '우리 브랜드',
  allEngines: '모든 엔진',
  allPrompts: '모든 프롬프트',
  n: 'n',
  nHint: '이 행의 성공한 답변 수',
  cellN: 'n {{n}}',
  cellTitle: '{{value}} ({{basis}}) {{interval}}',
  noData: '답변 없음',
  changeUp: '이전 기간 대비 유의미하게 증가 {{change}} (p = {{p}})',
  changeDown: '이전 기간 대비 유의미하게 감소 {{change}} (p = {{p}})',
  rawN: '{{brand}} n',
  engineMatrix: '엔진 × 브랜드',
  engineMatrixHint: '엔진마다 각 브랜드의 지표. 색은 고정 척도(비율 0–100%, 순위 1위가 진함, 감성 50 = 중립)',
  engine: '엔진',
  engineChart: '엔진별 가시성',
  engineChartHint: '엔진마다 브랜드를 언급한 답변 / 그 엔진의 성공한 답변',
  engineChartEmpty: '이 기간에 답변한 엔진이 없습니다.',
  intentMatrix: '의도별 지표',
  intentMatrixHint: '프롬프트 의도마다 각 브랜드의 지표 (수동 지정한 의도 포함)',
  intent: '의도',
  brandedMatrix: '브랜드명 포함 여부별 지표',
  brandedMatrixHint: '프롬프트에 우리 브랜드 이름(또는 별칭)이 들어 있는지에 따라',
  promptKind: '프롬프트',
  branded: '브랜드명 포함',
  nonBranded: '브랜드명 미포함',
  intentMix: '프롬프트 의도 구성',
  intentMixHint: '필터에 맞는 프롬프트 수를 의도별로',
  intentMixEmpty: '필터에 맞는 프롬프트가 없습니다.',
  prompts: '프롬프트 {{n}}개',
  promptCount: '프롬프트 수',
  promptIntents: '프롬프트와 의도',
  promptIntentsHint:
    '자동 분류가 틀렸다면 의도를 고치세요. 직접 지정한 의도는 다시 분류되지 않고 유지됩니다.',
  promptIntentsViewer: '의도를 고치려면 편집자 이상의 역할이 필요합니다.',
  prompt: '프롬프트',
  source: '분류',
  manual: '직접 지정',
  auto: '자동',
  answers: '답변 (n)',
  visibility: '우리 브랜드 가시성',
  intentLabel: '{{prompt}}의 의도',
  saved: '의도를 저장했습니다. 지표를 다시 계산합니다.',
  saveFailed: '의도를 저장하지 못했습니다',
  tableEmpty: '필터에 맞는 프롬프트가 없습니다.',
};

export const analyticsEn: typeof analyticsKo = {
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  summary: 'Successful answers n =',
  empty:
    'No successful answers for this range and filters. They show once a collect is done or the range is wider.',
  ownBrand: 'Our brand',
  allEngines: 'All engines',
  allPrompts: 'All prompts',
  n: 'n',
  nHint: "This row's successful answers",
  cellN: 'n {{n}}',
  cellTitle: '{{value}} ({{basis}}) {{interval}}',
  noData: 'No answers',
  changeUp: 'Significantly up {{change}} against the previous period (p = {{p}})',
  changeDown: 'Significantly down {{change}} against the previous period (p = {{p}})',
  rawN: '{{brand}} n',
  engineMatrix: 'Engine × brand',
  engineMatrixHint:
    'Each brand on each engine. Colours on fixed scales (rates 0–100 %, rank 1 darkest, sentiment 50 = neutral)',
  engine: 'Engine',
  engineChart: 'Visibility by engine',
  engineChartHint: "Answers mentioning each brand / the engine's successful answers",
  engineChartEmpty: 'No engine answered in this range.',
  intentMatrix: 'Metrics by intent',
  intentMatrixHint: "Each brand by the prompts' intent (intents set by hand included)",
  intent: 'Intent',
  brandedMatrix: 'Branded and non-branded prompts',
  brandedMatrixHint: 'Whether the prompt names our brand (or one of its aliases)',
  promptKind: 'Prompts',
  branded: 'Branded',
  nonBranded: 'Non-branded',
  intentMix: 'Intent mix of the prompts',
  intentMixHint: 'Prompts matching the filters, by intent',
  intentMixEmpty: 'No prompt matches these filters.',
  prompts: '{{n}} prompts',
  promptCount: 'Prompts',
  promptIntents: 'Prompts and their intent',
  promptIntentsHint:
    'Correct an intent the automatic classification got wrong. An intent set by hand is kept and never reclassified.',
  promptIntentsViewer: 'Correcting intents needs the editor role or more.',
  prompt: 'Prompt',
  source: 'Set by',
  manual: 'Set by hand',
  auto: 'Automatic',
  answers: 'Answers (n)',
  visibility: 'Our visibility',
  intentLabel: 'Intent of {{prompt}}',
  saved: 'The intent is saved. The numbers are recomputed.',
  saveFailed: 'The intent could not be saved',
  tableEmpty: 'No prompt matches these filters.',
};

/** Adds the analytics strings to both languages (once; later calls change nothing). */
export function registerAnalyticsStrings(i18n: I18n): void {
  if (i18n.exists('analytics.engineMatrix')) return;
  i18n.addResourceBundle('ko', 'translation', { analytics: analyticsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { analytics: analyticsEn }, true, false);
}
