import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface ReadingFilter {
  projectId: number;
  from: string;
  to: string;
  engines?: readonly string[] | undefined;
  promptIds?: readonly number[] | undefined;
}

/** Of a range's successful answers, those that read a page of the site, and of those, the ones that do not cite it. */
export interface AnswersReading {
  reading: number;
  readingNotCiting: number;
}

/**
 * How many answers read a page of `site` while answering (their fan-out, `chats.retrieved`) and how many of them did
 * not cite the site — "retrieved beside cited". A page belongs to the site by its host: the site itself or one of its
 * subdomains, except the hosts of other sites under it (`otherSites`: blog.naver.com is not naver.com's); a Gemini
 * grounding page by its title naming the site. Read from the range's chats by the project × day index.
 */
export async function countAnswersReading(
  db: Database,
  filter: ReadingFilter,
  site: string,
  otherSites: readonly string[],
): Promise<AnswersReading> {
  const host = sql`lower(regexp_replace(substring(p.page ->> 'url' from '^[A-Za-z]+://([^/:?#]+)'), '^www[.]', ''))`;
  const under = (name: string) => sql`(${host} = ${name} or ${host} like ${`%.${name}`})`;
  const excluded = otherSites.length === 0 ? sql`false` : sql.join(otherSites.map(under), sql` or `);
  const engines =
    filter.engines && filter.engines.length > 0
      ? sql`and c.engine = any(${`{${filter.engines.join(',')}}`}::text[])`
      : sql``;
  const prompts =
    filter.promptIds && filter.promptIds.length > 0
      ? sql`and c.prompt_id = any(${`{${filter.promptIds.join(',')}}`}::bigint[])`
      : sql``;
  const [row] = rawRows<{ reading: number | string; reading_not_citing: number | string }>(
    await db.execute(sql`
      select count(*) filter (where x.read) as reading, count(*) filter (where x.read and not x.cited)
        as reading_not_citing
      from (
        select exists (select 1 from jsonb_array_elements(c.retrieved) p(page)
            where (${under(site)} and not (${excluded})) or lower(p.page ->> 'title') = ${site}) as read,
          exists (select 1 from citations ci where ci.chat_id = c.id and ci.domain = ${site}) as cited
        from chats c
        where c.project_id = ${filter.projectId} and c.status = 'ok' and c.day between ${filter.from}::date
          and ${filter.to}::date and jsonb_array_length(c.retrieved) > 0 ${engines} ${prompts}
      ) x`),
  );
  return { reading: Number(row?.reading ?? 0), readingNotCiting: Number(row?.reading_not_citing ?? 0) };
}
