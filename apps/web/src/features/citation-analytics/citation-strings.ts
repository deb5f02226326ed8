import type { i18n as I18n } from 'i18next';

/**
 * Strings of `/analytics/citations` (owned citation analytics), added to i18next when its chunk loads. English must
 * have the same keys (its type says so).
 */
export const citationAnalyticsKo = {
  simulated:
    '이 기간의 답변에는 시뮬레이터가 만든 데이터가 포함되어 있습니다. 실제 AI 엔진의 답변이 아닙니다.',
  summary: '성공한 답변 {{n}}개의 인용 {{citations}}건 · 비교 기간 {{from}} – {{to}} (답변 {{previousN}}개)',
  ownedMedia: '자사 미디어: {{list}}',
  editOwnedMedia: '자사 미디어 편집',
  noOwnedTitle: '등록된 자사 미디어가 없습니다',
  noOwnedText:
    '프로젝트에 자사 도메인이나 URL을 등록하면 엔진이 그것을 얼마나 인용하는지 볼 수 있습니다. 등록하면 이미 수집한 답변도 다시 분석됩니다.',
  editProject: '프로젝트 편집',
  kpis: {
    rate: '자사 인용률',
    rateHint: '자사 URL을 하나 이상 인용한 답변 수 / 성공한 답변 수(n), 95% 윌슨 구간',
    rateDetail: '답변 {{n}}개 중 {{citing}}개',
    share: '자사 인용 점유율',
    shareHint:
      '자사 URL 인용 수 / 전체 인용 수. n은 인용 수이며, 한 답변의 인용은 서로 독립이 아니므로 구간은 표시하지 않습니다',
    impression: '자사 노출 점유율',
    impressionHint:
      '자사 URL의 노출(PAWC: 답변 문장의 단어 수를 인용한 출처에 나누고 앞 문장일수록 가중) 합 / 전체 노출 합. 평균이 아닌 몫이라 변화는 검정하지 않습니다',
  },
  trend: {
    title: '자사 인용률과 점유율 추이',
    hintDay: '일별. 인용률은 그날 답변 기준(음영은 95% 구간), 점유율은 그날 인용 기준',
    hintDaySimple: '일별. 인용률은 그날 답변 기준, 점유율은 그날 인용 기준',
    hintWeek: '주별(월요일 시작, 기간 안으로 자름). 인용률은 그 주 답변 기준, 점유율은 그 주 인용 기준',
    empty: '이 기간에 성공한 답변이 없습니다.',
    rate: '자사 인용률',
    share: '자사 인용 점유율',
    impression: '자사 노출 점유율',
  },
  engines: {
    chart: '엔진별 자사 인용',
    chartHint: '엔진마다 자사 인용률(답변 기준)과 자사 인용 점유율(인용 기준)',
    empty: '이 기간에 답변한 엔진이 없습니다.',
    table: '엔진별 인용',
    tableEmpty: '이 기간에 답변한 엔진이 없습니다.',
    export: '엔진별-자사-인용',
    columns: {
      engine: '엔진',
      n: '답변 (n)',
      nHelp: '이 엔진의 성공한 답변 수',
      citations: '인용',
      citationsHelp: '이 엔진의 답변에 있는 모든 인용 수',
      owned: '자사 인용',
      ownedHelp: '자사 URL 인용 수',
      share: '자사 점유율',
      shareHelp: '자사 인용 / 이 엔진의 모든 인용',
      citing: '자사 인용 답변',
      rate: '자사 인용률',
      rateHelp: '자사 URL을 인용한 답변 / 이 엔진의 n',
      impression: '노출 점유율',
      impressionHelp: '자사 노출 / 이 엔진의 모든 노출(PAWC)',
    },
  },
  position: {
    title: '자사 첫 인용 순서',
    hint: '자사 사이트가 인용된 답변에서, 자사 사이트가 처음 인용된 순서의 평균 (1 = 가장 먼저 인용, 낮을수록 좋음)',
    method:
      '도메인 집계에서 계산합니다: 자사 도메인마다 그 도메인의 첫 인용 순서를 답변별로 더한 값의 합 / (답변, 자사 도메인) 쌍의 수. 한 답변이 자사 도메인을 둘 이상 인용하지 않으면 답변별 첫 자사 인용 순서의 평균과 정확히 같고("정확"), 그렇지 않으면 그런 답변이 도메인마다 한 번씩 들어갑니다.',
    empty: '이 기간에 자사 사이트를 인용한 답변이 없습니다.',
    mean: '평균 첫 인용 순서',
    pairsColumn: '(답변, 자사 도메인) 쌍',
    column: '첫 자사 인용 순서',
    exact: '답변 {{answers}}개 기준 (정확)',
    pairs: '답변 {{answers}}개, (답변, 자사 도메인) 쌍 {{pairs}}개 기준',
    overall: '전체 엔진: {{mean}}',
    domains: '자사 도메인',
    domainsEmpty: '이 기간에 인용된 자사 도메인이 없습니다.',
    domainsExport: '자사-도메인-첫-인용',
    columns: {
      domain: '도메인',
      citations: '인용',
      answers: '인용한 답변',
      answersHelp: '이 도메인을 인용한 답변 수',
      first: '첫 인용 순서',
      firstHelp: '이 도메인을 인용한 답변에서 이 도메인이 처음 인용된 순서의 평균 (1 = 가장 먼저)',
    },
  },
  urls: {
    title: '인용된 자사 페이지',
    hint: '엔진이 인용한 자사 페이지(출처 유형이 자사인 도메인의 페이지), 인용이 많은 순. 점유율은 이 기간의 모든 인용 대비',
    empty: '이 기간에 인용된 자사 페이지가 없습니다.',
    export: '인용된-자사-페이지',
    shown: '{{total}}개 중 {{shown}}개 (인용이 많은 순서로 최대 100개)',
    columns: {
      page: '페이지',
      citations: '인용',
      share: '인용 점유율',
      shareHelp: '이 페이지의 인용 / 이 기간의 모든 인용',
      answers: '인용한 답변',
      answersHelp: '이 페이지를 인용한 답변 / 성공한 답변',
      impression: '노출 점유율',
      impressionHelp: '위치 가중 단어 수(PAWC) 기준 이 페이지의 몫',
      first: '첫 인용 순서',
      firstHelp: '이 페이지가 처음 인용된 순서의 평균 (1 = 가장 먼저)',
    },
  },
};

export const citationAnalyticsEn: typeof citationAnalyticsKo = {
  simulated:
    'Answers in this range include simulated data made by the simulator, not real AI engine answers.',
  summary:
    '{{citations}} citations in {{n}} successful answers · compared with {{from}} – {{to}} ({{previousN}} answers)',
  ownedMedia: 'Owned media: {{list}}',
  editOwnedMedia: 'Edit owned media',
  noOwnedTitle: 'No owned media yet',
  noOwnedText:
    'Add your own domains or URLs to the project to see how often the engines cite them. Answers already collected are analyzed again when you do.',
  editProject: 'Edit the project',
  kpis: {
    rate: 'Owned citation rate',
    rateHint: 'Answers citing at least one owned URL / successful answers (n), 95 % Wilson interval',
    rateDetail: '{{citing}} of {{n}} answers',
    share: 'Owned citation share',
    shareHint:
      'Citations of owned URLs / all citations. n is the citations; no interval, as the citations of one answer are not independent',
    impression: 'Owned impression share',
    impressionHint:
      "Owned URLs' impression (PAWC: each answer sentence's words split among the sources it cites, earlier sentences weighted more) / all impression. A share of sums, so its change is not tested",
  },
  trend: {
    title: 'Owned citation rate and share over time',
    hintDay:
      'Per day. The rate is over that day’s answers (band: 95 % interval), the share over its citations',
    hintDaySimple: 'Per day. The rate is over that day’s answers, the share over its citations',
    hintWeek:
      'Per week (from Monday, clipped to the range). The rate is over the week’s answers, the share over its citations',
    empty: 'No successful answers in this range.',
    rate: 'Owned citation rate',
    share: 'Owned citation share',
    impression: 'Owned impression share',
  },
  engines: {
    chart: 'Owned citations per engine',
    chartHint: 'Per engine: owned citation rate (of answers) and owned citation share (of citations)',
    empty: 'No engine answered in this range.',
    table: 'Citations per engine',
    tableEmpty: 'No engine answered in this range.',
    export: 'owned-citations-per-engine',
    columns: {
      engine: 'Engine',
      n: 'Answers (n)',
      nHelp: "This engine's successful answers",
      citations: 'Citations',
      citationsHelp: "Every citation in this engine's answers",
      owned: 'Owned',
      ownedHelp: 'Citations of owned URLs',
      share: 'Owned share',
      shareHelp: "Owned citations / all of this engine's citations",
      citing: 'Citing owned',
      rate: 'Owned rate',
      rateHelp: "Answers citing an owned URL / this engine's n",
      impression: 'Impression',
      impressionHelp: "Owned impression / all of this engine's impression (PAWC)",
    },
  },
  position: {
    title: 'Position of the first owned citation',
    hint: 'In the answers citing an owned site: the mean position of its first citation (1 = cited first; lower is better)',
    method:
      'Computed from the domain rollups: for each owned domain, the sum over the answers citing it of the position of its first citation, summed over owned domains / the (answer, owned domain) pairs. When no answer cites two owned domains this is exactly the mean position of each answer’s first owned citation ("exact"); otherwise such an answer counts once per owned domain.',
    empty: 'No answer cited an owned site in this range.',
    mean: 'Mean first position',
    pairsColumn: '(answer, owned domain) pairs',
    column: 'Avg. first owned position',
    exact: 'Over {{answers}} answers (exact)',
    pairs: 'Over {{answers}} answers, {{pairs}} (answer, owned domain) pairs',
    overall: 'All engines: {{mean}}',
    domains: 'Owned domains',
    domainsEmpty: 'No owned domain was cited in this range.',
    domainsExport: 'owned-domains-first-position',
    columns: {
      domain: 'Domain',
      citations: 'Citations',
      answers: 'Answers citing',
      answersHelp: 'Answers citing this domain',
      first: 'Avg. first-cite position',
      firstHelp: 'Mean position of its first citation in the answers citing it (1 = cited first)',
    },
  },
  urls: {
    title: 'Cited owned pages',
    hint: 'The owned pages the engines cited (pages of domains of the owned source type), most cited first. Shares are of every citation of the range',
    empty: 'No owned page was cited in this range.',
    export: 'cited-owned-pages',
    shown: '{{shown}} of {{total}} (the 100 most cited at most)',
    columns: {
      page: 'Page',
      citations: 'Citations',
      share: 'Share of citations',
      shareHelp: "This page's citations / every citation of the range",
      answers: 'Answers citing',
      answersHelp: 'Answers citing this page / successful answers',
      impression: 'Impression share',
      impressionHelp: "This page's share of position-adjusted word count (PAWC)",
      first: 'Avg. first-cite position',
      firstHelp: 'Mean position of its first citation in an answer (1 = cited first)',
    },
  },
};

export function registerCitationAnalyticsStrings(i18n: I18n): void {
  if (i18n.exists('citationAnalytics.kpis.rate')) return;
  i18n.addResourceBundle('ko', 'translation', { citationAnalytics: citationAnalyticsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { citationAnalytics: citationAnalyticsEn }, true, false);
}
