import type { i18n as I18n } from 'i18next';

/** Strings of the alert rules (on the watch screens). English must have the same keys. */
export const alertRulesKo = {
  title: '알림 규칙',
  hint: '수집이 끝날 때마다 확인하고, 조건에 맞으면 규칙마다 하루에 한 번 앱과 메일로 알려 드립니다. 기간의 모든 날 수집이 끝난 뒤에만 판단합니다.',
  hintWatch:
    '이 워치의 일치율에 대한 규칙입니다. 수집이 끝날 때마다 확인하고, 규칙마다 하루에 한 번 알립니다.',
  add: '알림 규칙 추가',
  edit: '수정',
  delete: '삭제',
  deleteConfirm: '알림 규칙 "{{name}}"을(를) 삭제할까요?',
  empty: '알림 규칙이 없습니다.',
  columns: {
    name: '이름',
    subject: '대상',
    condition: '조건',
    lastFired: '마지막 알림',
    lastCheck: '마지막 확인',
    active: '사용',
  },
  never: '없음',
  check: {
    fired: '알림 조건에 맞음',
    pending: '수집 대기: {{days}}일 중 {{complete}}일 수집 완료',
    quiet: '조건에 맞지 않음',
    runs: '실행 {{planned, number}}개 중 {{ended, number}}개 끝남',
    never: '아직 확인 안 함',
  },
  conditions: {
    below: '{{window}}일 비율이 {{threshold}} 아래로 내려가면',
    above: '{{window}}일 비율이 {{threshold}}를 넘으면',
    change: '{{window}}일 비율이 이전 {{window}}일보다 유의미하게 변하면 (95%)',
    appears: '{{window}}일 동안 처음 나타나면 (이전 {{window}}일에는 없음)',
    disappears: '{{window}}일 동안 사라지면 (이전 {{window}}일에는 있음)',
  },
  conditionNames: {
    below: '기준 아래',
    above: '기준 초과',
    change: '유의미한 변화',
    appears: '처음 나타남',
    disappears: '사라짐',
  },
  subjectWatch: '워치: {{name}}',
  subjectBrand: '가시성: {{name}}',
  form: {
    createTitle: '알림 규칙 추가',
    editTitle: '알림 규칙 수정',
    name: '이름',
    subject: '대상',
    subjectHint: '워치의 일치율, 또는 브랜드의 가시성(답변 중 언급 비율)',
    condition: '조건',
    threshold: '기준 (%)',
    windowDays: '기간 (일)',
    windowHint: '최근 며칠을 볼지 (1–90일). 비교는 바로 앞의 같은 기간과 합니다.',
    active: '사용',
    save: '저장',
    cancel: '취소',
    saved: '알림 규칙을 저장했습니다',
    deleted: '알림 규칙을 삭제했습니다',
  },
};

export const alertRulesEn: typeof alertRulesKo = {
  title: 'Alert rules',
  hint: 'Checked whenever a collect finishes; when one fires you are told in the app and by mail, once per rule and day. A rule is judged only once every day it reads is collected.',
  hintWatch:
    'Rules on this watch’s hit rate. Checked whenever a collect finishes; each alerts at most once a day.',
  add: 'Add an alert rule',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete the alert rule “{{name}}”?',
  empty: 'No alert rules.',
  columns: {
    name: 'Name',
    subject: 'Follows',
    condition: 'When',
    lastFired: 'Last alert',
    lastCheck: 'Last check',
    active: 'On',
  },
  never: 'Never',
  check: {
    fired: 'Condition met',
    pending: 'Waiting for collects: {{complete}} of {{days}} days collected',
    quiet: 'Condition not met',
    runs: '{{ended, number}} of {{planned, number}} runs ended',
    never: 'Not checked yet',
  },
  conditions: {
    below: 'its {{window}}-day rate falls below {{threshold}}',
    above: 'its {{window}}-day rate rises above {{threshold}}',
    change: 'its {{window}}-day rate changes significantly against the {{window}} days before (95 %)',
    appears: 'it appears in {{window}} days (none in the {{window}} days before)',
    disappears: 'it disappears for {{window}} days (some in the {{window}} days before)',
  },
  conditionNames: {
    below: 'Below a threshold',
    above: 'Above a threshold',
    change: 'Significant change',
    appears: 'Appears',
    disappears: 'Disappears',
  },
  subjectWatch: 'Watch: {{name}}',
  subjectBrand: 'Visibility: {{name}}',
  form: {
    createTitle: 'Add an alert rule',
    editTitle: 'Edit the alert rule',
    name: 'Name',
    subject: 'Follows',
    subjectHint: 'A watch’s hit rate, or a brand’s visibility (the share of answers naming it)',
    condition: 'When',
    threshold: 'Threshold (%)',
    windowDays: 'Window (days)',
    windowHint: 'How many recent days to read (1–90). Compared with the same number of days just before.',
    active: 'On',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Alert rule saved',
    deleted: 'Alert rule deleted',
  },
};

export function registerAlertRulesStrings(i18n: I18n): void {
  if (i18n.exists('alertRules.title')) return;
  i18n.addResourceBundle('ko', 'translation', { alertRules: alertRulesKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { alertRules: alertRulesEn }, true, false);
}
