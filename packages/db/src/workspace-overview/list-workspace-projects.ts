import { type SQL, sql } from 'drizzle-orm';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** What a page of a workspace's projects is ordered by (the overview's numbers as it shows them, or the name). */
export type WorkspaceProjectSortKey =
  | 'name'
  | 'visibility7'
  | 'change7'
  | 'visibility30'
  | 'shareOfVoice'
  | 'position'
  | 'lastAnswerDay';

export interface WorkspaceProjectPageQuery {
  organizationId: number;
  workspaceId: number;
  /** The instant whose local day, in each project's own timezone, is the project's today (its windows end on it). */
  now: Date;
  sort: { key: WorkspaceProjectSortKey; direction: 'asc' | 'desc' };
  /** Only these projects (document ids), when given. */
  documentIds?: readonly string[] | undefined;
  offset: number;
  limit: number;
}

export interface WorkspaceProjectRow {
  id: number;
  documentId: string;
  name: string;
  brandName: string;
  status: 'active' | 'inactive';
  timezone: string;
  /** The project's local day at `now`, `YYYY-MM-DD`. */
  today: string;
}

export interface WorkspaceProjects {
  workspace: { documentId: string; name: string };
  /** One page of the workspace's projects (active and inactive), in the asked order. */
  projects: WorkspaceProjectRow[];
  /** How many projects the workspace has (of `documentIds`, when given). */
  total: number;
}

type Row = {
  workspace_document_id: string;
  workspace_name: string;
  total: number | string;
  id: number | string | null;
  document_id: string | null;
  name: string | null;
  brand_name: string | null;
  status: 'active' | 'inactive' | null;
  timezone: string | null;
  today: string | null;
};

/**
 * Each project's own-brand counts over the last 30 of its local days (its today included), from the daily rollups
 * (all engines): what the number sorts compute, the same sums the overview builds its windows from.
 */
const windowCounts = sql`
  left join lateral (
    select coalesce(sum(a.answers) filter (where a.day > d.today - 7), 0) as n7,
      coalesce(sum(a.answers) filter (where a.day <= d.today - 7 and a.day > d.today - 14), 0) as n_before7,
      coalesce(sum(a.answers), 0) as n30
    from rollup_daily_answers a
    where a.project_id = p.id and a.day > d.today - 30 and a.day <= d.today
  ) n on true
  left join lateral (
    select
      coalesce(sum(b.answers_mentioning) filter (where b.brand_key = ${ownBrandKey} and b.day > d.today - 7), 0)
        as own7,
      coalesce(sum(b.answers_mentioning)
        filter (where b.brand_key = ${ownBrandKey} and b.day <= d.today - 7 and b.day > d.today - 14), 0)
        as own_before7,
      coalesce(sum(b.answers_mentioning) filter (where b.brand_key = ${ownBrandKey}), 0) as own30,
      coalesce(sum(b.rank_sum) filter (where b.brand_key = ${ownBrandKey} and b.day > d.today - 7), 0) as rank_sum7,
      coalesce(sum(b.answers_mentioning) filter (where b.day > d.today - 7), 0) as all7
    from rollup_daily_brands b
    where b.project_id = p.id and b.day > d.today - 30 and b.day <= d.today
  ) m on true`;

/** The sort value of each key (null: the project has no such number; it comes last whatever the direction). */
function sortValue(key: WorkspaceProjectSortKey): SQL {
  const visibility7 = sql`m.own7::float8 / nullif(n.n7, 0)`;
  switch (key) {
    case 'name':
      return sql`p.name`;
    case 'visibility7':
      return visibility7;
    case 'change7':
      return sql`(${visibility7} - m.own_before7::float8 / nullif(n.n_before7, 0))`;
    case 'visibility30':
      return sql`m.own30::float8 / nullif(n.n30, 0)`;
    case 'shareOfVoice':
      return sql`m.own7::float8 / nullif(m.all7, 0)`;
    case 'position':
      return sql`m.rank_sum7::float8 / nullif(m.own7, 0)`;
    case 'lastAnswerDay':
      return sql`(select max(l.day) from rollup_daily_answers l where l.project_id = p.id and l.answers > 0)`;
  }
}

/**
 * One page of a workspace's projects (the workspace already authorized by the caller), sorted and counted in ONE
 * statement: the workspace, how many projects it has, and the page — each project with its local today at `now`, and
 * for a sort by a number that number computed over the project's own days from the daily rollups, so the order across
 * pages is the order of the numbers the overview shows. Null when the workspace is not the organization's.
 */
export async function listWorkspaceProjects(
  db: Database,
  query: WorkspaceProjectPageQuery,
): Promise<WorkspaceProjects | null> {
  const { key, direction } = query.sort;
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const ids = query.documentIds;
  const only = !ids
    ? sql``
    : ids.length === 0
      ? sql`and false`
      : sql`and p.document_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const order =
    key === 'name'
      ? sql`p.name ${dir}, p.id ${dir}`
      : sql`${sortValue(key)} ${dir} nulls last, p.name asc, p.id asc`;
  const rows = rawRows<Row>(
    await db.execute(sql`
      select w.document_id as workspace_document_id, w.name as workspace_name,
        (select count(*) from projects p where p.workspace_id = w.id and p.organization_id = w.organization_id ${only})
          as total,
        pg.id, pg.document_id, pg.name, pg.brand_name, pg.status, pg.timezone, pg.today
      from workspaces w
      left join lateral (
        select p.id, p.document_id, p.name, p.brand_name, p.status, p.timezone,
          to_char(d.today, 'YYYY-MM-DD') as today, row_number() over (order by ${order}) as position
        from projects p
        cross join lateral (select (${query.now.toISOString()}::timestamptz at time zone p.timezone)::date as today) d
        ${key === 'name' || key === 'lastAnswerDay' ? sql`` : windowCounts}
        where p.workspace_id = w.id and p.organization_id = w.organization_id ${only}
        order by position
        limit ${query.limit} offset ${query.offset}
      ) pg on true
      where w.id = ${query.workspaceId} and w.organization_id = ${query.organizationId}
      order by pg.position`),
  );
  const [first] = rows;
  if (!first) return null;
  const projects: WorkspaceProjectRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    projects.push({
      id: Number(row.id),
      documentId: row.document_id!,
      name: row.name!,
      brandName: row.brand_name!,
      status: row.status!,
      timezone: row.timezone!,
      today: row.today!,
    });
  }
  return {
    workspace: { documentId: first.workspace_document_id, name: first.workspace_name },
    projects,
    total: Number(first.total),
  };
}
