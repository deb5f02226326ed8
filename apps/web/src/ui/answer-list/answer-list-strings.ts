import type { i18n as I18n } from 'i18next';

/**
 * Strings of the answer list (ui/answer-list), added to i18next when a screen with the list loads, so they stay out
 * of the entry bundle. English must have the same keys.
 */
export const answerListKo = {
  title: '답변',
  more: '더 보기',
  empty: '이 조건에 맞는 답변이 없습니다.',
  emptyHint: '기간을 넓히거나 필터를 줄여 보세요. 답변은 수집이 끝난 뒤에 나타납니다.',
  loadFailed: '답변을 불러오지 못했습니다',
  retry: '다시 시도',
  noBrands: '추적 브랜드 언급 없음',
  noAnswer: '답변 없음',
  citations: '인용 {{formatted}}건',
  openChat: '답변 보기:',
  simulated: '시뮬레이션',
  simulatedHint: '시뮬레이터가 만든 답변입니다. 실제 AI 엔진의 답변이 아닙니다.',
  rank: '{{rank}}번째로 언급',
  shown: '{{formatted}}개 표시',
};

export const answerListEn: typeof answerListKo = {
  title: 'Answers',
  more: 'Show more',
  empty: 'No answer matches these filters.',
  emptyHint: 'Widen the range or remove a filter. Answers appear once a collect has finished.',
  loadFailed: 'The answers could not be loaded',
  retry: 'Retry',
  noBrands: 'No tracked brand named',
  noAnswer: 'No answer',
  citations: 'Citations: {{formatted}}',
  openChat: 'Open the answer:',
  simulated: 'Simulated',
  simulatedHint: 'Made by the simulator, not a real AI engine answer.',
  rank: 'Named {{rank}}.',
  shown: '{{formatted}} shown',
};

/** Adds the answer list strings to both languages (once; later calls change nothing). */
export function registerAnswerListStrings(i18n: I18n): void {
  if (i18n.exists('answerList.more')) return;
  i18n.addResourceBundle('ko', 'translation', { answerList: answerListKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { answerList: answerListEn }, true, false);
}
