import { type SQL, sql } from 'drizzle-orm';
import type { EngineMonthCost } from '../collection/sum-costs.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { type MonthRange, monthRangeCondition } from './month-range.ts';

/** How the rows are summed: per month, per project × month, per engine × month, or per project × month × engine. */
export type OrganizationCostGroup = 'month' | 'project' | 'engine' | 'projectEngine';

export type OrganizationCostSortKey =
  | 'month'
  | 'project'
  | 'engine'
  | 'chats'
  | 'inputTokens'
  | 'outputTokens'
  | 'cost'
  | 'unpriced';

export interface OrganizationCostQuery {
  organizationId: number;
  range?: MonthRange | undefined;
  group: OrganizationCostGroup;
  sort: { key: OrganizationCostSortKey; direction: 'asc' | 'desc' };
  /** One page of the rows; every row when absent. */
  page?: { offset: number; limit: number } | undefined;
}

export interface OrganizationCostGroupRow extends Omit<EngineMonthCost, 'engine'> {
  /** The project's document id, or null when summed over projects. */
  project: string | null;
  /** The project's name, or null when summed over projects. */
  projectName: string | null;
  /** The engine, or null when summed over engines. */
  engine: string | null;
}

export interface OrganizationCostPage {
  rows: OrganizationCostGroupRow[];
  /** How many rows there are in all pages. */
  total: number;
}

type Row = {
  total: number | string;
  month: string | null;
  project: string | null;
  project_name: string | null;
  engine: string | null;
  chats: number | string;
  input_tokens: number | string;
  output_tokens: number | string;
  cost: number | string;
  unpriced: number | string;
  interrupted: number | string;
  interrupted_cost: number | string;
  judge_cost: number | string;
};

const sortColumns: Record<OrganizationCostSortKey, SQL> = {
  month: sql`g.month`,
  project: sql`g.project_name`,
  engine: sql`g.engine`,
  chats: sql`g.chats`,
  inputTokens: sql`g.input_tokens`,
  outputTokens: sql`g.output_tokens`,
  cost: sql`g.cost`,
  unpriced: sql`g.unpriced`,
};

/**
 * An organization's tokens and cost per local month (each project's own timezone: the chat's day), summed per
 * project and/or engine as `group` says — the same sums as `sumCostsByEngineAndMonth` per project — sorted, one page
 * of them and how many there are in ONE statement (the count and the page read the grouped rows once). The chats are
 * read through the organization's projects, by their (project, day) index.
 */
export async function sumOrganizationCosts(
  db: Database,
  query: OrganizationCostQuery,
): Promise<OrganizationCostPage> {
  const byProject = query.group === 'project' || query.group === 'projectEngine';
  const byEngine = query.group === 'engine' || query.group === 'projectEngine';
  const keys = [
    sql`to_char(c.day, 'YYYY-MM')`,
    ...(byProject ? [sql`p.id`, sql`p.document_id`, sql`p.name`] : []),
    ...(byEngine ? [sql`c.engine`] : []),
  ];
  const dir = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${sortColumns[query.sort.key]} ${dir}, g.month desc, g.project_name asc, g.project_id asc,
    g.engine asc`;
  const page = query.page ? sql`limit ${query.page.limit} offset ${query.page.offset}` : sql``;
  const rows = rawRows<Row>(
    await db.execute(sql`
      with g as (
        select to_char(c.day, 'YYYY-MM') as month,
          ${byProject ? sql`p.id` : sql`null::bigint`} as project_id,
          ${byProject ? sql`p.document_id` : sql`null::text`} as project,
          ${byProject ? sql`p.name` : sql`null::text`} as project_name,
          ${byEngine ? sql`c.engine` : sql`null::text`} as engine,
          count(*) as chats,
          coalesce(sum(c.input_tokens), 0) as input_tokens,
          coalesce(sum(c.output_tokens), 0) as output_tokens,
          coalesce(sum(c.cost), 0)::float8 as cost,
          count(*) filter (where c.cost is null) as unpriced,
          count(*) filter (where r.interrupted > 0) as interrupted,
          coalesce(sum(c.cost * r.interrupted), 0)::float8 as interrupted_cost,
          coalesce(sum(j.cost), 0)::float8 as judge_cost
        from chats c
        join runs r on r.id = c.run_id
        left join sentiment_judgements j on j.chat_id = c.id
        join projects p on p.id = c.project_id and p.organization_id = ${query.organizationId}
        where c.project_id in (select id from projects where organization_id = ${query.organizationId})
          and ${monthRangeCondition(sql`c.day`, query.range)}
        group by ${sql.join(keys, sql`, `)}
      )
      select t.total, s.*
      from (select count(*) as total from g) t
      left join lateral (
        select g.*, row_number() over (order by ${order}) as position from g order by position ${page}
      ) s on true
      order by s.position`),
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    rows: rows
      .filter((r) => r.month !== null)
      .map((r) => ({
        month: r.month!,
        project: r.project,
        projectName: r.project_name,
        engine: r.engine,
        chats: Number(r.chats),
        inputTokens: Number(r.input_tokens),
        outputTokens: Number(r.output_tokens),
        cost: Number(r.cost),
        unpriced: Number(r.unpriced),
        interrupted: Number(r.interrupted),
        interruptedCost: Number(r.interrupted_cost),
        judgeCost: Number(r.judge_cost),
      })),
  };
}
