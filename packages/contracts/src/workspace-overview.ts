import { z } from 'zod';
import { ProportionChange } from './analytics.ts';
import { MeanBasis, RatioBasis } from './ratio-basis.ts';
import { PageMeta, PaginationQuery } from './sources.ts';

// The workspace overview: every project of a workspace side by side. Rates are fractions in [0, 1], null when their n is 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const proportion = z.object({
  value: fraction.nullable(),
  mentioning: count,
  n: count,
  low: fraction.nullable(),
  high: fraction.nullable(),
});

// GET /api/v1/workspaces/:id/overview — the projects of a workspace side by side, a page at a time (a constant number
// of queries whatever the number of projects)

/** Most project document ids one `filters[documentId][$in]` may name. */
export const maxOverviewDocumentIds = 100;

/**
 * `GET /api/v1/workspaces/:id/overview` query: Strapi-style paging (`pagination[page]` from 1,
 * `pagination[pageSize]` 1–100, default 25), `sort` as `key:asc|desc` (default `name:asc`; a key alone takes its
 * natural direction: names and position rising, the others falling), and `filters[documentId][$in]` to read only
 * some projects (the home screen's recent ones). A bad value is a 400 naming the parameter.
 */
export const WorkspaceOverviewQuery = z
  .object({
    sort: z.string().max(40).optional(),
    pagination: PaginationQuery,
    filters: z
      .object({
        documentId: z
          .object({
            $in: z.union([
              z.string().max(64),
              z.array(z.string().max(64)).min(1).max(maxOverviewDocumentIds),
            ]),
          })
          .strict(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type WorkspaceOverviewQuery = z.infer<typeof WorkspaceOverviewQuery>;

/** The own brand's numbers over one window of days ending today in the project's timezone. */
export const OverviewWindow = z.object({
  from: day,
  to: day,
  n: count,
  visibility: proportion,
  shareOfVoice: fraction.nullable(),
  averagePosition: z.number().min(1).nullable(),
  /** What share of voice and position rest on (answers mentioning the own brand over Σ brands' mentioning answers). */
  basis: z.object({ shareOfVoice: RatioBasis, averagePosition: MeanBasis }),
  /** Visibility against the window of the same length just before. */
  change: ProportionChange,
});
export type OverviewWindow = z.infer<typeof OverviewWindow>;

export const OverviewProject = z.object({
  documentId: z.string(),
  name: z.string(),
  brandName: z.string(),
  status: z.enum(['active', 'inactive']),
  timezone: z.string(),
  simulated: z.boolean(),
  /** The newest local day with an answer, or null. */
  lastAnswerDay: day.nullable(),
  last7: OverviewWindow,
  last30: OverviewWindow,
  /** The own brand's visibility on each of the last 30 days, oldest first (null on a day without answers). */
  sparkline: z.array(z.object({ day, n: count, visibility: fraction.nullable() })),
});
export type OverviewProject = z.infer<typeof OverviewProject>;

export const WorkspaceOverview = z.object({
  workspace: z.object({ documentId: z.string(), name: z.string() }),
  /** One page of the workspace's projects, in the asked sort (`meta.pagination` counts them all). */
  projects: z.array(OverviewProject),
});
export type WorkspaceOverview = z.infer<typeof WorkspaceOverview>;

export const WorkspaceOverviewResponse = z.object({
  data: WorkspaceOverview,
  meta: z.object({ metricsVersion: z.string(), pagination: PageMeta }),
});
export type WorkspaceOverviewResponse = z.infer<typeof WorkspaceOverviewResponse>;
