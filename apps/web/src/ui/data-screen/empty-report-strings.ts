import type { i18n as I18n } from 'i18next';

/** Why a report is empty (ui/data-screen/EmptyReportState), one text per reason the API gives. English has the same keys. */
export const emptyReportKo = {
  beforeFirstDayTitle: '프로젝트 시작 전 기간입니다',
  beforeFirstDay: '이 프로젝트의 첫날은 {{firstDay}}입니다. 그 뒤의 기간을 고르세요.',
  engineNotInProjectTitle: '이 프로젝트가 수집하지 않는 엔진입니다',
  engineNotInProject: '{{engines}}: 이 프로젝트는 {{projectEngines}}만 수집합니다.',
  collectPendingTitle: '수집이 진행 중입니다',
  collectPending: '{{day}} 수집이 아직 끝나지 않았습니다. 끝나면 여기에 답변이 표시됩니다.',
  filtersExcludeAllTitle: '필터에 맞는 답변이 없습니다',
  filtersExcludeAll:
    '이 기간의 답변 {{answers}}개가 있지만 고른 태그·의도·브랜드 포함 여부·프롬프트에 맞는 답변은 없습니다.',
  allRunsFailedTitle: '모든 실행이 실패했습니다',
  allRunsFailed: '이 기간의 실행 {{failed}}건이 모두 실패했습니다. 수집 날짜 화면에서 이유를 확인하세요.',
  openCollectDay: '{{day}} 수집 보기',
  noCollectTitle: '아직 데이터가 없습니다',
  noCollect: '이 기간에는 아직 수집이 없습니다. 수집은 프로젝트 일정에 따라 매일 실행됩니다.',
};

export const emptyReportEn: typeof emptyReportKo = {
  beforeFirstDayTitle: 'Before the project began',
  beforeFirstDay: "This project's first day is {{firstDay}}. Choose a period after it.",
  engineNotInProjectTitle: 'An engine this project does not collect',
  engineNotInProject: '{{engines}}: this project collects only {{projectEngines}}.',
  collectPendingTitle: 'Collecting',
  collectPending: 'The collect of {{day}} has not finished yet. Its answers appear here when it does.',
  filtersExcludeAllTitle: 'No answer matches the filters',
  filtersExcludeAll:
    'This period has {{answers}} answers, but none matches the tags, intents, branded filter or prompts chosen.',
  allRunsFailedTitle: 'Every run failed',
  allRunsFailed: 'All {{failed}} runs of this period failed. The collect day says why.',
  openCollectDay: 'Open the collect of {{day}}',
  noCollectTitle: 'No data yet',
  noCollect:
    "Nothing has been collected in this period yet. Collections run every day at the project's scheduled time.",
};

/** Adds the empty report strings to both languages (once). */
export function registerEmptyReportStrings(i18n: I18n): void {
  if (i18n.exists('emptyReport.noCollect')) return;
  i18n.addResourceBundle('ko', 'translation', { emptyReport: emptyReportKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { emptyReport: emptyReportEn }, true, false);
}
