import type { i18n as I18n } from 'i18next';

/**
 * Strings of the tracking screen's metric cards, charts and heat table, added to i18next with the screen's chunk.
 * English must have the same keys.
 */
export const trackingChartsKo = {
  kpis: '우리 브랜드 주요 지표',
  summary: '성공한 답변 n =',
  summaryPrevious: '비교 기간 {{from}} – {{to}} (답변 {{n}}개)',
  trend: '브랜드별 {{metric}} 추이',
  trendHint: '{{grain}} 단위. 음영은 우리 브랜드의 95% 윌슨 구간',
  trendHintNoBand: '{{grain}} 단위. 평균값이라 구간은 그리지 않습니다',
  trendEmpty: '이 기간에 성공한 답변이 없어 추이를 그릴 수 없습니다.',
  engines: '엔진별 가시성 추이',
  enginesHint: '엔진마다 브랜드별 가시성 ({{grain}} 단위). 음영은 우리 브랜드의 95% 구간',
  engineN: '답변 {{n}}개',
  engineEmpty: '이 엔진은 이 기간에 답변이 없습니다.',
  engineFailed: '이 엔진의 추이를 불러오지 못했습니다: {{message}}',
  shareOfVoice: '점유율: 답변 기준과 언급 기준',
  shareOfVoiceHint: '답변 기준은 브랜드를 언급한 답변 수, 언급 기준은 언급 횟수로 나눈 몫',
  shareOfVoiceEmpty: '이 기간 답변에서 추적 브랜드가 한 번도 언급되지 않았습니다.',
  byAnswers: '답변 기준',
  byMentions: '언급 기준',
  mentioningAnswers: '언급한 답변 {{n}}개',
  sentiment: '감성 분포',
  sentimentHint: '브랜드가 언급된 답변의 감성 라벨별 답변 수',
  sentimentEmpty: '감성을 셀 언급이 아직 없습니다.',
  positive: '긍정',
  neutral: '중립',
  negative: '부정',
  positions: '답변 안의 첫 언급 위치',
  positionsHint: '브랜드가 답변의 앞·가운데·뒤 3분의 1 중 어디서 처음 나왔는지 (답변 수)',
  positionsEmpty: '위치를 셀 언급이 아직 없습니다.',
  top: '앞',
  middle: '가운데',
  bottom: '뒤',
  heat: '프롬프트 × 엔진 가시성',
  heatHint: '칸마다 선택한 브랜드를 언급한 답변 / 그 프롬프트와 엔진의 답변(n). 칸을 누르면 답변을 봅니다',
  heatBrand: '브랜드',
  heatPrompt: '프롬프트',
  heatAll: '모든 엔진',
  heatCellTitle: '{{n}}개 답변 중 {{mentioning}}개 언급',
  heatNoAnswers: '답변 없음',
  heatEmpty: '이 필터에 맞는 프롬프트가 없습니다.',
  heatN: 'n {{n}}',
  heatDrawer: '{{engine}} · {{prompt}}',
  heatMentioning: '{{column}} 언급 답변',
  heatSampleSize: '{{column}} n',
  branded: '브랜드명 포함',
  impressionShare: '자사 노출 점유율',
  impressionShareHint:
    '답변 문장의 단어 수를 인용한 출처에 나누고 앞 문장일수록 가중(GEO 노출)한 합에서 자사 URL의 몫',
};

export const trackingChartsEn: typeof trackingChartsKo = {
  kpis: 'Key numbers of our brand',
  summary: 'Successful answers n =',
  summaryPrevious: 'Compared with {{from}} – {{to}} ({{n}} answers)',
  trend: '{{metric}} by brand over time',
  trendHint: "By {{grain}}. The band is our brand's 95 % Wilson interval",
  trendHintNoBand: 'By {{grain}}. A mean, so no interval band is drawn',
  trendEmpty: 'No successful answers in this range, so there is no trend to draw.',
  engines: 'Visibility by engine over time',
  enginesHint: "Each engine's visibility per brand (by {{grain}}). The band is our brand's 95 % interval",
  engineN: '{{n}} answers',
  engineEmpty: 'This engine has no answers in this range.',
  engineFailed: "This engine's trend could not be loaded: {{message}}",
  shareOfVoice: 'Share of voice by answers and by mentions',
  shareOfVoiceHint:
    'Answer-based: answers mentioning each brand; mention-based: how often each brand is named',
  shareOfVoiceEmpty: 'No tracked brand was mentioned in the answers of this range.',
  byAnswers: 'By answers',
  byMentions: 'By mentions',
  mentioningAnswers: '{{n}} answers mentioning',
  sentiment: 'Sentiment distribution',
  sentimentHint: 'Answers mentioning each brand, by the sentiment label of the mention',
  sentimentEmpty: 'No mentions to count the sentiment of yet.',
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
  positions: 'Where in the answer the brand first appears',
  positionsHint: 'Answers whose first mention of the brand is in the top, middle or bottom third',
  positionsEmpty: 'No mentions to place yet.',
  top: 'Top',
  middle: 'Middle',
  bottom: 'Bottom',
  heat: 'Prompt × engine visibility',
  heatHint:
    "Each cell: answers mentioning the chosen brand / that prompt's answers on that engine (n). Click a cell for its answers",
  heatBrand: 'Brand',
  heatPrompt: 'Prompt',
  heatAll: 'All engines',
  heatCellTitle: '{{mentioning}} of {{n}} answers mention it',
  heatNoAnswers: 'No answers',
  heatEmpty: 'No prompt matches these filters.',
  heatN: 'n {{n}}',
  heatDrawer: '{{engine}} · {{prompt}}',
  heatMentioning: '{{column}} answers mentioning',
  heatSampleSize: '{{column}} n',
  branded: 'Branded',
  impressionShare: 'Owned impression share',
  impressionShareHint:
    "Owned URLs' share of the answers' GEO impression: each sentence's words split among the sources it cites, earlier sentences weighted more",
};

/** Adds the tracking chart strings to both languages (once; later calls change nothing). */
export function registerTrackingChartStrings(i18n: I18n): void {
  if (i18n.exists('trackingCharts.kpis')) return;
  i18n.addResourceBundle('ko', 'translation', { trackingCharts: trackingChartsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { trackingCharts: trackingChartsEn }, true, false);
}
