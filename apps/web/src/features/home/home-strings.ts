import type { i18n as I18n } from 'i18next';

/**
 * Strings of the home and overview screens, added to i18next when their screen loads (they stay out of the entry
 * bundle that the sign-in page downloads). English must have the same keys.
 */
export const homeScreenKo = {
  week: '최근 7일',
  weekRange: '{{from}} – {{to}}, 그 전 7일과 비교 · 답변 {{n}}개',
  openDashboard: '대시보드 보기',
  simulated: '시뮬레이션 데이터',
  simulatedHint:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  noAnswersWeek: '최근 7일에 성공한 답변이 없습니다. 수집이 끝나면 여기에 숫자가 나타납니다.',
  changes: '이번 주 가장 유의미한 변화',
  changesHint:
    '그 전 7일과 비교해 두 비율 z-검정에서 95% 수준으로 유의한 변화만, p 값이 작은 순서로 보여 줍니다.',
  changesHintSimple: '그 전 7일과 비교해 우연으로 보기 어려운 변화만, 가장 확실한 것부터 보여 줍니다.',
  noSignificantChange: '이번 주에는 95% 수준에서 유의미한 변화가 없습니다.',
  noSignificantChangeHint:
    '숫자가 조금 움직였더라도 우연으로 설명될 수 있는 범위입니다. 기간을 넓혀 추적 화면에서 살펴보세요.',
  noPreviousWeek: '그 전 7일의 답변이 없어 비교할 수 없습니다.',
  changeLine: '{{previous}} → {{value}}',
  changeN: 'n = {{n}} (이전 {{previousN}}) · p {{p}}',
  onEngine: '{{engine}}에서',
  openTracking: '프로젝트 추적에서 보기',
  openMetric: '프로젝트 추적에서 같은 기간 보기',
  openList: '{{label}}: 프로젝트 화면에서 목록 보기',
  metrics: {
    visibility: '가시성',
    shareOfVoice: '점유율(답변)',
    mentionShareOfVoice: '점유율(언급)',
    top1Rate: '1위 비율',
    citationRate: '자사 인용률',
  },
  recent: '최근 프로젝트',
  recentVisibility: '7일 가시성',
  sparkline: '가시성, 최근 30일',
  noRecentData: '최근 7일 답변 없음',
  quickLinks: '바로가기',
  allProjects: '전체 프로젝트',
  overviewTitle: '전체 프로젝트',
  overviewText:
    '{{workspace}}의 모든 프로젝트를 나란히 봅니다. 행을 누르면 그 프로젝트의 대시보드가 열립니다.',
  columns: {
    name: '프로젝트',
    visibility7: '7일 가시성',
    visibility7Help: '우리 브랜드를 언급한 답변 / 성공한 답변, 최근 7일 (프로젝트 시간대), 95% 윌슨 구간',
    change: '변화',
    changeHelp: '그 전 7일과 비교한 가시성 변화: 95% 수준에서 유의할 때만 화살표로 표시',
    visibility30: '30일 가시성',
    shareOfVoice: '점유율',
    shareOfVoiceHelp: '우리 브랜드를 언급한 답변 / 추적 브랜드별 언급 답변의 합, 최근 7일',
    position: '평균 순위',
    positionHelp: '언급된 답변에서 추적 브랜드 중 순위의 평균, 최근 7일 (1 = 가장 먼저)',
    trend: '30일 추이',
    lastAnswer: '마지막 답변',
    status: '상태',
  },
  noSignificant: '유의미한 변화 없음',
  notEnough: '데이터 부족',
  noAnswers: '답변 없음',
  nMargin: 'n = {{n}} · ±{{margin}}',
  openProject: '{{name}} 대시보드 열기',
  exportName: 'projects-overview',
  emptyOverview: '이 워크스페이스에는 아직 프로젝트가 없습니다.',
};

export const homeScreenEn: typeof homeScreenKo = {
  week: 'Last 7 days',
  weekRange: '{{from}} – {{to}}, against the 7 days before · {{n}} answers',
  openDashboard: 'Open the dashboard',
  simulated: 'Simulated data',
  simulatedHint:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  noAnswersWeek:
    'No successful answer in the last 7 days. The numbers appear here once a collect has finished.',
  changes: 'The most significant changes of the week',
  changesHint:
    'Only changes against the 7 days before that a two-proportion z-test finds significant at 95 %, smallest p first.',
  changesHintSimple:
    'Only changes against the 7 days before that are too large to be chance, the surest first.',
  noSignificantChange: 'No change this week is significant at the 95 % level.',
  noSignificantChangeHint:
    'Numbers moved a little, but within what chance explains. Widen the range on the tracking screen to look closer.',
  noPreviousWeek: 'The 7 days before have no answers, so there is nothing to compare with.',
  changeLine: '{{previous}} → {{value}}',
  changeN: 'n = {{n}} (before {{previousN}}) · p {{p}}',
  onEngine: 'on {{engine}}',
  openTracking: 'Open in Project Tracking',
  openMetric: 'open the same days in Project Tracking',
  openList: '{{label}}: open the list on the project page',
  metrics: {
    visibility: 'Visibility',
    shareOfVoice: 'Share of voice (answers)',
    mentionShareOfVoice: 'Share of voice (mentions)',
    top1Rate: 'Named first',
    citationRate: 'Owned citation rate',
  },
  recent: 'Recent projects',
  recentVisibility: '7-day visibility',
  sparkline: 'Visibility, last 30 days',
  noRecentData: 'No answers in 7 days',
  quickLinks: 'Quick links',
  allProjects: 'All projects',
  overviewTitle: 'All projects',
  overviewText: 'Every project of {{workspace}} side by side. Click a row to open that project’s dashboard.',
  columns: {
    name: 'Project',
    visibility7: '7-day visibility',
    visibility7Help:
      'Answers mentioning our brand / successful answers, last 7 days (project timezone), with the 95 % Wilson interval',
    change: 'Change',
    changeHelp: 'Visibility against the 7 days before: an arrow only when significant at 95 %',
    visibility30: '30-day visibility',
    shareOfVoice: 'Share of voice',
    shareOfVoiceHelp:
      "Answers mentioning our brand / the sum of each tracked brand's answers mentioning it, last 7 days",
    position: 'Avg. position',
    positionHelp: 'Mean rank among tracked brands in the answers naming it, last 7 days (1 = named first)',
    trend: '30-day trend',
    lastAnswer: 'Last answer',
    status: 'Status',
  },
  noSignificant: 'No significant change',
  notEnough: 'Not enough data',
  noAnswers: 'No answers',
  nMargin: 'n = {{n}} · ±{{margin}}',
  openProject: 'Open the dashboard of {{name}}',
  exportName: 'projects-overview',
  emptyOverview: 'This workspace has no projects yet.',
};

/** Adds the home screens' strings to both languages (once; later calls change nothing). */
export function registerHomeStrings(i18n: I18n): void {
  if (i18n.exists('homeScreen.week')) return;
  i18n.addResourceBundle('ko', 'translation', { homeScreen: homeScreenKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { homeScreen: homeScreenEn }, true, false);
}
