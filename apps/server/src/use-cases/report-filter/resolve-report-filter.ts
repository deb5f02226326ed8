import { type AppliedFilters, parseReportFilter } from '@sightline/contracts';
import { findMentionSpans, localDay, OWN_BRAND_KEY } from '@sightline/core';
import {
  listProjectTagNames,
  listReportPrompts,
  loadAnalysisProfile,
  type ReportPromptRow,
  type StoredAnalysisProfile,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { invalidParameter } from '../query-parameters.ts';
import { type TrackingRange, trackingRange } from './tracking-range.ts';

/** A prompt of the project with its tags and whether it names the own brand. */
export interface ProjectPrompt extends ReportPromptRow {
  /** The prompt names the own brand or one of its aliases (the matcher of answer mentions). */
  branded: boolean;
}

/** The filters checked without the database: the range, engines, intents and `branded`; tags and prompts listed. */
export interface ParsedReportFilter extends TrackingRange {
  /** The filters as the report echoes them (and as cache keys hold them): sorted, deduplicated. */
  applied: AppliedFilters;
}

/** A report's filters, validated against the project: the range and engines, and the prompts they leave. */
export interface ResolvedReportFilter extends ParsedReportFilter {
  /** Ids of the prompts the tag, intent, branded and prompt filters leave; undefined without any of them. */
  promptIds: number[] | undefined;
  /** Every prompt of the project, in the order they were added. */
  prompts: ProjectPrompt[];
}

/** The query parameters of a report filter, in any of their query-string forms. */
export type ReportFilterQuery = Partial<
  Record<'from' | 'to' | 'engines' | 'tags' | 'intents' | 'branded' | 'prompts', string | string[]>
>;

/**
 * What of a query's filter can be checked without the database — by the report filter's contract (contracts'
 * `parseReportFilter`: a malformed or impossible date, a backwards range or one over 366 days, an unknown engine or
 * intent, `branded` other than true/false; a 400 naming the parameter and the value) — with the range's defaults
 * (`today` in the project's time zone) and the lists normalized (sorted, deduplicated) as cache keys and the report's
 * `filters` hold them.
 */
export function readReportFilter(query: ReportFilterQuery, today: string): ParsedReportFilter {
  const parsed = parseReportFilter(query);
  if (parsed.refusal) {
    return invalidParameter(parsed.refusal.field, parsed.refusal.message, parsed.refusal.value);
  }
  const { filter } = parsed;
  return {
    ...trackingRange({ from: filter.from, to: filter.to, engines: filter.engines }, today),
    applied: {
      tags: [...(filter.tags ?? [])].sort(),
      intents: filter.intents ?? [],
      branded: filter.branded ?? null,
      prompts: [...(filter.prompts ?? [])].sort(),
    },
  };
}

/** Whether the prompt names the own brand, as analysis would count a mention of it in an answer. */
function namesOwnBrand(text: string, profile: StoredAnalysisProfile | null): boolean {
  return profile !== null && findMentionSpans(text, profile).some((s) => s.brandKey === OWN_BRAND_KEY);
}

/** Whether a prompt passes the filters: AND across kinds, OR within a kind (an empty kind passes all). */
function matches(prompt: ProjectPrompt, applied: AppliedFilters): boolean {
  return (
    (applied.tags.length === 0 || prompt.tags.some((t) => applied.tags.includes(t))) &&
    (applied.intents.length === 0 || (prompt.intent !== null && applied.intents.includes(prompt.intent))) &&
    (applied.branded === null || prompt.branded === applied.branded) &&
    (applied.prompts.length === 0 || applied.prompts.includes(prompt.documentId))
  );
}

/**
 * The parsed filters against the project: every tag must be one of its tags and every prompt one of its prompts
 * (else a 400 naming `tags` or `prompts` and the value); the prompts they leave.
 */
export async function loadReportFilter(
  services: Services,
  projectId: number,
  parsed: ParsedReportFilter,
): Promise<ResolvedReportFilter> {
  const [rows, tagNames, profile] = await Promise.all([
    listReportPrompts(services.db, projectId),
    listProjectTagNames(services.db, projectId),
    loadAnalysisProfile(services.db, projectId),
  ]);
  const prompts = rows.map((row) => ({ ...row, branded: namesOwnBrand(row.text, profile) }));
  const { applied } = parsed;
  const knownTags = new Set(tagNames);
  for (const tag of applied.tags) {
    if (!knownTags.has(tag)) invalidParameter('tags', `Unknown tag in tags: ${tag}`, tag);
  }
  const knownPrompts = new Set(prompts.map((p) => p.documentId));
  for (const id of applied.prompts) {
    if (!knownPrompts.has(id)) invalidParameter('prompts', `Unknown prompt in prompts: ${id}`, id);
  }
  const filtered =
    applied.tags.length > 0 ||
    applied.intents.length > 0 ||
    applied.branded !== null ||
    applied.prompts.length > 0;
  return {
    ...parsed,
    promptIds: filtered ? prompts.filter((p) => matches(p, applied)).map((p) => p.id) : undefined,
    prompts,
  };
}

/**
 * The one resolver of a report's filter, which every report read of a project calls: the query read against the
 * contract (`readReportFilter`), then against the project (`loadReportFilter`). Tags, intents and prompts combine
 * with AND across kinds, OR within a kind.
 */
export async function resolveReportFilter(
  services: Services,
  project: { id: number; timezone: string },
  query: ReportFilterQuery,
  now = new Date(),
): Promise<ResolvedReportFilter> {
  return loadReportFilter(services, project.id, readReportFilter(query, localDay(now, project.timezone)));
}

/** The parsed filters as a cache key holds them (equal keys, equal reports). */
export function reportFilterKey(parsed: ParsedReportFilter) {
  const { tags, intents: chosen, branded, prompts } = parsed.applied;
  return {
    from: parsed.from,
    to: parsed.to,
    engines: parsed.engines ?? null,
    tags,
    intents: chosen,
    branded,
    prompts,
  };
}

/** The prompts a report covers: those the filters leave, or every prompt of the project without a filter. */
export function coveredPrompts(filter: ResolvedReportFilter): ProjectPrompt[] {
  const ids = filter.promptIds === undefined ? null : new Set(filter.promptIds);
  return ids ? filter.prompts.filter((p) => ids.has(p.id)) : filter.prompts;
}
