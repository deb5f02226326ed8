import type { i18n as I18n } from 'i18next';

/** Strings of `/prompts` (developers), added to i18next when its chunk loads. English has the same keys. */
export const promptStatusKo = {
  intro:
    '조직의 모든 프로젝트에 있는 프롬프트와 수집 상태입니다. 마지막 실행, 마지막 오류, 마지막 성공, 이번 달(UTC) 실행과 비용을 봅니다.',
  search: '프롬프트 또는 프로젝트 검색',
  onlyFailing: '마지막 실행이 실패한 것만',
  summary: '프롬프트 {{count, number}}개 · 마지막 실행 실패 {{failing, number}}개 · 이번 달 비용 {{cost}}',
  empty: '아직 프롬프트가 없습니다. 프로젝트를 만들면 여기에 나옵니다.',
  emptyFiltered: '조건에 맞는 프롬프트가 없습니다.',
  loadFailed: '프롬프트 상태를 불러오지 못했습니다: {{message}}',
  retry: '다시 시도',
  never: '아직 없음',
  succeeded: '성공',
  failed: '실패',
  inactive: '수집 안 함',
  columns: {
    project: '프로젝트',
    prompt: '프롬프트',
    intent: '의도',
    lastRun: '마지막 실행',
    lastError: '마지막 오류',
    lastSuccess: '마지막 성공',
    runs: '이번 달 실행',
    failedRuns: '이번 달 실패',
    cost: '이번 달 비용',
  },
  help: {
    lastRun: '엔진과 상관없이 가장 최근에 끝난 실행의 상태와 시각',
    runs: '이번 달(UTC) 끝난 실행 수',
    cost: '이번 달(UTC) 끝난 실행의 비용 합계(USD). 가격을 모르는 엔진의 실행은 0으로 셉니다',
  },
};

export const promptStatusEn: typeof promptStatusKo = {
  intro:
    "Every prompt of the organization's projects and how its collection goes: last run, last error, last success, and this month's (UTC) runs and cost.",
  search: 'Search prompts or projects',
  onlyFailing: 'Only those whose last run failed',
  summary: '{{count, number}} prompts · {{failing, number}} with a failed last run · {{cost}} this month',
  empty: 'No prompts yet. They appear here once a project has them.',
  emptyFiltered: 'No prompt matches.',
  loadFailed: 'Could not load the prompts: {{message}}',
  retry: 'Try again',
  never: 'Never',
  succeeded: 'Succeeded',
  failed: 'Failed',
  inactive: 'Not collected',
  columns: {
    project: 'Project',
    prompt: 'Prompt',
    intent: 'Intent',
    lastRun: 'Last run',
    lastError: 'Last error',
    lastSuccess: 'Last success',
    runs: 'Runs this month',
    failedRuns: 'Failed this month',
    cost: 'Cost this month',
  },
  help: {
    lastRun: 'Status and time of the latest finished run, whatever the engine',
    runs: 'Runs finished this month (UTC)',
    cost: "Sum of this month's (UTC) finished runs' cost in USD; runs of engines without a known price count 0",
  },
};

export function registerPromptStatusStrings(i18n: I18n): void {
  if (i18n.exists('promptStatus.columns.prompt')) return;
  i18n.addResourceBundle('ko', 'translation', { promptStatus: promptStatusKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { promptStatus: promptStatusEn }, true, false);
}
