import {
  SourceDomainDetailResponse,
  SourceDomainsReadingResponse,
  SourceTypesResponse,
  SourceUrlDetailResponse,
} from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '#testing/dashboard-fixture.ts';
import { days, now, range, sourceProject, wikiCoffee } from '#testing/sources-fixture.ts';

describe.each(testDatabaseKinds())('source domain and page screens on %s', (kind) => {
  const s = sourceProject(kind);

  const detail = async (path: string, query: string, who = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/projects/${s.p.documentId}/${path}?${query}` });

  /** Per engine and per brand, the successful answers of the range citing the source, counted from the facts. */
  async function direct(cited: SQL, where: SQL = sql`true`) {
    const { t, p } = s;
    const scope = sql`c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date
      and ${now.to}::date and ${where}`;
    const engines = rows<{
      engine: string;
      n: number;
      citations: number;
      answers: number;
      first: number | null;
    }>(
      await t.database.db.execute(sql`with firsts as (
          select c.engine, min(x.position) as first from citations x join chats c on c.id = x.chat_id
          where ${scope} and ${citedOn(cited, 'x')} group by x.chat_id, c.engine)
        select c.engine, count(distinct c.id)::int as n,
          count(ci.chat_id)::int as citations, count(distinct ci.chat_id)::int as answers,
          (select avg(f.first)::float8 from firsts f where f.engine = c.engine) as first
        from chats c left join citations ci on ci.chat_id = c.id and ${citedOn(cited, 'ci')}
        where ${scope} group by c.engine order by c.engine`),
    );
    const brands = rows<{ key: string; answers: number }>(
      await t.database.db.execute(sql`select m.brand_key as key, count(*)::int as answers from mentions m
        where m.chat_id in (select ci.chat_id from citations ci join chats c on c.id = ci.chat_id
          where ${scope} and ${citedOn(cited, 'ci')})
        group by m.brand_key order by count(*) desc, m.brand_key`),
    );
    const prompts = rows<{ documentId: string; answers: number; citations: number }>(
      await t.database.db.execute(sql`select pr.document_id as "documentId", count(distinct ci.chat_id)::int as answers,
        count(*)::int as citations from citations ci join chats c on c.id = ci.chat_id
        join prompts pr on pr.id = ci.prompt_id
        where ${scope} and ${citedOn(cited, 'ci')} group by pr.id order by count(distinct ci.chat_id) desc, pr.id`),
    );
    const [seen] = rows<{ first: string | null; last: string | null }>(
      await t.database.db.execute(sql`select min(ci.day)::text as first, max(ci.day)::text as last
        from citations ci join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and ${citedOn(cited, 'ci')}`),
    );
    return { engines, brands, prompts, seen: seen! };
  }

  it('gives a domain its table row, its citations per engine and the brands named beside it, as counted', async () => {
    const { read } = s;
    const res = await detail('source-domains/NAMU.wiki', range);
    expect(res.statusCode, res.body).toBe(200);
    const body = SourceDomainDetailResponse.parse(res.json());
    const table = await read(range);
    expect(body.data.domain).toEqual(table.data.find((d) => d.domain === 'namu.wiki'));
    expect(body.meta).toMatchObject({ n: table.meta.n, citations: table.meta.citations, from: now.from });
    const expected = await direct(sql`domain = 'namu.wiki'`);
    expect(body.data.firstSeen).toBe(expected.seen.first);
    expect(body.data.lastSeen).toBe(expected.seen.last);
    expect(body.data.engines.map((e) => [e.engine, e.n, e.citations, e.answersCiting])).toEqual(
      expected.engines.map((e) => [e.engine, Number(e.n), Number(e.citations), Number(e.answers)]),
    );
    for (const [i, e] of body.data.engines.entries()) {
      const x = expected.engines[i]!;
      expect(e.rate!).toBeCloseTo(Number(x.answers) / Number(x.n), 12);
      if (x.first === null) expect(e.meanFirstPosition).toBeNull();
      else expect(e.meanFirstPosition!).toBeCloseTo(Number(x.first), 12);
    }
    expect(body.data.brands.map((b) => [b.key, b.answers])).toEqual(
      expected.brands.map((b) => [b.key, Number(b.answers)]),
    );
    expect(body.data.brands.length).toBeGreaterThan(1);
    const own = body.data.brands.find((b) => b.key === 'brand')!;
    expect(own).toMatchObject({ name: '오늘커피', own: true });
    expect(own.answers).toBe(body.data.domain.answersCitingBrand);
    expect(own.share!).toBeCloseTo(own.answers / body.data.domain.answersCiting, 12);
  });

  it('counts the answers that read a page of a site, and those that read it without citing it', async () => {
    const { t, p } = s;
    const db = t.database.db;
    const inRange = sql`project_id = ${p.id} and status = 'ok' and day between ${now.from}::date and ${now.to}::date`;
    const citing = rows<{ id: number }>(
      await db.execute(sql`select id from chats where ${inRange}
        and id in (select chat_id from citations where domain = 'blog.naver.com') order by id limit 2`),
    ).map((r) => Number(r.id));
    const other = rows<{ id: number }>(
      await db.execute(sql`select id from chats where ${inRange}
        and id not in (select chat_id from citations where domain = 'blog.naver.com') order by id limit 3`),
    ).map((r) => Number(r.id));
    expect(citing.length).toBe(2);
    expect(other.length).toBe(3);
    const read = (id: number, pages: unknown[]) =>
      db.execute(sql`update chats set retrieved = ${JSON.stringify(pages)}::jsonb where id = ${id}`);
    // Read and cited; read on the mobile host without citing; a Gemini chunk titled with the site; another Naver
    // site's page (not blog.naver.com's); nothing read.
    await read(citing[0]!, [{ url: 'https://blog.naver.com/page' }]);
    await read(other[0]!, [{ url: 'https://m.blog.naver.com/someone/1', title: '후기' }]);
    await read(other[1]!, [
      { url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/X', title: 'blog.naver.com' },
    ]);
    await read(other[2]!, [{ url: 'https://cafe.naver.com/club/2' }, { url: 'https://www.naver.com/' }]);
    try {
      const blog = SourceDomainDetailResponse.parse(
        (await detail('source-domains/blog.naver.com', range)).json(),
      );
      expect(blog.data.reading).toEqual({ reading: 3, readingNotCiting: 2 });
      // naver.com's own pages (www.naver.com), not its sites'.
      const naver = SourceDomainDetailResponse.parse(
        (await detail('source-domains/naver.com', range)).json(),
      );
      expect(naver.data.reading).toEqual({ reading: 1, readingNotCiting: 1 });
      const none = SourceDomainDetailResponse.parse((await detail('source-domains/namu.wiki', range)).json());
      expect(none.data.reading).toEqual({ reading: 0, readingNotCiting: 0 });
      // The site table asks for a page of sites at once: the same numbers, in the order asked.
      const [from, to] = [range.split('&')[0]!.split('=')[1], range.split('&')[1]!.split('=')[1]];
      const page = await t.as(s.owner.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${p.documentId}/source-domains-reading`,
        payload: { from, to, domains: ['namu.wiki', 'Blog.Naver.com', 'naver.com'] },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(SourceDomainsReadingResponse.parse(page.json()).data).toEqual([
        { domain: 'namu.wiki', reading: 0, readingNotCiting: 0 },
        { domain: 'blog.naver.com', reading: 3, readingNotCiting: 2 },
        { domain: 'naver.com', reading: 1, readingNotCiting: 1 },
      ]);
      const bad = await t.as(s.owner.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${p.documentId}/source-domains-reading`,
        payload: { from, to, domains: ['not a domain'] },
      });
      expect(bad.statusCode).toBe(400);
      const foreign = await t.as(s.outsider.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${p.documentId}/source-domains-reading`,
        payload: { from, to, domains: ['naver.com'] },
      });
      expect(foreign.statusCode).toBe(404);
    } finally {
      await db.execute(sql`update chats set retrieved = '[]'::jsonb where project_id = ${p.id}`);
    }
  });

  it('narrows a domain to one prompt and engine, and keeps a domain cited only before', async () => {
    const { p } = s;
    const [promptId, promptDocumentId] = [...p.prompts.entries()][0]!;
    const res = await detail(
      'source-domains/namu.wiki',
      `${range}&engines=gemini&prompts=${promptDocumentId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = SourceDomainDetailResponse.parse(res.json());
    const expected = await direct(
      sql`domain = 'namu.wiki'`,
      sql`c.engine = 'gemini' and c.prompt_id = ${promptId}`,
    );
    expect(body.data.engines.map((e) => [e.engine, e.n, e.citations, e.answersCiting])).toEqual(
      expected.engines.map((e) => [e.engine, Number(e.n), Number(e.citations), Number(e.answers)]),
    );
    expect(body.data.domain.answersCiting).toBe(Number(expected.engines[0]!.answers));
    expect(body.data.brands.map((b) => [b.key, b.answers])).toEqual(
      expected.brands.map((b) => [b.key, Number(b.answers)]),
    );

    // The owned site is cited only in the five days before the range: zero now, its change from then.
    const ownedRes = await detail('source-domains/oneulcoffee.kr', range);
    const owned = SourceDomainDetailResponse.parse(ownedRes.json()).data;
    expect(owned.domain).toMatchObject({ citations: 0, answersCiting: 0, owned: true, sourceType: 'owned' });
    expect(owned.domain.change.previous!).toBeGreaterThan(0);
    expect(owned.domain.change.delta!).toBeLessThan(0);
    expect(owned.firstSeen).toBe(days[0]);
    expect(owned.brands).toEqual([]);

    const unknown = SourceDomainDetailResponse.parse(
      (await detail('source-domains/never-cited.kr', range)).json(),
    );
    expect(unknown.data).toMatchObject({ firstSeen: null, lastSeen: null, brands: [] });
    expect(unknown.data.domain.citations).toBe(0);
    expect(unknown.data.engines.every((e) => e.citations === 0 && e.n > 0)).toBe(true);
    // A domain's range with answers has nothing to explain; one with none says why, as every report does.
    expect(ownedRes.json().meta.empty).toBeNull();
    const claude = SourceDomainDetailResponse.parse(
      (await detail('source-domains/namu.wiki', `${range}&engines=claude`)).json(),
    );
    expect(claude.meta).toMatchObject({ n: 0 });
    expect(claude.meta.empty).toMatchObject({ kind: 'engineNotInProject', engines: ['claude'] });
    const page = SourceUrlDetailResponse.parse(
      (
        await detail(
          'source-url',
          `from=2020-01-01&to=2020-01-31&url=${encodeURIComponent('https://namu.wiki/w/coffee')}`,
        )
      ).json(),
    );
    expect(page.meta.empty).toMatchObject({ kind: 'beforeFirstDay' });
  });

  it('gives a page, in any form of its address, its row, engines, brands and the prompts that cite it', async () => {
    const { t, owner, p } = s;
    const messy = 'https://WWW.namu.wiki/w/coffee?utm_source=newsletter#top';
    const res = await detail('source-url', `${range}&url=${encodeURIComponent(messy)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = SourceUrlDetailResponse.parse(res.json());
    const table = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/projects/${p.documentId}/sources?${range}`,
    });
    const row = table.json().data.find((u: { normalizedUrl: string }) => u.normalizedUrl === wikiCoffee.url);
    expect(body.data.page).toEqual(row);
    const expected = await direct(sql`normalized_url = ${wikiCoffee.url}`);
    expect(body.data.engines.map((e) => [e.engine, e.n, e.citations, e.answersCiting])).toEqual(
      expected.engines.map((e) => [e.engine, Number(e.n), Number(e.citations), Number(e.answers)]),
    );
    expect(body.data.brands.map((b) => [b.key, b.answers])).toEqual(
      expected.brands.map((b) => [b.key, Number(b.answers)]),
    );
    expect(body.data.prompts.map((x) => [x.documentId, x.answers, x.citations])).toEqual(
      expected.prompts.map((x) => [x.documentId, Number(x.answers), Number(x.citations)]),
    );
    expect(body.data.prompts.length).toBeGreaterThan(0);
    expect(body.data.firstSeen).toBe(expected.seen.first);
  });

  it('splits every citation of the range by source type, in all and per day, as counted', async () => {
    const { t, p } = s;
    const res = await detail('source-types', `${range}&granularity=day`);
    expect(res.statusCode, res.body).toBe(200);
    const body = SourceTypesResponse.parse(res.json()).data;
    const expected = rows<{ type: string; day: string; citations: number }>(
      await t.database.db.execute(sql`select coalesce(sd.source_type_override, ci.source_type) as type,
        c.day::text as day, count(*)::int as citations
        from citations ci join chats c on c.id = ci.chat_id
        left join source_domains sd on sd.project_id = c.project_id and sd.domain = ci.domain
        where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date and ${now.to}::date
        group by 1, 2`),
    );
    const total = expected.reduce((a, r) => a + Number(r.citations), 0);
    expect(body.citations).toBe(total);
    expect(body.periods.map((x) => x.key)).toEqual(days.slice(5));
    const byType = new Map<string, number>();
    for (const r of expected) byType.set(r.type, (byType.get(r.type) ?? 0) + Number(r.citations));
    expect(Object.fromEntries(body.types.map((x) => [x.sourceType, x.citations]))).toEqual(
      Object.fromEntries(byType),
    );
    for (const type of body.types) {
      expect(type.share!).toBeCloseTo(type.citations / total, 12);
      for (const [i, period] of body.periods.entries()) {
        const c = Number(
          expected.find((r) => r.type === type.sourceType && r.day === period.key)?.citations ?? 0,
        );
        expect(type.points[i]!.citations, `${type.sourceType} ${period.key}`).toBe(c);
      }
    }
    const weeks = SourceTypesResponse.parse(
      (await detail('source-types', `${range}&granularity=week`)).json(),
    );
    expect(weeks.data.citations).toBe(total);
    // By month over a range holding whole months (read from the monthly rows) and the days around them.
    const longFrom = new Date(`${now.to}T00:00:00Z`);
    longFrom.setUTCDate(1);
    longFrom.setUTCMonth(longFrom.getUTCMonth() - 2);
    const longRange = `from=${longFrom.toISOString().slice(0, 10)}&to=${now.to}`;
    const months = SourceTypesResponse.parse(
      (await detail('source-types', `${longRange}&granularity=month`)).json(),
    );
    const [all] = rows<{ citations: number }>(
      await t.database.db.execute(sql`select count(*)::int as citations from citations ci
        join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
        and c.day between ${longFrom.toISOString().slice(0, 10)}::date and ${now.to}::date`),
    );
    expect(months.data.citations).toBe(Number(all!.citations));
    expect(months.data.periods).toHaveLength(3);
    expect((await detail('source-types', `${range}&granularity=hour`)).statusCode).toBe(400);
    expect((await detail('source-types', range, s.outsider)).statusCode).toBe(404);
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    for (const [path, query, field] of [
      ['source-domains/not%20a%20domain', range, 'domain'],
      ['source-domains/namu.wiki', 'from=yesterday', 'from'],
      ['source-url', `${range}&url=not-an-address`, 'url'],
      ['source-url', range, 'url'],
      ['source-url', `url=https://namu.wiki/w/coffee&engines=altavista`, 'engines'],
    ] as const) {
      const res = await detail(path, query);
      expect(res.statusCode, `${path} ${query}`).toBe(400);
      expect(res.json().error.details.errors[0].path.at(-1), `${path} ${query}`).toBe(field);
    }
    for (const [path, query] of [
      ['source-domains/namu.wiki', range],
      ['source-url', `${range}&url=${encodeURIComponent(wikiCoffee.url)}`],
    ] as const) {
      expect((await detail(path, query, s.outsider)).statusCode).toBe(404);
    }
  });
});

/** The citation condition of a source on table alias `a`, from `domain = …` or `normalized_url = …`. */
function citedOn(cited: SQL, a: string): SQL {
  return sql`${sql.raw(a)}.${cited}`;
}
