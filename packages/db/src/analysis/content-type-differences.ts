import { type SQL, sql } from 'drizzle-orm';
import { blockSpans } from '../analytics/day-blocks.ts';

// The differences a change of the per-prompt content-type rows makes to the rollups summed over them (see
// rollup-differences.ts for the other tables): `source` names a CTE of per-prompt rows (organization_id, project_id,
// day, engine, prompt_id, content_type, citations) — a recompute's new-minus-old rows, a deleted prompt's rows, or a
// corrected page's citations moved between types — added with sign 1 or taken away with sign −1. Each sums its rows
// per target row first and writes them in key order, so writers that share rows lock them in one order. Rows that sum
// to zero are not written; rows taken to zero stay, at zero (reads keep only types with citations).

/** The CTEs these read (constant identifiers: they go into the raw SQL). */
export type ContentTypeRows = 'content_types' | 'moved_content_types';

const spans = `(values ${blockSpans.map((span) => `(${span})`).join(', ')}) s(span)`;
const blockStart = (day: string) => `${day} - (${day} - date '1970-01-01') % s.span`;

/** To/from the per-day rows of every prompt. */
export function addDailyContentTypes(source: ContentTypeRows, sign: 1 | -1): SQL {
  return sql.raw(`insert into rollup_daily_content_types (organization_id, project_id, day, engine, content_type,
      citations)
    select organization_id, project_id, day, engine, content_type, ${sign} * sum(citations)
    from ${source}
    group by organization_id, project_id, day, engine, content_type
    having sum(citations) <> 0
    order by 3, 4, 5
    on conflict (project_id, day, engine, content_type) do update set
    citations = rollup_daily_content_types.citations + excluded.citations`);
}

/** To/from the prompt's block of each span. */
export function addBlockContentTypes(source: ContentTypeRows, sign: 1 | -1): SQL {
  return sql.raw(`insert into rollup_block_content_types (organization_id, project_id, span, start, engine, prompt_id,
      content_type, citations)
    select r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.prompt_id, r.content_type,
      ${sign} * sum(r.citations)
    from ${source} r cross join ${spans}
    group by r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.prompt_id, r.content_type
    having sum(r.citations) <> 0
    order by 3, 4, 5, 6, 7
    on conflict (project_id, span, start, engine, prompt_id, content_type) do update set
    citations = rollup_block_content_types.citations + excluded.citations`);
}

/** To/from the per-prompt rows themselves (a corrected page's citations moved between types). */
export function addContentTypes(source: ContentTypeRows, sign: 1 | -1): SQL {
  return sql.raw(`insert into rollup_content_types (organization_id, project_id, day, engine, prompt_id, content_type,
      citations)
    select organization_id, project_id, day, engine, prompt_id, content_type, ${sign} * sum(citations)
    from ${source}
    group by organization_id, project_id, day, engine, prompt_id, content_type
    having sum(citations) <> 0
    order by 3, 4, 5, 6
    on conflict (project_id, day, engine, prompt_id, content_type) do update set
    citations = rollup_content_types.citations + excluded.citations`);
}
