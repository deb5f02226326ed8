import { type ChatExportQuery, intents } from '@sightline/contracts';
import {
  type AuthContext,
  type ChatPageFilter,
  findAnalyticsProject,
  type TrackedBrand,
} from '@sightline/db';
import type { ProjectAccess } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { invalidParameter } from '../query-parameters.ts';
import { coveredPrompts, type ResolvedReportFilter, resolveReportFilter } from '../report-filter/index.ts';
import { parseDomain } from '../sources/parse-domain.ts';
import { parseChatBrandFilter } from './chat-brand-filter.ts';

/** The longest text search accepted (`q`). */
export const maxChatSearchLength = 200;

/** The answers list's filters without its page (`after`, `limit`). */
export type ChatListFilter = Omit<ChatPageFilter, 'after' | 'limit'>;

export interface ResolvedChatList {
  project: ProjectAccess;
  filter: ChatListFilter;
  brands: TrackedBrand[];
}

function oneOf<T extends string>(
  field: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    invalidParameter(field, `${field} must be one of ${allowed.join(', ')}, not ${value}`, value);
  }
  return value as T;
}

function parseSearch(value: string | undefined): string | undefined {
  const search = value?.trim();
  if (!search) return undefined;
  if ([...search].length > maxChatSearchLength) {
    invalidParameter('q', `q must be at most ${maxChatSearchLength} characters`, value);
  }
  return search;
}

/** A prompt's intent group, as the reports cut by intent key it (`none` for a prompt without an intent). */
const intentGroups = [...intents, 'none'] as const;

/**
 * The prompts the report filters leave, narrowed to one intent group (`intent`): the answers of one row of the
 * intent matrix. Without `intent`, the report's own (undefined: every prompt).
 */
function promptIdsOf(report: ResolvedReportFilter, intent: string | undefined): number[] | undefined {
  if (intent === undefined) return report.promptIds;
  return coveredPrompts(report)
    .filter((prompt) => (prompt.intent ?? 'none') === intent)
    .map((prompt) => prompt.id);
}

/**
 * The answers list's filters of a query (report range, engines, prompts, tags, intents; one intent group; brand
 * mentioned or not, status, simulated, a cited domain, a text search, the order), each bad parameter a 400 naming it,
 * for a project the caller may read (another organization's is a 404). `scope` is a source or watch screen's own
 * restriction.
 */
export async function resolveChatList(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: Omit<ChatExportQuery, 'format'>,
  now: Date,
  scope?: ChatPageFilter['scope'],
): Promise<ResolvedChatList> {
  const { brand, mentioned, intent, status, simulated, cites, q, sort, ...filterQuery } = query;
  const parsed = {
    intent: oneOf('intent', intent, intentGroups),
    status: oneOf('status', status, ['ok', 'no_answer'] as const),
    simulated: oneOf('simulated', simulated, ['true', 'false'] as const),
    citesDomain: cites === undefined || cites === '' ? undefined : parseDomain(cites, 'cites'),
    search: parseSearch(q),
    order: oneOf('sort', sort, ['newest', 'oldest'] as const) ?? 'newest',
  };
  const project = await findReadableProject(services, auth, projectKey);
  const report = await resolveReportFilter(services, project, filterQuery, now);
  const brands: TrackedBrand[] = (await findAnalyticsProject(services.db, project.id))?.brands ?? [];
  return {
    project,
    brands,
    filter: {
      organizationId: project.organizationId,
      projectId: project.id,
      from: report.from,
      to: report.to,
      engines: report.engines,
      promptIds: promptIdsOf(report, parsed.intent),
      brand: parseChatBrandFilter(brand, mentioned, brands),
      scope,
      citesDomain: parsed.citesDomain,
      status: parsed.status,
      simulated: parsed.simulated === undefined ? undefined : parsed.simulated === 'true',
      search: parsed.search,
      order: parsed.order,
    },
  };
}
