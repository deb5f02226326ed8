import { z } from 'zod';
import { EngineId } from './enums.ts';
import { PageMeta, PaginationQuery } from './sources.ts';

// Costs and budgets (issue 15): what a project's answers cost per month and engine, its monthly budget and the
// projected cost of the current month. Money is USD; months are local months `YYYY-MM` of the project's timezone.

const count = z.number().int().nonnegative();
const money = z.number().min(0);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-05');

const monthRange = <T extends { from?: string | undefined; to?: string | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  }
};

/** `from` and `to` (both optional, inclusive): only those months. `to` before `from` is a 400 naming `to`. */
export const CostsQuery = z
  .object({ from: month.optional(), to: month.optional() })
  .strict()
  .superRefine(monthRange);
export type CostsQuery = z.infer<typeof CostsQuery>;

/**
 * How the organization's cost rows are summed: per `month` (every project and engine), per `project` and month, or
 * per `engine` and month; without `group`, per project, month and engine.
 */
export const organizationCostGroupings = ['month', 'project', 'engine'] as const;
export type OrganizationCostGrouping = (typeof organizationCostGroupings)[number];

/**
 * `GET /api/v1/organizations/:id/costs` query: the months (`from`, `to`), how the rows are summed (`group`), their
 * `sort` (`key:asc|desc`, default `month:desc`) and Strapi-style paging of the rows (`pagination[page]` from 1,
 * `pagination[pageSize]` 1–100, default 25). A bad value is a 400 naming the parameter.
 */
export const OrganizationCostsQuery = z
  .object({
    from: month.optional(),
    to: month.optional(),
    group: z.enum(organizationCostGroupings).optional(),
    sort: z.string().max(40).optional(),
    pagination: PaginationQuery,
  })
  .strict()
  .superRefine(monthRange);
export type OrganizationCostsQuery = z.infer<typeof OrganizationCostsQuery>;

/** One local month × engine of a project's answers. */
export const EngineMonthCost = z.object({
  month,
  engine: EngineId,
  /** Answers stored (the engine's reply, empty or not). */
  chats: count,
  inputTokens: count,
  outputTokens: count,
  /** USD of the answers whose cost is known; those of unknown cost count as 0 and are counted in `unpriced`. */
  cost: money,
  unpriced: count,
  /** Answers whose run was asked again after a crash, and the estimated USD of the lost attempts (not in `cost`). */
  interrupted: count,
  interruptedCost: money,
  /** USD of judging these answers' tone with a model (not in `cost`; the budget counts both). */
  judgeCost: money,
});
export type EngineMonthCost = z.infer<typeof EngineMonthCost>;

/** `GET /api/v1/projects/:id/costs`: newest month first, then by engine. */
export const ProjectCostsResponse = z.object({
  data: z.array(EngineMonthCost),
  meta: z.object({
    timezone: z.string(),
    /** Some of the project's answers are simulated (the simulator's answers cost 0). */
    simulated: z.boolean(),
  }),
});
export type ProjectCostsResponse = z.infer<typeof ProjectCostsResponse>;

/** One engine's part of the projection. */
export const EngineProjection = z.object({
  engine: EngineId,
  /** Answers of this engine in one collect: active prompts × samples. */
  answersPerCollect: count,
  /** Priced answers of the window the mean is taken from, and the mean USD per answer (null: none priced). */
  pricedAnswers: count,
  averageCost: money.nullable(),
});
export type EngineProjection = z.infer<typeof EngineProjection>;

/**
 * The cost of the current month at the current schedule: `cost` = `monthToDate` + `remainingCollects` ×
 * `perCollect`, where `perCollect` = Σ engines (mean cost per priced answer over the last `windowDays` days ×
 * active prompts × samples). `cost` is null (unknown) while collects remain and no engine has a priced answer yet;
 * with some engines in `unpricedEngines` it leaves them out (a lower bound).
 */
export const MonthProjection = z.object({
  cost: money.nullable(),
  monthToDate: money,
  remainingCollects: count,
  perCollect: money.nullable(),
  windowDays: count,
  engines: z.array(EngineProjection),
  unpricedEngines: z.array(EngineId),
});
export type MonthProjection = z.infer<typeof MonthProjection>;

/**
 * A project's monthly budget and where the current month stands. `paused`: the month's recorded cost has reached
 * the budget, so no new collect starts (scheduled, run now or backfill) until the budget is raised or removed or the
 * month ends; `notifiedAt` is when owners and admins were mailed about it (once per month).
 */
export const ProjectBudget = z.object({
  monthlyBudget: money.nullable(),
  month,
  timezone: z.string(),
  monthCost: money,
  monthAnswers: count,
  /** Answers of the month whose cost is unknown (not in `monthCost`). */
  monthUnpriced: count,
  paused: z.boolean(),
  notifiedAt: z.string().nullable(),
  /** Every engine of the project is answered by the simulator (the demo, trials): nothing it collects costs. */
  simulated: z.boolean(),
  projection: MonthProjection,
});
export type ProjectBudget = z.infer<typeof ProjectBudget>;

export const ProjectBudgetResponse = z.object({ data: ProjectBudget, meta: z.object({}) });
export type ProjectBudgetResponse = z.infer<typeof ProjectBudgetResponse>;

/** `PUT /api/v1/projects/:id/budget` `{ data }`: the monthly budget in USD (kept to the cent), or null for none. */
export const ProjectBudgetData = z
  .object({
    monthlyBudget: z
      .number({ error: 'must be a number of US dollars or null' })
      .min(0.01, 'must be at least 0.01 (USD)')
      .max(1_000_000, 'must be at most 1,000,000 (USD)')
      .nullable(),
  })
  .strict();
export type ProjectBudgetData = z.infer<typeof ProjectBudgetData>;

/**
 * One local month of an organization, summed as the query's `group` says: `project` is the project's document id
 * (null when summed over projects) and `engine` null when summed over engines.
 */
export const OrganizationCostRow = EngineMonthCost.extend({
  project: z.string().nullable(),
  /** The project's name (null when summed over projects). */
  projectName: z.string().nullable(),
  engine: EngineId.nullable(),
});
export type OrganizationCostRow = z.infer<typeof OrganizationCostRow>;

/** Each project of the organization with its current month, budget and projection. */
export const OrganizationCostProject = z.object({
  documentId: z.string(),
  name: z.string(),
  simulated: z.boolean(),
  status: z.enum(['active', 'inactive']),
  budget: ProjectBudget,
});
export type OrganizationCostProject = z.infer<typeof OrganizationCostProject>;

/**
 * `GET /api/v1/organizations/:id/costs`: one page of the rows (`meta.pagination` counts them all), every month ×
 * engine summed over the projects (the chart: at most one row per month and engine). Each project's month is
 * `GET /api/v1/organizations/:id/budgets`.
 */
export const OrganizationCostsResponse = z.object({
  data: z.object({
    rows: z.array(OrganizationCostRow),
    months: z.array(EngineMonthCost),
  }),
  meta: z.object({ pagination: PageMeta }),
});
export type OrganizationCostsResponse = z.infer<typeof OrganizationCostsResponse>;

/**
 * `GET /api/v1/organizations/:id/budgets` query: the `sort` (`key:asc|desc`, default `name:asc`) and Strapi-style
 * paging (`pagination[page]` from 1, `pagination[pageSize]` 1–100, default 25). A bad value is a 400 naming it.
 */
export const OrganizationBudgetsQuery = z
  .object({
    sort: z.string().max(40).optional(),
    pagination: PaginationQuery,
  })
  .strict();
export type OrganizationBudgetsQuery = z.infer<typeof OrganizationBudgetsQuery>;

/** Every project of the organization this month, summed: what the page's tiles show, whatever page is read. */
export const OrganizationBudgetSummary = z.object({
  projects: count,
  /** USD of every project's current local month so far. */
  monthCost: z.number(),
  /** Σ each project's projected month, the projects whose projection is unknown counted as 0. */
  projectedCost: z.number(),
  /** Projects whose month cannot be projected yet (an engine with no priced answer in the window). */
  projectedUnknown: count,
  /** Projects whose collection is paused by their budget. */
  paused: count,
});
export type OrganizationBudgetSummary = z.infer<typeof OrganizationBudgetSummary>;

/** A page of the organization's projects with their current month, budget and projection, and the summary of all. */
export const OrganizationBudgetsResponse = z.object({
  data: z.array(OrganizationCostProject),
  meta: z.object({ pagination: PageMeta, summary: OrganizationBudgetSummary }),
});
export type OrganizationBudgetsResponse = z.infer<typeof OrganizationBudgetsResponse>;
