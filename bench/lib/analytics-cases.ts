export interface CaseTargets {
  /** `/api/v1/projects/:documentId` of the benchmark project. */
  project: string;
  /** `/api/v1/workspaces/:documentId` of its workspace. */
  workspace: string;
  /** The query of the range of the last `span` days (`from=…&to=…`). */
  range: (span: number) => string;
  /** A tag of the project's prompts. */
  tag: string;
  /** A prompt's document id. */
  prompt: string;
}

/**
 * What `bench:analytics` times, as [label, path]: the tracking report over 7 to 365 days with engine, compare, every
 * grouping and the tag, intent and prompt filters; the prompt × engine table; the top domains; the workspace overview;
 * the source domain table (the synthetic project has no page rollups yet, so the page table and trends are not timed).
 */
export function dashboardCases({
  project,
  workspace,
  range,
  tag,
  prompt,
}: CaseTargets): Array<[string, string]> {
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
  // The source calls are under /api/projects (the spec's paths), not /api/v1.
  const sources = project.replace('/api/v1/', '/api/');
  for (const span of [30, 365])
    cases.push([`sources by domain ${span} d`, `${sources}/sources-by-domain?${range(span)}`]);
  cases.push(['sources by domain 30 d, gap', `${sources}/sources-by-domain?${range(30)}&gap=true`]);
  cases.push([
    'sources by domain 30 d, tag',
    `${sources}/sources-by-domain?${range(30)}&tags=${encodeURIComponent(tag)}`,
  ]);
  cases.push([
    'sources by domain 30 d, by change',
    `${sources}/sources-by-domain?${range(30)}&sort=change:desc`,
  ]);
  return cases;
}
