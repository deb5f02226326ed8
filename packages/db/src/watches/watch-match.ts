import { type SQL, sql } from 'drizzle-orm';

/** What a watch matches, as stored (see schema/watches.ts). */
export interface WatchMatch {
  kind: 'domain' | 'url' | 'keyword' | 'brand';
  target: string;
  /** Empty: every engine. */
  engines: readonly string[];
}

export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * Whether the chat aliased `c` (a row of `chats`) is a hit of a watch whose kind, target and engines are the SQL
 * expressions given: a successful answer of one of its engines that cites the domain (or a subdomain of it) or the
 * page, contains the keyword (case-insensitively, no pattern characters) or names the brand. The one definition of a
 * hit, used when a chat is stored, when its facts are rewritten, over the history, and for a draft's preview.
 */
export function watchHitCondition(kind: SQL, target: SQL, engines: SQL): SQL {
  return sql`c.status = 'ok'
    and (cardinality(${engines}) = 0 or c.engine = any(${engines}))
    and case ${kind}
      when 'domain' then exists (select 1 from citations ct where ct.chat_id = c.id
        and (ct.domain = ${target} or right(ct.domain, length(${target}) + 1) = '.' || ${target}))
      when 'url' then exists (select 1 from citations ct where ct.chat_id = c.id and ct.normalized_url = ${target})
      when 'keyword' then strpos(lower(c.answer), lower(${target})) > 0
      when 'brand' then exists (select 1 from mentions m where m.chat_id = c.id and m.brand_key = ${target})
      else false
    end`;
}

/** The condition for a draft watch (bound values), for previews. */
export const draftHitCondition = (match: WatchMatch) =>
  watchHitCondition(
    sql`${match.kind}::text`,
    sql`${match.target}::text`,
    sql`${textArray(match.engines)}::text[]`,
  );

/** The condition for the stored watch aliased `w`. */
export const storedHitCondition = () => watchHitCondition(sql`w.kind`, sql`w.target`, sql`w.engines`);
