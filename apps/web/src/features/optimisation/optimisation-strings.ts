import type { i18n as I18n } from 'i18next';

/**
 * Strings of `/reports/optimisation`, added to i18next when the screen loads. English must have the same keys
 * (optimisation-strings.test.ts). Variables ending in `Topic` / `Subject` carry a Korean particle chosen for the word
 * (korean-particles.ts); English ignores them. Keys ending in `_one` / `_other` are plurals chosen by `count`.
 */
export const optimisationKo = {
  intro:
    'AI 답변에서 브랜드가 더 자주 보이도록 할 일을 예상 효과가 큰 순서로 보여 줍니다. 모든 추천은 근거가 된 답변으로 이어집니다.',
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아니므로 추천도 시험용입니다.',
  exportCsv: 'CSV 내보내기',
  exportFailed: '내보내지 못했습니다: {{message}}',
  exported: '{{file}} 파일을 내려받았습니다.',
  print: '인쇄',
  printedRange: '기간: {{from}} – {{to}}',
  printedKind: '추천 유형: {{kind}}',
  summary: {
    title: '추천 요약',
    total_one: '추천 {{count, number}}개',
    total_other: '추천 {{count, number}}개',
    basis: '성공한 답변 {{n}}개 기준 · {{from}} – {{to}}',
    previous: '비교 기간 {{from}} – {{to}}: 답변 {{n}}개',
    kept: '상위 {{kept}}개 표시',
  },
  filter: { label: '추천 유형', all: '전체' },
  kinds: {
    prompt_gap: '프롬프트 공백',
    outreach_domain: '아웃리치 도메인',
    content_type: '콘텐츠 유형',
    owned_page_drop: '자사 페이지 하락',
    engine_gap: '엔진 격차',
  },
  /** Each kind's rule, with the thresholds the report applied. */
  rules: {
    prompt_gap: '경쟁사는 답변 {{min}}개 이상에 나오지만 브랜드는 한 번도 나오지 않는 프롬프트',
    outreach_domain:
      '경쟁사가 나온 답변 {{min}}개 이상에 인용되고 브랜드가 나온 답변에는 인용되지 않은 도메인 (자사·경쟁사 도메인 제외)',
    content_type:
      '프롬프트 의도마다 다른 사이트 인용의 {{share}} 이상(인용 {{citations}}건 이상)을 차지하지만 인용된 자사 페이지에는 없는 콘텐츠 유형',
    owned_page_drop:
      '인용한 답변의 비율이 바로 앞 같은 길이의 기간보다 유의하게 떨어진 자사 페이지 (이전 기간 답변 {{min}}개 이상, 신뢰도 {{confidence}})',
    engine_gap:
      '브랜드 가시성이 다른 엔진들보다 유의하게 낮은 엔진 (양쪽 답변 {{min}}개 이상, 신뢰도 {{confidence}})',
  },
  /** What to do about a recommendation of each kind. */
  actions: {
    prompt_gap: '이 질문에 답하는 콘텐츠를 만들고, 이 답변들이 인용하는 출처에 브랜드가 실리도록 하세요.',
    outreach_domain: '이 사이트에 브랜드가 소개되도록 기고, 리뷰, 목록 등재를 요청하세요.',
    content_type: '이 의도의 질문에 맞는 {{type}} 형식의 자사 페이지를 만드세요.',
    owned_page_drop: '페이지가 열리는지, 최신인지, 내용이나 주소가 바뀌지 않았는지 확인하세요.',
    engine_gap: '이 엔진이 인용하는 출처를 살펴보고 그곳에 브랜드가 실리도록 하세요.',
  },
  headline: {
    prompt_gap: '‘{{prompt}}’에서 경쟁사는 {{competitorAnswers}}개 답변에 나오지만 {{brandTopic}} 0개',
    outreach_domain:
      '{{domain}} — 경쟁사가 나온 답변 {{answers}}개에 인용되지만 {{brandSubject}} 나온 답변에는 인용되지 않음',
    content_type:
      '{{intent}} 프롬프트의 답변에서 다른 사이트 인용의 {{share}}가 {{type}} 페이지인데, 인용된 자사 페이지에는 이 유형이 없음',
    owned_page_drop: '자사 페이지 ‘{{page}}’의 인용 답변 비율이 {{before}}에서 {{now}}로 떨어짐',
    engine_gap:
      '{{engine}}에서 {{brandTopic}} 답변의 {{engineRate}}에 나오지만 다른 엔진에서는 {{elsewhereRate}}',
  },
  impact_one: '예상 효과: 답변 {{count, number}}개',
  impact_other: '예상 효과: 답변 {{count, number}}개',
  /** What the impact counts, per kind. */
  impactHints: {
    prompt_gap: '이 프롬프트에서 경쟁사가 나온 답변 수: 브랜드가 들어갈 수 있는 답변',
    outreach_domain: '이 도메인을 인용하면서 경쟁사가 나온 답변 수',
    content_type: '이 의도의 답변 중 이 유형의 다른 사이트 페이지를 인용한 답변 수',
    owned_page_drop: '잃은 답변의 추정: 이전 비율 × 지금 답변 수 − 지금 인용한 답변 수',
    engine_gap: '(다른 엔진의 가시성 − 이 엔진의 가시성) × 이 엔진의 답변 수',
  },
  rank: '{{rank}}위',
  showEvidence: '근거 보기',
  hideEvidence: '근거 숨기기',
  evidence: {
    answers: '답변',
    ofN: '{{part}} / {{n}}',
    none: '없음',
    promptAnswers: '이 프롬프트의 답변',
    brandAnswers: '브랜드가 나온 답변',
    competitorAnswers: '경쟁사가 나온 답변',
    intent: '의도',
    competitors: '가장 많이 나온 경쟁사',
    competitor: '경쟁사',
    competitorShare: '이 프롬프트 답변 중',
    domains: '경쟁사가 나온 답변이 가장 많이 인용한 도메인',
    domain: '도메인',
    sourceType: '출처 유형',
    noDomains: '경쟁사가 나온 답변이 인용한 도메인이 없습니다.',
    answersCiting: '인용한 답변',
    withCompetitor: '경쟁사가 나온 답변',
    withBrand: '브랜드가 나온 답변',
    citations: '인용',
    engines: '인용한 엔진',
    share: '다른 사이트 인용 중 점유율',
    shareDetail: '인용 {{citations}} / {{total}}건',
    typeAnswers: '이 유형을 인용한 답변',
    prompts: '이 의도의 프롬프트',
    ownedTypes: '이 의도에서 인용된 자사 페이지',
    contentType: '콘텐츠 유형',
    pages: '페이지',
    noOwnedPages: '이 의도의 답변에서 인용된 자사 페이지가 없습니다.',
    page: '페이지',
    period: '기간',
    rate: '인용한 답변 비율',
    now: '이번 기간',
    before: '이전 기간',
    elsewhere: '다른 엔진',
    visibility: '브랜드 가시성',
    change: '차이 {{delta}} · {{p}}',
    changeSimple: '차이 {{delta}}',
    changeHint: '두 비율의 차이와 합동 이표본 비율 검정(양측)의 p 값. p < 0.05이면 유의합니다.',
  },
  links: {
    prompt: '프롬프트 보기',
    answersWithoutBrand: '브랜드가 없는 답변 보기',
    domain: '도메인 보기',
    answersCiting: '인용한 답변 보기',
    contentAnalytics: '콘텐츠 분석 보기',
    pagesOfType: '이 유형의 인용된 페이지',
    page: '페이지 보기',
    tracking: '엔진 추적 보기',
  },
  emptyTitle: '이 기간에는 추천이 없습니다',
  emptyText:
    '규칙에 맞는 근거가 아직 충분하지 않습니다. 기간을 넓히거나 필터를 줄이면 추천이 나올 수 있습니다. 각 규칙은 아래와 같습니다.',
  emptyKindTitle: '이 유형의 추천이 없습니다',
  emptyKindText: '다른 유형을 고르거나 전체를 보세요.',
  showAll: '전체 보기',
};

export const optimisationEn: typeof optimisationKo = {
  intro:
    'What to do so that AI answers show the brand more often, largest expected effect first. Every recommendation leads to the answers behind it.',
  simulated:
    'Answers in this range include data made by the simulator. They are not real AI engine answers, so these recommendations are for trying Sightline out.',
  exportCsv: 'Export CSV',
  exportFailed: 'Could not export: {{message}}',
  exported: 'Downloaded {{file}}.',
  print: 'Print',
  printedRange: 'Range: {{from}} – {{to}}',
  printedKind: 'Kind: {{kind}}',
  summary: {
    title: 'Summary',
    total_one: '{{count, number}} recommendation',
    total_other: '{{count, number}} recommendations',
    basis: 'Based on {{n}} successful answers · {{from}} – {{to}}',
    previous: 'Compared with {{from}} – {{to}}: {{n}} answers',
    kept: 'top {{kept}} shown',
  },
  filter: { label: 'Kind of recommendation', all: 'All' },
  kinds: {
    prompt_gap: 'Prompt gap',
    outreach_domain: 'Outreach domain',
    content_type: 'Content type',
    owned_page_drop: 'Owned page drop',
    engine_gap: 'Engine gap',
  },
  rules: {
    prompt_gap: 'Prompts whose answers name competitors (in {{min}} answers or more) and never the brand',
    outreach_domain:
      'Domains cited in {{min}} or more answers naming a competitor and in none naming the brand (owned and competitor domains left out)',
    content_type:
      "Per prompt intent, the content type with {{share}} or more of other sites' citations (and {{citations}} citations or more) that none of the owned pages cited there has",
    owned_page_drop:
      'Owned pages whose rate of answers citing them fell significantly against the period of the same length before ({{min}} answers or more before, {{confidence}} confidence)',
    engine_gap:
      'Engines on which the brand’s visibility is significantly lower than on the others ({{min}} answers or more on each side, {{confidence}} confidence)',
  },
  actions: {
    prompt_gap:
      'Publish content that answers this question, and get the brand into the sources these answers cite.',
    outreach_domain: 'Reach out to this site for a mention, a review or a listing of the brand.',
    content_type: 'Publish a {{type}} page of your own for questions of this intent.',
    owned_page_drop:
      'Check that the page loads, is up to date, and that its content or address has not changed.',
    engine_gap: 'Look at the sources this engine cites and get the brand into them.',
  },
  headline: {
    prompt_gap: 'Competitors appear in {{competitorAnswers}} answers to “{{prompt}}” and {{brand}} in none',
    outreach_domain:
      '{{domain}} is cited in {{answers}} answers naming a competitor and in none naming {{brand}}',
    content_type:
      "{{type}} pages take {{share}} of other sites' citations in answers to {{intent}} prompts, and none of your cited pages is one",
    owned_page_drop: 'Answers citing your page “{{page}}” fell from {{before}} to {{now}}',
    engine_gap:
      '{{brand}} appears in {{engineRate}} of {{engine}} answers, against {{elsewhereRate}} on the other engines',
  },
  impact_one: 'Estimated impact: {{count, number}} answer',
  impact_other: 'Estimated impact: {{count, number}} answers',
  impactHints: {
    prompt_gap: 'Answers to this prompt naming a competitor: answers the brand could enter',
    outreach_domain: 'Answers citing this domain that name a competitor',
    content_type: "Answers of this intent citing another site's page of this type",
    owned_page_drop: 'Answers lost, estimated: rate before × answers now − answers citing it now',
    engine_gap: '(visibility elsewhere − on this engine) × this engine’s answers',
  },
  rank: '#{{rank}}',
  showEvidence: 'Show evidence',
  hideEvidence: 'Hide evidence',
  evidence: {
    answers: 'Answers',
    ofN: '{{part}} of {{n}}',
    none: 'None',
    promptAnswers: 'Answers to this prompt',
    brandAnswers: 'Answers naming the brand',
    competitorAnswers: 'Answers naming a competitor',
    intent: 'Intent',
    competitors: 'Competitors named most',
    competitor: 'Competitor',
    competitorShare: 'Of this prompt’s answers',
    domains: 'Domains cited most in the answers naming a competitor',
    domain: 'Domain',
    sourceType: 'Source type',
    noDomains: 'The answers naming a competitor cite no domain.',
    answersCiting: 'Answers citing it',
    withCompetitor: 'Naming a competitor',
    withBrand: 'Naming the brand',
    citations: 'Citations',
    engines: 'Engines citing it',
    share: "Share of other sites' citations",
    shareDetail: '{{citations}} of {{total}} citations',
    typeAnswers: 'Answers citing this type',
    prompts: 'Prompts of this intent',
    ownedTypes: 'Owned pages cited in this intent',
    contentType: 'Content type',
    pages: 'Pages',
    noOwnedPages: 'No owned page is cited in answers of this intent.',
    page: 'Page',
    period: 'Period',
    rate: 'Answers citing it',
    now: 'This range',
    before: 'Period before',
    elsewhere: 'Other engines',
    visibility: 'Brand visibility',
    change: 'Difference {{delta}} · {{p}}',
    changeSimple: 'Difference {{delta}}',
    changeHint:
      'The difference of the two rates and the p-value of the pooled two-proportion z-test (two-sided); significant below 0.05.',
  },
  links: {
    prompt: 'Open the prompt',
    answersWithoutBrand: 'Answers without the brand',
    domain: 'Open the domain',
    answersCiting: 'Answers citing it',
    contentAnalytics: 'Content analytics',
    pagesOfType: 'Cited pages of this type',
    page: 'Open the page',
    tracking: 'Track this engine',
  },
  emptyTitle: 'No recommendations for this range',
  emptyText:
    'There is not enough evidence for any rule yet. A longer range or fewer filters may find some. The rules are below.',
  emptyKindTitle: 'No recommendation of this kind',
  emptyKindText: 'Choose another kind or show them all.',
  showAll: 'Show all',
};

/** Adds the optimisation strings to both languages (once; later calls change nothing). */
export function registerOptimisationStrings(i18n: I18n): void {
  if (i18n.exists('optimisation.exportCsv')) return;
  i18n.addResourceBundle('ko', 'translation', { optimisation: optimisationKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { optimisation: optimisationEn }, true, false);
}
