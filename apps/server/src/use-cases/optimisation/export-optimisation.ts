import type { OptimisationQuery, OptimisationRecommendation, ReportDetail } from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import Papa from 'papaparse';
import { csvOptions } from '../../http/csv-options.ts';
import type { Services } from '../../services.ts';
import { prepareOptimisationReport } from './get-optimisation-report.ts';
import { recommendationPath } from './recommendation-path.ts';

export interface OptimisationExport {
  /** `optimisation-<project>-<from>-<to>.csv`. */
  filename: string;
  /** The file: a byte order mark (spreadsheets then read Korean as UTF-8), the header, one row per recommendation. */
  body: string;
}

const header = [
  'rank',
  'kind',
  'key',
  'subject',
  'impact_answers',
  'evidence',
  'link',
  'range_has_simulated_answers',
];

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const rate = (r: { count: number; n: number; value: number | null }) =>
  `${r.count}/${r.n} (${percent(r.value)})`;
const p = (value: number) => (value < 0.0001 ? '<0.0001' : value.toFixed(4));

/** What a recommendation is about, in one cell. */
function subjectOf(r: OptimisationRecommendation): string {
  switch (r.kind) {
    case 'prompt_gap':
      return r.subject.text;
    case 'outreach_domain':
      return r.subject.domain;
    case 'content_type':
      return `${r.subject.intent}: ${r.subject.contentType}`;
    case 'owned_page_drop':
      return r.subject.url;
    case 'engine_gap':
      return r.subject.engine;
  }
}

/**
 * Its evidence, summarized in one cell (English, like the other exports' column names). In the simple view (the
 * caller's report detail) no n or p-value: the answers are counted in words and a test's result is left out.
 */
function evidenceOf(r: OptimisationRecommendation, detail: ReportDetail): string {
  const simple = detail === 'simple';
  const tested = (pValue: number) => (simple ? '' : `; p ${p(pValue)}`);
  switch (r.kind) {
    case 'prompt_gap': {
      const e = r.evidence;
      const rivals = e.competitors.map((c) => `${c.name} ${c.answers}`).join(', ');
      const domains = e.domains.map((d) => `${d.domain} (${d.sourceType}) ${d.answers}`).join(', ');
      return `${simple ? `${e.n} answers` : `n ${e.n}`}; brand named in ${e.brandAnswers}; a competitor named in ${e.competitorAnswers} (${rivals}); cited there: ${domains || 'none'}`;
    }
    case 'outreach_domain': {
      const e = r.evidence;
      return `${e.sourceType}; cited in ${e.answersCiting} answers: ${e.answersWithCompetitor} naming a competitor, ${e.answersWithBrand} naming the brand; ${e.citations} citations; engines ${e.engines.join(', ')}`;
    }
    case 'content_type': {
      const e = r.evidence;
      const owned = e.ownedTypes
        .map((t) => `${t.contentType} ${t.pages} pages, ${t.citations} citations`)
        .join('; ');
      return `${percent(e.share)} of other sites' citations (${e.citations} of ${e.othersCitations}) in ${e.answers} answers of ${e.prompts} prompts; owned pages cited: ${owned || 'none'}`;
    }
    case 'owned_page_drop': {
      const e = r.evidence;
      return `answers citing it now ${rate(e.now)}, before ${rate(e.before)}${tested(e.test.pValue)}`;
    }
    case 'engine_gap': {
      const e = r.evidence;
      return `brand visibility on ${r.subject.engine} ${rate(e.engine)}, elsewhere ${rate(e.elsewhere)}${tested(e.test.pValue)}`;
    }
  }
}

/**
 * `GET /api/v1/projects/:id/optimisation/export`: the report of the same filters as CSV, one row per recommendation in
 * rank order — rank, kind, key, what it is about, the impact in answers, the evidence in words, the web app's path to
 * the answers behind it, and whether the range holds simulated answers. Parameters and access as the report. The
 * evidence follows the caller's report detail (the simple view leaves out n and p-values).
 */
export async function exportOptimisation(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: OptimisationQuery,
  now = new Date(),
): Promise<OptimisationExport> {
  const read = await prepareOptimisationReport(services, auth, projectKey, query, now);
  const report = await read.load();
  const { from, to, simulated } = report.meta;
  const records = report.data.map((r) => [
    r.rank,
    r.kind,
    r.key,
    subjectOf(r),
    r.impact.answers,
    evidenceOf(r, auth.user.reportDetail),
    recommendationPath(r, report.meta),
    simulated,
  ]);
  const body = Papa.unparse({ fields: header, data: records }, csvOptions);
  return { filename: `optimisation-${projectKey}-${from}-${to}.csv`, body: `\uFEFF${body}\r\n` };
}
