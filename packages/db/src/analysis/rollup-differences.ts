import { type SQL, sql } from 'drizzle-orm';
import { blockSpans } from '../analytics/day-blocks.ts';
import {
  answerMeasureColumns,
  brandMeasureColumns,
  sourceMeasureColumns,
} from '../analytics/rollup-measures.ts';

// The differences a recompute applies: each helper reads the per-prompt rows of a CTE (`answers`, `brands`,
// `domains`, `urls`: a recompute's new-minus-old rows, or a deleted prompt's rows) and adds them (sign 1) to, or
// removes them (sign −1) from,
// the rollups summed over them: daily, monthly, blocks and segments. Each sums its source rows per target row first,
// so one statement can carry the rows of many keys (a re-analysis batch, a prompt's whole history), and writes the
// target rows in key order, so writers that share rows lock them in one order.

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of the CTE named `source` to/from the daily rows. Only
 * constant identifiers go into the raw SQL.
 */
export function addDailyAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_daily_answers (organization_id, project_id, day, engine, ${m.join(', ')})
    select organization_id, project_id, day, engine, ${m.map((c) => `${sign} * sum(${c})`).join(', ')}
    from ${source}
    group by organization_id, project_id, day, engine
    order by 3, 4
    on conflict (project_id, day, engine) do update set
    ${m.map((c) => `${c} = rollup_daily_answers.${c} + excluded.${c}`).join(', ')}`);
}

export function addDailyBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_daily_brands (organization_id, project_id, day, engine, brand_key, ${m.join(', ')})
    select organization_id, project_id, day, engine, brand_key, ${m.map((c) => `${sign} * sum(${c})`).join(', ')}
    from ${source}
    group by organization_id, project_id, day, engine, brand_key
    order by 3, 4, 5
    on conflict (project_id, day, engine, brand_key) do update set
    ${m.map((c) => `${c} = rollup_daily_brands.${c} + excluded.${c}`).join(', ')}`);
}

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from every segment their prompt is in. */
export function addSegmentAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_segment_answers (organization_id, project_id, day, engine, segment_id,
    ${m.join(', ')})
    select a.organization_id, a.project_id, a.day, a.engine, s.id, ${m.map((c) => `${sign} * sum(a.${c})`).join(', ')}
    from ${source} a join rollup_segments s on s.project_id = a.project_id and a.prompt_id = any(s.prompt_ids)
    group by a.organization_id, a.project_id, a.day, a.engine, s.id
    order by 5, 3, 4
    on conflict (segment_id, day, engine) do update set
    ${m.map((c) => `${c} = rollup_segment_answers.${c} + excluded.${c}`).join(', ')}`);
}

export function addSegmentBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_segment_brands (organization_id, project_id, day, engine, segment_id, brand_key,
    ${m.join(', ')})
    select b.organization_id, b.project_id, b.day, b.engine, s.id, b.brand_key,
      ${m.map((c) => `${sign} * sum(b.${c})`).join(', ')}
    from ${source} b join rollup_segments s on s.project_id = b.project_id and b.prompt_id = any(s.prompt_ids)
    group by b.organization_id, b.project_id, b.day, b.engine, s.id, b.brand_key
    order by 5, 6, 3, 4
    on conflict (segment_id, day, engine, brand_key) do update set
    ${m.map((c) => `${c} = rollup_segment_brands.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from every segment of their prompt that holds
 * source rows.
 */
export function addSegmentSources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { segment, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${segment} (organization_id, project_id, day, engine, segment_id, ${key}, ${label},
    ${m.join(', ')})
    select r.organization_id, r.project_id, r.day, r.engine, s.id, r.${key}, max(r.${label}),
      ${m.map((c) => `${sign} * sum(r.${c})`).join(', ')}
    from ${source} r join rollup_segments s on s.project_id = r.project_id and r.prompt_id = any(s.prompt_ids)
      and s.sources
    group by r.organization_id, r.project_id, r.day, r.engine, s.id, r.${key}
    order by 5, 6, 3, 4
    on conflict (segment_id, day, engine, ${key}) do update set
    ${label} = greatest(${segment}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${segment}.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from the blocks of every segment of their
 * prompt that holds source rows.
 */
export function addSegmentBlockSources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { segmentBlock, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${segmentBlock} (organization_id, project_id, segment_id, span, start, engine, ${key},
    ${label}, ${m.join(', ')})
    select r.organization_id, r.project_id, g.id, s.span, ${blockStart('r.day')}, r.engine, r.${key}, max(r.${label}),
      ${m.map((c) => `${sign} * sum(r.${c})`).join(', ')}
    from ${source} r join rollup_segments g on g.project_id = r.project_id and r.prompt_id = any(g.prompt_ids)
      and g.sources
    cross join ${spans}
    group by r.organization_id, r.project_id, g.id, s.span, ${blockStart('r.day')}, r.engine, r.${key}
    order by 3, 4, 5, 6, 7
    on conflict (segment_id, span, start, engine, ${key}) do update set
    ${label} = greatest(${segmentBlock}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${segmentBlock}.${c} + excluded.${c}`).join(', ')}`);
}

/** Each block span as a row `span`, and the first day of the block of that span holding `day`. */
const spans = `(values ${blockSpans.map((span) => `(${span})`).join(', ')}) s(span)`;
const blockStart = (day: string) => `${day} - (${day} - date '1970-01-01') % s.span`;

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from their block of each span. */
export function addBlockAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_block_answers (organization_id, project_id, span, start, engine, prompt_id,
    ${m.join(', ')})
    select a.organization_id, a.project_id, s.span, ${blockStart('a.day')}, a.engine, a.prompt_id,
      ${m.map((c) => `${sign} * sum(a.${c})`).join(', ')}
    from ${source} a cross join ${spans}
    group by a.organization_id, a.project_id, s.span, ${blockStart('a.day')}, a.engine, a.prompt_id
    order by 3, 4, 5, 6
    on conflict (project_id, span, start, engine, prompt_id) do update set
    ${m.map((c) => `${c} = rollup_block_answers.${c} + excluded.${c}`).join(', ')}`);
}

export function addBlockBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_block_brands (organization_id, project_id, span, start, engine, prompt_id,
    brand_key, ${m.join(', ')})
    select b.organization_id, b.project_id, s.span, ${blockStart('b.day')}, b.engine, b.prompt_id, b.brand_key,
      ${m.map((c) => `${sign} * sum(b.${c})`).join(', ')}
    from ${source} b cross join ${spans}
    group by b.organization_id, b.project_id, s.span, ${blockStart('b.day')}, b.engine, b.prompt_id, b.brand_key
    order by 3, 4, 5, 6, 7
    on conflict (project_id, span, start, engine, prompt_id, brand_key) do update set
    ${m.map((c) => `${c} = rollup_block_brands.${c} + excluded.${c}`).join(', ')}`);
}

/** The summed columns of the cited-source rollups (domains and pages alike). */
const sourceMeasures = sourceMeasureColumns;

/**
 * A cited-source rollup: the CTE holding its per-prompt rows, its daily, monthly and segment tables, the column it is keyed by,
 * and a label column that is not a count (a domain's source type, a page's domain): the sums keep the greatest one
 * their rows carried.
 */
const sourceRollups = {
  domains: {
    daily: 'rollup_daily_domains',
    monthly: 'rollup_monthly_domains',
    segment: 'rollup_segment_domains',
    segmentBlock: 'rollup_segment_block_domains',
    key: 'domain',
    label: 'source_type',
  },
  urls: {
    daily: 'rollup_daily_urls',
    monthly: 'rollup_monthly_urls',
    segment: 'rollup_segment_urls',
    segmentBlock: 'rollup_segment_block_urls',
    key: 'normalized_url',
    label: 'domain',
  },
} as const;

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from its daily rows. */
export function addDailySources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { daily, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${daily} (organization_id, project_id, day, engine, ${key}, ${label}, ${m.join(', ')})
    select organization_id, project_id, day, engine, ${key}, max(${label}),
      ${m.map((c) => `${sign} * sum(${c})`).join(', ')}
    from ${source}
    group by organization_id, project_id, day, engine, ${key}
    order by 3, 4, 5
    on conflict (project_id, day, engine, ${key}) do update set
    ${label} = greatest(${daily}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${daily}.${c} + excluded.${c}`).join(', ')}`);
}

/** The same per month (a prompt's deletion takes many days of one month at once: summed first). */
export function addMonthlySources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { monthly, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${monthly} (organization_id, project_id, month, engine, ${key}, ${label}, ${m.join(', ')})
    select organization_id, project_id, date_trunc('month', day)::date, engine, ${key}, max(${label}),
      ${m.map((c) => `${sign} * sum(${c})`).join(', ')}
    from ${source}
    group by organization_id, project_id, date_trunc('month', day)::date, engine, ${key}
    order by 3, 4, 5
    on conflict (project_id, month, engine, ${key}) do update set
    ${label} = greatest(${monthly}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${monthly}.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt page rows of `source` to/from their block of each span (all
 * prompts; a prompt's deletion takes many days at once: summed first).
 */
export function addBlockUrls(source: 'urls', sign: 1 | -1): SQL {
  const m = sourceMeasures;
  return sql.raw(`insert into rollup_block_urls (organization_id, project_id, span, start, engine, normalized_url,
    domain, ${m.join(', ')})
    select r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.normalized_url,
      max(r.domain), ${m.map((c) => `${sign} * sum(r.${c})`).join(', ')}
    from ${source} r cross join ${spans}
    group by r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.normalized_url
    order by 3, 4, 5, 6
    on conflict (project_id, span, start, engine, normalized_url) do update set
    domain = greatest(rollup_block_urls.domain, excluded.domain),
    ${m.map((c) => `${c} = rollup_block_urls.${c} + excluded.${c}`).join(', ')}`);
}
