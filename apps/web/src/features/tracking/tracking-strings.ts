import type { i18n as I18n } from 'i18next';

/**
 * Strings of the tracking screen, added to i18next when the screen's chunk loads (they stay out of the entry bundle
 * that the sign-in page downloads). English must have the same keys.
 */
export const trackingKo = {
  brand: '브랜드',
  intent: '의도',
  ownBrand: '우리 브랜드',
  brandAnswers: '{{brand}}을(를) 언급한 답변 보기',
  visibility: '가시성',
  visibilityHint: '이 브랜드를 언급한 답변 수 / 성공한 답변 수(n), 95% 윌슨 구간',
  shareOfVoice: '점유율(답변 기준)',
  shareOfVoiceHint: '이 브랜드를 언급한 답변 수 / 추적 브랜드별 언급 답변 수의 합',
  mentionShareOfVoice: '점유율(언급 기준)',
  mentionShareOfVoiceHint: '이 브랜드의 언급 횟수 / 추적 브랜드 언급 횟수의 합',
  position: '평균 순위',
  positionHint: '언급된 답변에서 추적 브랜드 중 몇 번째로 나왔는지의 평균 (1 = 가장 먼저)',
  top1: '1위 비율',
  top1Hint: '이 브랜드가 가장 먼저 나온 답변 수 / n',
  sentiment: '감성 점수',
  sentimentHint: '언급 문장의 감성 평균을 0–100으로 (50 = 중립)',
  ofAnswers: '{{n}}개 답변 중 {{mentioning}}개',
  noAnswers: '답변 없음 {{formatted}}건 (n에 포함되지 않음)',
  noAnswersSimple: '답변 없음 {{formatted}}건',
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
};

export const trackingEn: typeof trackingKo = {
  brand: 'Brand',
  intent: 'Intent',
  ownBrand: 'Our brand',
  brandAnswers: 'The answers that mention {{brand}}',
  visibility: 'Visibility',
  visibilityHint: 'Answers mentioning the brand / successful answers (n), with the 95 % Wilson interval',
  shareOfVoice: 'Share of voice (answers)',
  shareOfVoiceHint: "Answers mentioning the brand / the sum of each tracked brand's answers mentioning it",
  mentionShareOfVoice: 'Share of voice (mentions)',
  mentionShareOfVoiceHint: "Mentions of the brand / the sum of every tracked brand's mentions",
  position: 'Avg. position',
  positionHint: 'Mean rank among tracked brands in the answers that mention it (1 = named first)',
  top1: 'Named first',
  top1Hint: 'Answers naming the brand first / n',
  sentiment: 'Sentiment',
  sentimentHint: 'Mean tone of the sentences naming the brand, on 0–100 (50 = neutral)',
  ofAnswers: '{{mentioning}} of {{n}} answers',
  noAnswers: '{{formatted}} without an answer (not in n)',
  noAnswersSimple: '{{formatted}} without an answer',
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
};

/** Adds the tracking strings to both languages (once; later calls change nothing). */
export function registerTrackingStrings(i18n: I18n): void {
  if (i18n.exists('tracking.brand')) return;
  i18n.addResourceBundle('ko', 'translation', { tracking: trackingKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { tracking: trackingEn }, true, false);
}
