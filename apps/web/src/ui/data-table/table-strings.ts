import type { i18n as I18n } from 'i18next';

/**
 * Strings of the data table, added to i18next when a screen with a table loads (they stay out of the entry bundle
 * that the sign-in page downloads). English must have the same keys.
 */
export const tableKo = {
  exportCsv: 'CSV 내보내기',
  exportHint: '지금 표에 보이는 행과 열을 CSV 파일로 내려받습니다 (숫자는 형식 없이 원래 값)',
  pagination: '{{total}}개 중 {{from}}–{{to}}',
  loading: '불러오는 중…',
  empty: '표시할 데이터가 없습니다.',
  yes: '예',
  no: '아니요',
  numerator: '{{column}} 해당 수',
  sampleSize: '{{column}} n',
  lowerBound: '{{column}} 95% 구간 하한',
  upperBound: '{{column}} 95% 구간 상한',
  scrollHint: '옆으로 밀어 더 보기',
  notSorted: '정렬 안 됨',
  sortedAscending: '오름차순 정렬됨',
  sortedDescending: '내림차순 정렬됨',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
};

export const tableEn: typeof tableKo = {
  exportCsv: 'Export CSV',
  exportHint: 'Downloads the rows and columns shown now as a CSV file (numbers raw, not formatted)',
  pagination: '{{from}}–{{to}} of {{total}}',
  loading: 'Loading…',
  empty: 'There is nothing to show.',
  yes: 'yes',
  no: 'no',
  numerator: '{{column}} count',
  sampleSize: '{{column}} n',
  lowerBound: '{{column}} 95% low',
  upperBound: '{{column}} 95% high',
  scrollHint: 'Scroll sideways for more',
  notSorted: 'Not sorted',
  sortedAscending: 'Sorted ascending',
  sortedDescending: 'Sorted descending',
  previousPage: 'Previous page',
  nextPage: 'Next page',
};

/** Adds the table strings to both languages (once; later calls change nothing). */
export function registerTableStrings(i18n: I18n): void {
  if (i18n.exists('table.exportCsv')) return;
  i18n.addResourceBundle('ko', 'translation', { table: tableKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { table: tableEn }, true, false);
}
