import type { i18n as I18n } from 'i18next';

/**
 * Strings of the collect day (calendar, the day's collects, the run grid), added to i18next when the screen's chunk
 * loads so that they stay out of the entry bundle. English must have the same keys.
 */
export const collectsKo = {
  subtitle: '{{project}} · {{day}}',
  calendar: '수집 달력',
  calendarHint: '날짜를 누르면 그날의 수집을 봅니다. 시간대: {{timezone}}',
  monthFailed: '이 달의 수집을 불러오지 못했습니다.',
  dayTooltip:
    '{{status}} · 수집 {{collects}}회 · 계획 {{planned}} · 성공 {{succeeded}} · 실패 {{failed}} · 비용 {{cost}}',
  dayAria: '{{number}} · {{day}}: {{status}}',
  noCollectAria: '{{number}} · {{day}}: 수집 없음',
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  collectStatus: {
    scheduled: '예정',
    running: '진행 중',
    completed: '완료',
    partial: '일부 실패',
    failed: '실패',
  },
  runStatus: {
    queued: '대기',
    running: '진행 중',
    succeeded: '성공',
    failed: '실패',
  },
  daySummary: '이날의 합계',
  planned: '계획',
  succeeded: '성공',
  failed: '실패',
  cost: '비용',
  tokens: '토큰 (입력 / 출력)',
  answers: '답변',
  engine: '엔진',
  ofRuns: '{{succeeded}} / {{runs}}',
  collectTitle: '{{trigger}} · {{time}}',
  collectCounts: '계획 {{planned}} · 성공 {{succeeded}} · 실패 {{failed}}',
  collectError: '이 수집은 실행을 계획하지 못했습니다: {{error}}',
  interruptedRuns:
    '중단된 시도가 있는 실행 {{count, number}}개: 엔진이 같은 질문을 두 번 받아 비용이 두 번 들었을 수 있습니다.',
  geminiUnresolved:
    'Gemini 출처 {{total, number}}개 중 {{unresolved, number}}개({{share}})는 링크를 따라가 원래 페이지를 찾지 못했습니다. 제목이 사이트를 알려 주면 그 사이트로, 아니면 기타로 분류됩니다.',
  geminiResolved: 'Gemini 출처 {{total, number}}개의 원래 페이지를 모두 찾았습니다.',
  simulatedAnswers:
    '이 수집의 답변 {{count, number}}개는 시뮬레이터가 만든 데이터입니다. 실제 AI 엔진의 답변이 아닙니다.',
  grid: '실행 표',
  gridHint: '행은 프롬프트, 열은 엔진 × 샘플입니다. 칸을 누르면 답변을 엽니다.',
  prompt: '프롬프트',
  sample: '샘플 {{n}}',
  noRun: '실행 없음',
  attempts: '시도 {{count, number}}회',
  interrupted: '중단 {{count, number}}회',
  interruptedHint: '중단된 시도: 엔진이 같은 질문을 두 번 받았을 수 있습니다.',
  openChat: '답변 열기',
  noChat: '이 실행에는 답변이 없습니다.',
  started: '시작',
  finished: '끝',
  errorKind: '오류 종류',
  simulatedRun: '시뮬레이션 데이터',
  needsConnection:
    '{{engines}} 엔진의 API 키가 없거나 거부되어 실행 {{count, number}}개가 실패했습니다. 조직 설정의 AI 엔진에서 키를 넣고 연결을 시험한 뒤 다시 수집하세요.',
  needsConnectionCell: 'API 키가 없거나 거부되었습니다. 조직 → AI 엔진에서 키를 넣으세요.',
  openEngines: 'AI 엔진 설정 열기',
  emptyTitle: '이날에는 수집이 없습니다',
  emptyText:
    '프로젝트는 매일 {{time}}({{timezone}})에 한 번 수집합니다. 이날은 프로젝트가 비활성이었거나 아직 만들어지기 전이었을 수 있습니다. 프로젝트 화면의 “지금 수집”으로 오늘 수집을 시작할 수 있습니다.',
  openProject: '프로젝트 열기',
  retry: '다시 시도',
  loadFailed: '수집을 불러오지 못했습니다',
};

export const collectsEn: typeof collectsKo = {
  subtitle: '{{project}} · {{day}}',
  calendar: 'Collect calendar',
  calendarHint: 'Click a day to see its collects. Timezone: {{timezone}}',
  monthFailed: "This month's collects could not be loaded.",
  dayTooltip:
    '{{status}} · collects {{collects}} · planned {{planned}} · succeeded {{succeeded}} · failed {{failed}} · cost {{cost}}',
  dayAria: '{{number}} · {{day}}: {{status}}',
  noCollectAria: '{{number}} · {{day}}: no collect',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  collectStatus: {
    scheduled: 'Scheduled',
    running: 'Running',
    completed: 'Completed',
    partial: 'Partly failed',
    failed: 'Failed',
  },
  runStatus: {
    queued: 'Queued',
    running: 'Running',
    succeeded: 'Succeeded',
    failed: 'Failed',
  },
  daySummary: 'Day total',
  planned: 'Planned',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cost: 'Cost',
  tokens: 'Tokens (input / output)',
  answers: 'Answers',
  engine: 'Engine',
  ofRuns: '{{succeeded}} / {{runs}}',
  collectTitle: '{{trigger}} · {{time}}',
  collectCounts: 'planned {{planned}} · succeeded {{succeeded}} · failed {{failed}}',
  collectError: 'This collect planned no runs: {{error}}',
  geminiUnresolved:
    "{{unresolved, number}} of Gemini's {{total, number}} sources ({{share}}) could not be followed to their page: each takes its site from its title where the title names one, else it is filed as other.",
  geminiResolved: "Every one of Gemini's {{total, number}} sources was followed to its page.",
  interruptedRuns:
    'Runs with an interrupted attempt: {{count, number}}. The engine may have been asked, and paid, twice.',
  simulatedAnswers:
    'Simulated answers in this collect: {{count, number}}. They were made by the simulator, not by real AI engines.',
  grid: 'Run grid',
  gridHint: 'Rows are prompts, columns are engines × samples. Click a cell to open its answer.',
  prompt: 'Prompt',
  sample: 'Sample {{n}}',
  noRun: 'No run',
  attempts: 'Attempts: {{count, number}}',
  interrupted: 'Interrupted: {{count, number}}',
  interruptedHint: 'Interrupted attempts: the engine may have been asked twice.',
  openChat: 'Open answer',
  noChat: 'This run has no answer.',
  started: 'Started',
  finished: 'Finished',
  errorKind: 'Error kind',
  simulatedRun: 'Simulated data',
  needsConnection:
    'Runs failed for lack of a working API key for {{engines}}: {{count, number}}. Add a key under Organization → AI engines, test the connection, then collect again.',
  needsConnectionCell: 'The API key is missing or was refused. Add one under Organization → AI engines.',
  openEngines: 'Open AI engine settings',
  emptyTitle: 'No collects on this day',
  emptyText:
    'The project collects once a day at {{time}} ({{timezone}}). On this day it may have been inactive or not created yet. “Collect now” on the project screen starts a collect today.',
  openProject: 'Open the project',
  retry: 'Try again',
  loadFailed: 'The collects could not be loaded',
};

/** Adds the collect day strings to both languages (once; later calls change nothing). */
export function registerCollectsStrings(i18n: I18n): void {
  if (i18n.exists('collects.calendar')) return;
  i18n.addResourceBundle('ko', 'translation', { collects: collectsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { collects: collectsEn }, true, false);
}
