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
  prompt: '프롬프트',
  allPrompts: '모든 프롬프트',
  nothingFound: '일치하는 항목이 없습니다',
  clear: '필터 초기화',
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
  prompt: 'Prompt',
  allPrompts: 'All prompts',
  nothingFound: 'Nothing matches',
  clear: 'Clear filters',
};

/** Adds the filter bar's strings to both languages (once; later calls change nothing). */
export function registerFilterStrings(i18n: I18n): void {
  if (i18n.exists('filters.range')) return;
  i18n.addResourceBundle('ko', 'translation', { filters: filtersKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { filters: filtersEn }, true, false);
}
