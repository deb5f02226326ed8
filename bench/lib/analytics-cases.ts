export interface CaseTargets {
  /** `/api/v1/projects/:documentId` of the benchmark project. */
  project: string;
  /** `/api/v1/workspaces/:documentId` of its workspace. */
  workspace: string;
  /** The query of the range of the last `span` days (`from=…&to=…`). */
  range: (span: number) => string;
  /** The same range as a body's fields. */
  rangeOf: (span: number) => { from: string; to: string };
  /** A tag of the project's prompts. */
  tag: string;
  /** A prompt's document id. */
  prompt: string;
}

/** One timed request: a GET, or a POST of `body`; `source` marks the source calls (their own bar), `pages` those
 * that need the synthetic page rollups. */
export interface BenchCase {
  label: string;
  path: string;
  body?: Record<string, unknown>;
  source?: 'domains' | 'pages';
}

/** A domain and one of its pages that the synthetic project cites every day. */
const benchDomain = 'namu.wiki';
const benchPage = 'https://namu.wiki/p/0';

/**
 * What `bench:analytics` times: the tracking report over 7 to 365 days with engine, compare, every grouping and the
 * tag, intent and prompt filters; the prompt × engine table; the top domains; the workspace overview; and the source
 * calls — the domain and page tables (with the gap, a tag filter, sorted by change), a domain's screen, the domain
 * and page trends, the source types, and the citation and content analytics.
 */
export function dashboardCases(targets: CaseTargets): BenchCase[] {
  return [...trackingCases(targets).map(([label, path]) => ({ label, path })), ...sourceCases(targets)];
}

function trackingCases({ project, workspace, range, tag, prompt }: CaseTargets): Array<[string, string]> {
  const tracking = (span: number, query = '') => `${project}/tracking?${range(span)}${query}`;
  const cases: Array<[string, string]> = [];
  for (const span of [7, 30, 90, 365]) cases.push([`tracking ${span} d`, tracking(span)]);
  for (const span of [30, 365]) {
    cases.push([`tracking ${span} d, chatgpt`, tracking(span, '&engines=chatgpt')]);
    cases.push([`tracking ${span} d, compare`, tracking(span, '&compare=previous')]);
    cases.push([
      `tracking ${span} d, by engine + compare`,
      tracking(span, '&compare=previous&groupBy=engine'),
    ]);
  }
  cases.push(['tracking 365 d, by week', tracking(365, '&groupBy=week')]);
  cases.push(['tracking 365 d, by month', tracking(365, '&groupBy=month')]);
  for (const span of [30, 365]) {
    cases.push([
      `tracking ${span} d, by intent + compare`,
      tracking(span, '&groupBy=intent&compare=previous'),
    ]);
    cases.push([`tracking ${span} d, tag filter`, tracking(span, `&tags=${encodeURIComponent(tag)}`)]);
  }
  cases.push(['tracking 30 d, by tag', tracking(30, '&groupBy=tag')]);
  cases.push(['tracking 30 d, by prompt', tracking(30, '&groupBy=prompt')]);
  cases.push(['tracking 30 d, by branded', tracking(30, '&groupBy=branded')]);
  cases.push(['tracking 30 d, commercial', tracking(30, '&intents=commercial')]);
  cases.push(['tracking 365 d, one prompt', tracking(365, `&prompts=${prompt}`)]);
  for (const span of [7, 30, 365])
    cases.push([`prompt × engine ${span} d`, `${project}/tracking/prompts?${range(span)}`]);
  for (const span of [30, 365])
    cases.push([`top domains ${span} d`, `${project}/top-domains?${range(span)}`]);
  cases.push(['workspace overview', `${workspace}/overview`]);
  return cases;
}

function sourceCases({ project, range, rangeOf, tag }: CaseTargets): BenchCase[] {
  // The source calls are under /api/projects (the spec's paths), not /api/v1.
  const sources = project.replace('/api/v1/', '/api/');
  const tagged = `tags=${encodeURIComponent(tag)}`;
  const cases: BenchCase[] = [];
  const add = (label: string, path: string, source: 'domains' | 'pages', body?: Record<string, unknown>) =>
    cases.push({ label, path, source, ...(body ? { body } : {}) });
  for (const span of [30, 365])
    add(`sources by domain ${span} d`, `${sources}/sources-by-domain?${range(span)}`, 'domains');
  add('sources by domain 30 d, gap', `${sources}/sources-by-domain?${range(30)}&gap=true`, 'domains');
  add('sources by domain 30 d, tag', `${sources}/sources-by-domain?${range(30)}&${tagged}`, 'domains');
  add(
    'sources by domain 30 d, by change',
    `${sources}/sources-by-domain?${range(30)}&sort=change:desc`,
    'domains',
  );
  add('source types 30 d', `${sources}/source-types?${range(30)}`, 'domains');
  add('source types 365 d, by week', `${sources}/source-types?${range(365)}&granularity=week`, 'domains');
  add('source types 30 d, tag', `${sources}/source-types?${range(30)}&${tagged}`, 'domains');
  for (const span of [30, 365])
    add(`domain screen ${span} d`, `${sources}/source-domains/${benchDomain}?${range(span)}`, 'domains');
  add(
    'domain screen 30 d, tag',
    `${sources}/source-domains/${benchDomain}?${range(30)}&${tagged}`,
    'domains',
  );
  add('domain trend 30 d', `${project}/source-domains-trend`, 'domains', {
    ...rangeOf(30),
    domains: [benchDomain],
  });
  add('domain trend 365 d, 10 by week', `${project}/source-domains-trend`, 'domains', {
    ...rangeOf(365),
    domains: [
      benchDomain,
      'blog.naver.com',
      'youtube.com',
      'reddit.com',
      'chosun.com',
      'hankyung.com',
      'korea.kr',
      'tistory.com',
      'instagram.com',
      'ko.wikipedia.org',
    ],
    granularity: 'week',
  });
  for (const span of [30, 365])
    add(`sources (pages) ${span} d`, `${sources}/sources?${range(span)}`, 'pages');
  add('sources (pages) 30 d, tag', `${sources}/sources?${range(30)}&${tagged}`, 'pages');
  add('sources (pages) 30 d, one domain', `${sources}/sources?${range(30)}&domain=${benchDomain}`, 'pages');
  for (const span of [30, 365]) {
    add(`citation analytics ${span} d`, `${sources}/citation-analytics?${range(span)}`, 'domains');
    add(`content analytics ${span} d`, `${sources}/content-analytics?${range(span)}`, 'pages');
  }
  add('content analytics 30 d, tag', `${sources}/content-analytics?${range(30)}&${tagged}`, 'pages');
  add('page trend 30 d', `${project}/source-urls-trend`, 'pages', { ...rangeOf(30), urls: [benchPage] });
  add('page trend 365 d, by month', `${project}/source-urls-trend`, 'pages', {
    ...rangeOf(365),
    urls: [benchPage],
    granularity: 'month',
  });
  return cases;
}
