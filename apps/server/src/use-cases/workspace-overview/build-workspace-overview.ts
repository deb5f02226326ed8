import type { OverviewProject, OverviewWindow, WorkspaceOverview } from '@sightline/contracts';
import { daysEndingWith, measuredRatio, ratio, wilsonInterval } from '@sightline/core';
import type {
  ProjectActivity,
  ProjectDayAnswers,
  ProjectDayBrands,
  WorkspaceProjectRow,
  WorkspaceProjects,
} from '@sightline/db';
import { proportionChange } from '../analytics/proportion-change.ts';

/** Days read per project: the last 30 and the 30 before them (the longest window and what it is compared with). */
export const overviewSpanDays = 60;
const sparklineDays = 30;

export interface WorkspaceOverviewInputs {
  /** The page of projects, each with its today (the local day in its own timezone). */
  listing: WorkspaceProjects;
  answers: readonly ProjectDayAnswers[];
  brands: readonly ProjectDayBrands[];
  activity: readonly ProjectActivity[];
}

/** One project's counts of one day (all engines). */
interface DayCounts {
  n: number;
  own: number;
  rankSum: number;
  all: number;
}

const emptyDay = (): DayCounts => ({ n: 0, own: 0, rankSum: 0, all: 0 });

/** Counts per project and day, from the two rollup scans. */
function countsByProject(inputs: WorkspaceOverviewInputs): Map<number, Map<string, DayCounts>> {
  const byProject = new Map<number, Map<string, DayCounts>>();
  const dayOf = (projectId: number, day: string) => {
    const days = byProject.get(projectId) ?? new Map<string, DayCounts>();
    byProject.set(projectId, days);
    const counts = days.get(day) ?? emptyDay();
    days.set(day, counts);
    return counts;
  };
  for (const row of inputs.answers) dayOf(row.projectId, row.day).n += row.answers;
  for (const row of inputs.brands) {
    const counts = dayOf(row.projectId, row.day);
    counts.own += row.ownMentioning;
    counts.rankSum += row.ownRankSum;
    counts.all += row.allMentioning;
  }
  return byProject;
}

function sumDays(days: readonly string[], byDay: ReadonlyMap<string, DayCounts>): DayCounts {
  const total = emptyDay();
  for (const day of days) {
    const counts = byDay.get(day);
    if (!counts) continue;
    total.n += counts.n;
    total.own += counts.own;
    total.rankSum += counts.rankSum;
    total.all += counts.all;
  }
  return total;
}

/** The own brand over the last `length` days of `span`, against the `length` days before them. */
function overviewWindow(span: readonly string[], length: number, byDay: ReadonlyMap<string, DayCounts>) {
  const days = span.slice(-length);
  const now = sumDays(days, byDay);
  const before = sumDays(span.slice(-2 * length, -length), byDay);
  const interval = wilsonInterval(now.own, now.n);
  const shareOfVoice = measuredRatio(now.own, now.all, 'answers', 'brandAnswers');
  const window: OverviewWindow = {
    from: days[0]!,
    to: days.at(-1)!,
    n: now.n,
    visibility: {
      value: ratio(now.own, now.n),
      mentioning: now.own,
      n: now.n,
      low: interval?.low ?? null,
      high: interval?.high ?? null,
    },
    shareOfVoice: shareOfVoice.value,
    averagePosition: now.own > 0 ? now.rankSum / now.own : null,
    basis: { shareOfVoice: shareOfVoice.basis, averagePosition: { answers: now.own } },
    change: proportionChange(before.own, before.n, now.own, now.n),
  };
  return window;
}

function overviewProject(
  project: WorkspaceProjectRow,
  byDay: ReadonlyMap<string, DayCounts>,
  activity: ProjectActivity | undefined,
): OverviewProject {
  const span = daysEndingWith(project.today, overviewSpanDays);
  return {
    documentId: project.documentId,
    name: project.name,
    brandName: project.brandName,
    status: project.status,
    timezone: project.timezone,
    simulated: activity?.simulated ?? false,
    lastAnswerDay: activity?.lastAnswerDay ?? null,
    last7: overviewWindow(span, 7, byDay),
    last30: overviewWindow(span, 30, byDay),
    sparkline: span.slice(-sparklineDays).map((day) => {
      const counts = byDay.get(day) ?? emptyDay();
      return { day, n: counts.n, visibility: ratio(counts.own, counts.n) };
    }),
  };
}

/**
 * The workspace overview (definitions: docs/features/metrics.md; the own brand only) from the rows of a constant
 * number of queries over every project at once: each project's windows end on its own today.
 */
export function buildWorkspaceOverview(inputs: WorkspaceOverviewInputs): WorkspaceOverview {
  const counts = countsByProject(inputs);
  const activity = new Map(inputs.activity.map((a) => [a.projectId, a]));
  return {
    workspace: inputs.listing.workspace,
    projects: inputs.listing.projects.map((project) =>
      overviewProject(project, counts.get(project.id) ?? new Map(), activity.get(project.id)),
    ),
  };
}
