import type { i18n as I18n } from 'i18next';

/**
 * Why "Collect now" was refused, added to i18next when the project page's chunk loads (they stay out of the entry
 * bundle that the sign-in page downloads). English must have the same keys.
 */
export const collectRefusalKo = {
  refused: '지금은 수집할 수 없습니다',
  inProgress: '"지금 수집"으로 시작한 수집이 아직 진행 중입니다. 끝난 뒤에 다시 시도하세요.',
  cooldown: '방금 "지금 수집"을 실행했습니다. {{seconds}}초 뒤에 다시 시도하세요.',
  quota:
    '이 수집은 {{wouldPlan}}개를 실행하지만, 조직의 24시간 한도 {{quota}}개 중 {{remaining}}개만 남았습니다. {{when}}',
  quotaFrom: '{{time}}부터 다시 실행할 수 있습니다.',
  quotaTooLarge:
    '한도보다 큰 수집입니다. 프롬프트나 엔진을 줄이거나 운영자에게 한도를 늘려 달라고 요청하세요.',
  budget:
    '수집 일시 중지됨: 월 예산에 도달했습니다. {{month}} 비용 {{cost}} / 예산 {{budget}}. 예산을 올리거나 없애면 다시 수집합니다.',
};

export const collectRefusalEn: typeof collectRefusalKo = {
  refused: 'Cannot collect now',
  inProgress: 'A collect started with "Collect now" is still running. Try again once it has finished.',
  cooldown: '"Collect now" was used moments ago. Try again in {{seconds}} s.',
  quota:
    'This collect would plan {{wouldPlan}} runs, but the organization has {{remaining}} of its {{quota}} runs per 24 hours left. {{when}}',
  quotaFrom: 'More runs are allowed from {{time}}.',
  quotaTooLarge:
    'It is larger than the whole quota: collect fewer prompts or engines, or ask the operator to raise it.',
  budget:
    'Collection paused: monthly budget reached. Cost of {{month}}: {{cost}} of a {{budget}} budget. Raise or remove the budget to collect again.',
};

/** Adds the strings to both languages (once; later calls change nothing). */
export function registerCollectRefusalStrings(i18n: I18n): void {
  if (i18n.exists('collectRefusal.refused')) return;
  i18n.addResourceBundle('ko', 'translation', { collectRefusal: collectRefusalKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { collectRefusal: collectRefusalEn }, true, false);
}
