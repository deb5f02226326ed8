import type { i18n as I18n } from 'i18next';

/**
 * Strings of the filter bar, added to i18next when a screen with filters loads (they stay out of the entry bundle
 * that the sign-in page downloads). English must have the same keys.
 */
export const filtersKo = {
  label: '필터',
  range: '기간',
  last7: '최근 7일',
  last30: '최근 30일',
  last90: '최근 90일',
  engines: '엔진',
  allEngines: '모든 엔진',
  tags: '태그',
  allTags: '모든 태그',
  intents: '의도',
  allIntents: '모든 의도',
  branded: '브랜드 언급 프롬프트',
  allPromptKinds: '전체',
  brandedOnly: '브랜드명 포함',
  nonBrandedOnly: '브랜드명 미포함',
  prompt: '프롬프트',
  allPrompts: '모든 프롬프트',
  nothingFound: '일치하는 항목이 없습니다',
  clear: '필터 초기화',
  engineCount_one: '엔진 {{count, number}}',
  engineCount_other: '엔진 {{count, number}}',
  tagCount_one: '태그 {{count, number}}',
  tagCount_other: '태그 {{count, number}}',
  intentCount_one: '의도 {{count, number}}',
  intentCount_other: '의도 {{count, number}}',
  summary: '필터: {{summary}}',
  summaryActive: '필터: {{summary}} ({{count, number}}개 적용)',
  reset: '초기화',
  close: '닫기',
  closeSheet: '필터 닫기',
  invalid: '이 필터로는 보고서를 만들 수 없습니다',
  invalidHint: '공유된 링크의 태그나 프롬프트가 지금 프로젝트에 없을 수 있습니다.',
  loadFailed: '데이터를 불러오지 못했습니다',
  retry: '다시 시도',
};

export const filtersEn: typeof filtersKo = {
  label: 'Filters',
  range: 'Date range',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  engines: 'Engines',
  allEngines: 'All engines',
  tags: 'Tags',
  allTags: 'All tags',
  intents: 'Intents',
  allIntents: 'All intents',
  branded: 'Branded prompts',
  allPromptKinds: 'All prompts',
  brandedOnly: 'Branded only',
  nonBrandedOnly: 'Non-branded only',
  prompt: 'Prompt',
  allPrompts: 'All prompts',
  nothingFound: 'Nothing matches',
  clear: 'Clear filters',
  engineCount_one: '{{count, number}} engine',
  engineCount_other: '{{count, number}} engines',
  tagCount_one: '{{count, number}} tag',
  tagCount_other: '{{count, number}} tags',
  intentCount_one: '{{count, number}} intent',
  intentCount_other: '{{count, number}} intents',
  summary: 'Filters: {{summary}}',
  summaryActive: 'Filters: {{summary}} ({{count, number}} active)',
  reset: 'Reset',
  close: 'Close',
  closeSheet: 'Close filters',
  invalid: 'No report can be made with these filters',
  invalidHint: 'A tag or prompt of a shared link may no longer be in the project.',
  loadFailed: 'The data could not be loaded',
  retry: 'Retry',
};

/** Adds the filter bar's strings to both languages (once; later calls change nothing). */
export function registerFilterStrings(i18n: I18n): void {
  if (i18n.exists('filters.range')) return;
  i18n.addResourceBundle('ko', 'translation', { filters: filtersKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { filters: filtersEn }, true, false);
}
