import type { TrackingGroupBy } from '@sightline/contracts';
import { ensureSegments } from '@sightline/db';
import type { Services } from '../../services.ts';
import { promptGroupKeys } from './build-groups.ts';
import { coveredPrompts, type ResolvedReportFilter } from './report-filter.ts';

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** The named filters (tags, intents, branded) of a report without an explicit list of prompts; else null. */
function namedFilters(filter: ResolvedReportFilter) {
  const { tags, intents, branded, prompts } = filter.applied;
  return prompts.length > 0 ? null : { tags, intents, branded };
}

/**
 * The segment a report reads for its tag, intent and branded filters (see ensure-segment.ts): those filters name
 * sets of prompts that many reports share, so their prompts' rollups are kept summed per day × engine. None for an
 * explicit list of prompts (its own per-prompt rows are few), for a filter that leaves no prompt, or without those
 * filters.
 */
export async function filterSegment(
  services: Services,
  projectId: number,
  filter: ResolvedReportFilter,
  now = new Date(),
): Promise<number | undefined> {
  const named = namedFilters(filter);
  const promptIds = filter.promptIds;
  if (!named || promptIds === undefined || promptIds.length === 0) return undefined;
  if (named.tags.length === 0 && named.intents.length === 0 && named.branded === null) return undefined;
  const [id] = await ensureSegments(
    services.db,
    projectId,
    [{ filterKey: JSON.stringify(named), promptIds }],
    todayUtc(now),
  );
  return id;
}

/** A report's groups as segments: the segment ids to cut by, and the group of each (as cut keys). */
export interface GroupSegments {
  segmentIds: number[];
  groupsOfCut: Map<string, string[]>;
}

/**
 * Groups by intent, tag or branded-ness as one segment each (the prompts of the group that the filters leave), so a
 * report cuts days × engines × groups rows instead of days × engines × prompts. None for groups by prompt or with an
 * explicit list of prompts (those read the per-prompt rollups).
 */
export async function groupSegments(
  services: Services,
  projectId: number,
  filter: ResolvedReportFilter,
  groupBy: TrackingGroupBy | null,
  now = new Date(),
): Promise<GroupSegments | undefined> {
  const named = namedFilters(filter);
  if (!named || (groupBy !== 'intent' && groupBy !== 'tag' && groupBy !== 'branded')) return undefined;
  const members = new Map<string, number[]>();
  for (const prompt of coveredPrompts(filter)) {
    for (const group of promptGroupKeys[groupBy](prompt)) {
      members.set(group, [...(members.get(group) ?? []), prompt.id]);
    }
  }
  const groups = [...members.entries()];
  // Every group's segment in one call: those to build are summed in one scan.
  const segmentIds = await ensureSegments(
    services.db,
    projectId,
    groups.map(([group, promptIds]) => ({
      filterKey: JSON.stringify({ ...named, groupBy, group }),
      promptIds,
    })),
    todayUtc(now),
  );
  const result: GroupSegments = { segmentIds, groupsOfCut: new Map() };
  for (const [i, [group]] of groups.entries()) result.groupsOfCut.set(String(segmentIds[i]), [group]);
  return result;
}
