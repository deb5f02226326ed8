import type { i18n as I18n } from 'i18next';

/** Strings of the non-branded headline (home and dashboard), added to i18next with the first screen that shows it. */
export const headlineKo = {
  title: '브랜드명 없는 질문에서의 가시성',
  hint: '브랜드명을 넣지 않은 프롬프트의 답변 {{n}}개: 고객이 아직 브랜드를 모를 때 AI가 누구를 추천하는지',
  open: '비브랜드 프롬프트 보기',
  behind: '선두 {{leader}}보다 {{gap}} 뒤처짐',
  ahead: '가장 앞선 경쟁사 {{leader}}보다 {{gap}} 앞섬',
  level: '가장 앞선 경쟁사 {{leader}}와 같음',
  noCompetitor: '이 답변들에서 언급된 경쟁사가 없습니다',
  brandAnswers: '{{brand}}를 언급한 답변 보기',
  allBranded:
    '모든 프롬프트에 브랜드명이 들어 있습니다. 브랜드명 없는 질문을 추가하면 경쟁사와의 차이가 여기 보입니다.',
  own: '우리 브랜드',
  chart: '브랜드별 비브랜드 가시성',
  changes: '이전 기간 대비 유의한 변화',
  changesHint: '이전 같은 길이의 기간과 비교해 95% 수준에서 유의한 변화만, 가장 확실한 것부터',
  changesNone: '없음: 우연으로 보기 어려운 변화가 없습니다',
  change: '{{brand}} {{metric}}',
  changeTitle: '{{previous}} → {{value}}: 추적 화면에서 보기',
};

const headlineEn: typeof headlineKo = {
  title: "Visibility where the question doesn't name you",
  hint: "{{n}} answers to prompts without your brand's name: whom AI recommends before people know you",
  open: 'Open non-branded prompts',
  behind: '{{gap}} behind the leader, {{leader}}',
  ahead: '{{gap}} ahead of the best competitor, {{leader}}',
  level: 'Level with the best competitor, {{leader}}',
  noCompetitor: 'No competitor is named in these answers',
  brandAnswers: 'Answers mentioning {{brand}}',
  allBranded: 'Every prompt names your brand. Add questions without it to see where competitors lead.',
  own: 'Your brand',
  chart: 'Non-branded visibility by brand',
  changes: 'Significant changes vs the period before',
  changesHint:
    'Only changes against the same-length period before that are significant at 95 %, surest first',
  changesNone: 'None: nothing moved beyond chance',
  change: '{{brand}} {{metric}}',
  changeTitle: '{{previous}} → {{value}}: open in Project Tracking',
};

export function registerHeadlineStrings(i18n: I18n): void {
  if (i18n.exists('headline.title')) return;
  i18n.addResourceBundle('ko', 'translation', { headline: headlineKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { headline: headlineEn }, true, false);
}
