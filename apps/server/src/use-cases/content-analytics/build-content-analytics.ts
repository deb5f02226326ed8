import {
  type ContentAnalytics,
  type ContentTypeId,
  type ContentTypeMix,
  contentTrendDayLimit,
  contentTypeIds,
  type EngineId,
  engineIds,
  intents,
} from '@sightline/contracts';
import type { ContentTypeByPrompt, ContentTypePeriod, ContentTypeSums } from '@sightline/db';
import { rangePeriods } from '../analytics/range-periods.ts';
import { coveredPrompts, type ResolvedReportFilter } from '../report-filter/index.ts';
import { addCitations, asContentType, contentSegment, type TypeCounts } from './content-segment.ts';

export interface ContentAnalyticsInput {
  filter: ResolvedReportFilter;
  /** By engine × content type, and by ownership × content type. */
  types: ContentTypeSums[];
  /** By period (day or month, see `contentTrendGranularity`) × content type. */
  trend: ContentTypePeriod[];
  /** By prompt × content type. */
  byPrompt: ContentTypeByPrompt[];
  n: number;
  simulated: boolean;
}

type IntentKey = ContentAnalytics['byIntent'][number]['intent'];

const fraction = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : null);
const typeOrder = (type: ContentTypeId) => contentTypeIds.indexOf(type);

/** The content type mix over every page: from the ownership rows (each page is owned or not, so none counts twice). */
function contentMix(types: ContentTypeSums[]) {
  const mix = new Map<
    ContentTypeId,
    Omit<ContentTypeMix, 'share' | 'impressionShare'> & { impression: number }
  >();
  for (const row of types) {
    if (row.owned === null) continue;
    const contentType = asContentType(row.contentType);
    const entry = mix.get(contentType) ?? { contentType, pages: 0, citations: 0, impression: 0 };
    entry.pages += row.pages;
    entry.citations += row.citations;
    entry.impression += row.impression;
    mix.set(contentType, entry);
  }
  const entries = [...mix.values()]
    .filter((entry) => entry.citations > 0)
    .sort((a, b) => b.citations - a.citations || typeOrder(a.contentType) - typeOrder(b.contentType));
  const citations = entries.reduce((sum, entry) => sum + entry.citations, 0);
  const impression = entries.reduce((sum, entry) => sum + entry.impression, 0);
  const pages = entries.reduce((sum, entry) => sum + entry.pages, 0);
  return {
    citations,
    pages,
    mix: entries.map(
      ({ impression: own, ...entry }): ContentTypeMix => ({
        ...entry,
        share: fraction(entry.citations, citations),
        impressionShare: fraction(own, impression),
      }),
    ),
  };
}

/** How a range's trend is cut: by day up to `contentTrendDayLimit` days, by calendar month beyond. */
export const contentTrendGranularity = (filter: Pick<ResolvedReportFilter, 'days'>) =>
  filter.days.length > contentTrendDayLimit ? ('month' as const) : ('day' as const);

/**
 * The content analytics of a range from its sums: the mix (pages, citations, shares of citations and of impression),
 * each engine's mix, owned pages against the others, the mix per day or week, and per intent of the covered prompts
 * (by each prompt's current intent). Segments list every content type of the mix, in its order.
 */
export function buildContentAnalytics({
  filter,
  types,
  trend,
  byPrompt,
  n,
  simulated,
}: ContentAnalyticsInput): ContentAnalytics {
  const { mix, citations, pages } = contentMix(types);
  const order = mix.map((entry) => entry.contentType);

  const byEngine = new Map<EngineId, TypeCounts>();
  const byOwnership = new Map<boolean, TypeCounts>();
  const ownedPages = new Map<boolean, number>();
  for (const row of types) {
    if (row.owned !== null) {
      addCitations(byOwnership, row.owned, row.contentType, row.citations);
      ownedPages.set(row.owned, (ownedPages.get(row.owned) ?? 0) + row.pages);
    } else if (row.engine !== null && (engineIds as readonly string[]).includes(row.engine)) {
      addCitations(byEngine, row.engine as EngineId, row.contentType, row.citations);
    }
  }

  const granularity = contentTrendGranularity(filter);
  const periods = rangePeriods(filter, granularity);
  const byPeriod = new Map<string, TypeCounts>();
  for (const row of trend) addCitations(byPeriod, row.period, row.contentType, row.citations);
  const covered = coveredPrompts(filter);
  const intentOf = new Map<number, IntentKey>(covered.map((p) => [p.id, p.intent ?? 'none']));
  const byIntent = new Map<IntentKey, TypeCounts>();
  for (const row of byPrompt) {
    const intent = intentOf.get(row.promptId);
    if (intent !== undefined) addCitations(byIntent, intent, row.contentType, row.citations);
  }
  const promptsByIntent = new Map<IntentKey, number>();
  for (const intent of intentOf.values()) promptsByIntent.set(intent, (promptsByIntent.get(intent) ?? 0) + 1);

  return {
    from: filter.from,
    to: filter.to,
    simulated,
    n,
    empty: null,
    citations,
    pages,
    filters: filter.applied,
    mix,
    byEngine: engineIds
      .filter((engine) => (byEngine.get(engine)?.size ?? 0) > 0)
      .map((engine) => ({ engine, ...contentSegment(byEngine.get(engine), order) })),
    owned: {
      owned: { ...contentSegment(byOwnership.get(true), order), pages: ownedPages.get(true) ?? 0 },
      others: { ...contentSegment(byOwnership.get(false), order), pages: ownedPages.get(false) ?? 0 },
    },
    granularity,
    trend: periods.map((period) => ({
      key: period.key,
      from: period.from ?? period.key,
      to: period.to ?? period.key,
      ...contentSegment(byPeriod.get(period.key), order),
    })),
    byIntent: [...intents, 'none' as const]
      .filter((intent) => promptsByIntent.has(intent))
      .map((intent) => ({
        intent,
        prompts: promptsByIntent.get(intent) ?? 0,
        ...contentSegment(byIntent.get(intent), order),
      })),
  };
}
