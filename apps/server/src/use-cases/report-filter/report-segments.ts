import type { TrackingGroupBy } from '@sightline/contracts';
import { ensureSegments, type SegmentRequest, segmentHoldsSources } from '@sightline/db';
import type { Services } from '../../services.ts';
import { promptGroupKeys } from '../analytics/build-groups.ts';
import { coveredPrompts, type ResolvedReportFilter } from './resolve-report-filter.ts';

/** The segments a report reads, if any (see ensure-segment.ts). */
export interface ReportSegments {
  /** The filter's segment: its tag, intent and branded filters' prompts. */
  segmentId: number | undefined;
  /** Groups by intent, tag or branded-ness: the segment of each group, and the group of each (as cut keys). */
  groups: { segmentIds: number[]; groupsOfCut: Map<string, string[]> } | undefined;
}

/**
 * The segments a report reads, ensured in one call (one look-up, and one transaction for those to build):
 * - for its tag, intent and branded filters, the prompts they leave — sets many reports share — unless the report is
 *   grouped by prompt (that cut reads the per-prompt rows anyway);
 * - for groups by intent, tag or branded-ness, each group's prompts among those the filters leave, so a report cuts
 *   days × engines × groups rows instead of days × engines × prompts.
 * None with an explicit list of prompts (its own per-prompt rows are few) or for a filter that leaves no prompt.
 *
 * A source read needs the filter's segment to hold its domain and page rows. Building them reads every per-prompt
 * source row of the members' history (about a minute for a large project): where a job queue runs, they are built
 * by a background job and, until then, the read has no segment and sums the per-prompt rows of its range.
 */
export async function reportSegments(
  services: Services,
  projectId: number,
  filter: ResolvedReportFilter,
  groupBy: TrackingGroupBy | null,
  now = new Date(),
  /** A source read: the filter's segment holds its domain and page rows too. */
  options: { sources?: boolean } = {},
): Promise<ReportSegments> {
  const { tags, intents, branded, prompts } = filter.applied;
  if (prompts.length > 0) return { segmentId: undefined, groups: undefined };
  const named = { tags, intents, branded };
  const requests: SegmentRequest[] = [];
  const promptIds = filter.promptIds;
  const filtered = promptIds !== undefined && promptIds.length > 0 && groupBy !== 'prompt';
  const filterKey = JSON.stringify(named);
  const inBackground = options.sources === true && services.jobs !== null;
  if (filtered) requests.push({ filterKey, promptIds, sources: options.sources && !inBackground });
  const groups: Array<[string, number[]]> = [];
  if (groupBy === 'intent' || groupBy === 'tag' || groupBy === 'branded') {
    const members = new Map<string, number[]>();
    for (const prompt of coveredPrompts(filter)) {
      for (const group of promptGroupKeys[groupBy](prompt))
        members.set(group, [...(members.get(group) ?? []), prompt.id]);
    }
    for (const [group, ids] of members) {
      groups.push([group, ids]);
      requests.push({ filterKey: JSON.stringify({ ...named, groupBy, group }), promptIds: ids });
    }
  }
  const ids = await ensureSegments(services.db, projectId, requests, now.toISOString().slice(0, 10));
  const groupIds = filtered ? ids.slice(1) : ids;
  let segmentId = filtered ? ids[0] : undefined;
  if (inBackground && segmentId !== undefined && !(await segmentHoldsSources(services.db, segmentId))) {
    await services.jobs!.requestSegmentSources({ projectId, filterKey, promptIds: [...promptIds!] });
    segmentId = undefined;
  }
  return {
    segmentId,
    groups:
      groupBy === 'intent' || groupBy === 'tag' || groupBy === 'branded'
        ? {
            segmentIds: groupIds,
            groupsOfCut: new Map(groups.map(([group], i) => [String(groupIds[i]), [group]])),
          }
        : undefined,
  };
}
