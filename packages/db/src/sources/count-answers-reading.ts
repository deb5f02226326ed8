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

/** A site to count, with the other sites under it whose pages are not its own (blog.naver.com under naver.com). */
export interface ReadSite {
  site: string;
  otherSites: readonly string[];
}

/**
 * How many answers read a page of each site while answering (their fan-out, `chats.retrieved`) and how many of them
 * did not cite the site — "retrieved beside cited". A page belongs to a site by its host: the site itself or one of
 * its subdomains, except the hosts of the other sites under it; a Gemini grounding page by its title naming the site.
 * One statement for up to a table page of sites, read from the range's chats by the project × day index; sites no
 * answer read are absent.
 */
export async function countAnswersReadingSites(
  db: Database,
  filter: ReadingFilter,
  sites: readonly ReadSite[],
): Promise<Map<string, AnswersReading>> {
  if (sites.length === 0) return new Map();
  const engines =
    filter.engines && filter.engines.length > 0
      ? sql`and c.engine = any(${`{${filter.engines.join(',')}}`}::text[])`
      : sql``;
  const prompts =
    filter.promptIds && filter.promptIds.length > 0
      ? sql`and c.prompt_id = any(${`{${filter.promptIds.join(',')}}`}::bigint[])`
      : sql``;
  const list = JSON.stringify(sites.map((s) => ({ site: s.site, others: [...s.otherSites] })));
  const rows = rawRows<{ site: string; reading: number | string; reading_not_citing: number | string }>(
    await db.execute(sql`
      with sites as (
        select x.site, coalesce(array(select jsonb_array_elements_text(x.others)), '{}') as others
        from jsonb_to_recordset(${list}::jsonb) as x(site text, others jsonb)
      ), pages as (
        select c.id as chat_id,
          lower(regexp_replace(substring(p.page ->> 'url' from '^[A-Za-z]+://([^/:?#]+)'), '^www[.]', '')) as host,
          lower(p.page ->> 'title') as title
        from chats c cross join lateral jsonb_array_elements(c.retrieved) p(page)
        where c.project_id = ${filter.projectId} and c.status = 'ok' and c.day between ${filter.from}::date
          and ${filter.to}::date and jsonb_array_length(c.retrieved) > 0 ${engines} ${prompts}
      ), read as (
        select distinct s.site, pg.chat_id
        from pages pg join sites s on pg.title = s.site
          or ((pg.host = s.site or right(pg.host, length(s.site) + 1) = '.' || s.site)
            and not exists (select 1 from unnest(s.others) o
              where pg.host = o or right(pg.host, length(o) + 1) = '.' || o))
      )
      select r.site, count(*) as reading,
        count(*) filter (where not exists (select 1 from citations ci where ci.chat_id = r.chat_id
          and ci.domain = r.site)) as reading_not_citing
      from read r group by r.site`),
  );
  return new Map(
    rows.map((r) => [r.site, { reading: Number(r.reading), readingNotCiting: Number(r.reading_not_citing) }]),
  );
}

/** The same for one site (its detail screen): zeros when no answer read it. */
export async function countAnswersReading(
  db: Database,
  filter: ReadingFilter,
  site: string,
  otherSites: readonly string[],
): Promise<AnswersReading> {
  const found = await countAnswersReadingSites(db, filter, [{ site, otherSites }]);
  return found.get(site) ?? { reading: 0, readingNotCiting: 0 };
}
