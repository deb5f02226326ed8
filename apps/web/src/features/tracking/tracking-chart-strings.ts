import type { i18n as I18n } from 'i18next';

/**
 * Strings of the tracking screen's metric cards and charts, added to i18next with the screen's chunk. English must
 * have the same keys.
 */
export const trackingChartsKo = {
  kpis: '우리 브랜드 주요 지표',
  visibilityTrend: '브랜드별 가시성 추이',
  visibilityTrendHint:
    '하루 단위 가시성 (언급한 답변 / 그날 성공한 답변). 음영은 우리 브랜드의 95% 윌슨 구간',
  visibilityTrendEmpty: '이 기간에 성공한 답변이 없어 추이를 그릴 수 없습니다.',
  shareOfVoice: '점유율(SoV)',
  shareOfVoiceHint: '브랜드를 언급한 답변 수 기준, 추적 브랜드 합계 대비',
  shareOfVoiceEmpty: '이 기간 답변에서 추적 브랜드가 한 번도 언급되지 않았습니다.',
  answersPerDay: '하루 성공한 답변',
  mentioningAnswers: '언급한 답변',
  positionN: '언급된 답변 {{n}}개 기준',
  citationRateN: '자사 URL 인용 답변 {{citing}}개',
  loadFailed: '추적 데이터를 불러오지 못했습니다.',
  retry: '다시 시도',
};

export const trackingChartsEn: typeof trackingChartsKo = {
  kpis: 'Key numbers of our brand',
  visibilityTrend: 'Visibility by brand over time',
  visibilityTrendHint:
    "Daily visibility (answers mentioning the brand / that day's successful answers). The band is our brand's 95 % Wilson interval",
  visibilityTrendEmpty: 'No successful answers in this range, so there is no trend to draw.',
  shareOfVoice: 'Share of voice',
  shareOfVoiceHint: 'By answers mentioning each brand, out of all tracked brands',
  shareOfVoiceEmpty: 'No tracked brand was mentioned in the answers of this range.',
  answersPerDay: 'Successful answers that day',
  mentioningAnswers: 'answers mentioning',
  positionN: 'over {{n}} answers mentioning it',
  citationRateN: '{{citing}} answers cite an owned URL',
  loadFailed: 'The tracking data could not be loaded.',
  retry: 'Retry',
};

/** Adds the tracking chart strings to both languages (once; later calls change nothing). */
export function registerTrackingChartStrings(i18n: I18n): void {
  if (i18n.exists('trackingCharts.kpis')) return;
  i18n.addResourceBundle('ko', 'translation', { trackingCharts: trackingChartsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { trackingCharts: trackingChartsEn }, true, false);
}
