import { SourceUrlsResponse, sourceTypeIds, sourceUrlSorts } from '@sightline/contracts';
import { metricsVersion, twoProportionZTest } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '#testing/dashboard-fixture.ts';
import { days, now, range, sourceProject, wiki, wikiCoffee } from '#testing/sources-fixture.ts';

describe.each(testDatabaseKinds())('source tables on %s', (kind) => {
  const s = sourceProject(kind);

  it('lists every cited domain with its numbers and change equal to counts over stored citations and mentions', async () => {
    const { read, direct } = s;
    const body = await read(range);
    const expected = await direct();
    const before = await direct(sql`true`, days[0], days[4]);
    expect(expected.n).toBe(19);
    expect(before.n).toBe(20);
    expect(body.meta).toEqual({
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: expected.domains.length },
      from: now.from,
      to: now.to,
      n: expected.n,
      citations: expected.citations,
      previous: { from: days[0], to: days[4], n: before.n },
      empty: null,
      sort: 'citations:desc',
      metricsVersion,
    });
    expect(body.data.map((d) => d.domain)).toEqual(expected.domains.map((d) => d.domain));
    for (const [i, d] of body.data.entries()) {
      const e = expected.domains[i]!;
      expect(d.citations, d.domain).toBe(Number(e.citations));
      expect(d.answersCiting, d.domain).toBe(Number(e.answers));
      expect(d.answersCitingBrand, d.domain).toBe(Number(e.brand));
      expect(d.answersCitingCompetitor, d.domain).toBe(Number(e.competitor));
      expect(d.share!).toBeCloseTo(Number(e.citations) / expected.citations, 12);
      expect(d.rate!).toBeCloseTo(Number(e.answers) / expected.n, 12);
      expect(d.impressionShare!).toBeCloseTo(Number(e.impression) / expected.impression, 5);
      expect(d.meanFirstPosition!).toBeCloseTo(Number(e.first), 12);
      const earlier = Number(before.domains.find((b) => b.domain === d.domain)?.answers ?? 0);
      const test = twoProportionZTest(earlier, before.n, Number(e.answers), expected.n)!;
      expect(d.change.previous!, d.domain).toBeCloseTo(earlier / before.n, 12);
      expect(d.change.pValue!, d.domain).toBeCloseTo(test.pValue, 12);
      expect(d.change.significant, d.domain).toBe(test.significant);
    }
    // namu.wiki went from one answer in four to every answer: a significant rise; the owned site was not cited.
    const namu = body.data.find((d) => d.domain === 'namu.wiki')!;
    expect(namu).toMatchObject({ sourceType: 'reference', sourceTypeCorrected: false, owned: false });
    expect(namu.change.significant).toBe(true);
    expect(namu.change.delta!).toBeGreaterThan(0);
    expect(body.data.some((d) => d.domain === 'oneulcoffee.kr')).toBe(false);
    const earlier = await read(`from=${days[0]}&to=${days[4]}`);
    expect(earlier.data.find((d) => d.domain === 'oneulcoffee.kr')).toMatchObject({ owned: true });
  });

  it('filters by source type, text, engine and prompt; sorts; pages', async () => {
    const { p, read, direct } = s;
    const ugc = await read(`${range}&sourceTypes=ugc,reference`);
    expect(ugc.data.map((d) => d.domain).sort()).toEqual(['blog.naver.com', 'cafe.daum.net', 'namu.wiki']);
    // Shares stay shares of every citation of the range.
    expect(ugc.meta.citations).toBe((await direct()).citations);
    expect((await read(`${range}&q=NAVER`)).data.map((d) => d.domain)).toEqual(['blog.naver.com']);
    // A platform's sites carry their registrable domain, and it narrows the table to them.
    const naver = (await read(`${range}&parent=Naver.com`)).data;
    expect(naver.map((d) => [d.domain, d.parentDomain, d.sourceType])).toEqual([
      ['blog.naver.com', 'naver.com', 'ugc'],
    ]);
    expect((await read(`${range}&parent=daum.net`)).data.map((d) => d.domain)).toEqual(['cafe.daum.net']);
    expect((await read(`${range}&parent=namu.wiki`)).data.map((d) => [d.domain, d.parentDomain])).toEqual([
      ['namu.wiki', 'namu.wiki'],
    ]);
    expect((await read(`${range}&parent=aver.com`)).data).toEqual([]);
    // No domain matches: the totals still come (summed straight from the range's rows).
    const none = await read(`${range}&q=nothing-like-it`);
    expect(none.data).toEqual([]);
    expect(none.meta.citations).toBe((await direct()).citations);

    const [promptId, promptDocumentId] = [...p.prompts.entries()][1]!;
    const one = await read(`${range}&engines=gemini&prompts=${promptDocumentId}`);
    const expected = await direct(sql`c.engine = 'gemini' and c.prompt_id = ${promptId}`);
    expect(one.meta.n).toBe(expected.n);
    expect(one.data.map((d) => [d.domain, d.citations, d.answersCiting, d.answersCitingBrand])).toEqual(
      expected.domains.map((d) => [d.domain, Number(d.citations), Number(d.answers), Number(d.brand)]),
    );

    const all = (await direct()).domains;
    const byName = await read(`${range}&sort=domain`);
    expect(byName.meta.sort).toBe('domain:asc');
    expect(byName.data.map((d) => d.domain)).toEqual(all.map((d) => d.domain).sort());
    const byPosition = await read(`${range}&sort=position:desc`);
    const positions = byPosition.data.map((d) => d.meanFirstPosition!);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const byChange = await read(`${range}&sort=change:desc`);
    const deltas = byChange.data.map((d) => d.change.delta!);
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));

    const second = await read(`${range}&pagination[page]=2&pagination[pageSize]=2`);
    expect(second.meta.pagination).toEqual({
      page: 2,
      pageSize: 2,
      pageCount: Math.ceil(all.length / 2),
      total: all.length,
    });
    expect(second.data.map((d) => d.domain)).toEqual(all.slice(2, 4).map((d) => d.domain));
    const past = await read(`${range}&pagination[page]=9&pagination[pageSize]=2`);
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(all.length);
    expect(past.meta.citations).toBe(second.meta.citations);
  });

  it("reads an intent filter from its prompts' segment, with the numbers of a direct count", async () => {
    const { t, owner, p, read, direct } = s;
    const [promptId, promptDocumentId] = [...p.prompts.entries()][1]!;
    const put = await t.as(owner.jwt, {
      method: 'PUT',
      url: `/api/prompts/${promptDocumentId}`,
      payload: { data: { intent: 'commercial' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const check = async () => {
      const body = await read(`${range}&intents=commercial`);
      const expected = await direct(
        sql`c.prompt_id in (select id from prompts where project_id = ${p.id} and intent = 'commercial')`,
      );
      expect(expected.n).toBeGreaterThan(0);
      expect(body.meta.n).toBe(expected.n);
      expect(
        body.data.map((d) => [d.domain, d.citations, d.answersCiting, d.answersCitingCompetitor]),
      ).toEqual(
        expected.domains.map((d) => [d.domain, Number(d.citations), Number(d.answers), Number(d.competitor)]),
      );
      const [segment] = rows<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from rollup_segment_domains sd
          join rollup_segments s on s.id = sd.segment_id where s.project_id = ${p.id}
          and ${promptId} = any(s.prompt_ids)`),
      );
      expect(Number(segment!.n)).toBeGreaterThan(0);
      // The pages of the same prompts, from the segment's page rows.
      const pages = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/sources?${range}&intents=commercial&pagination[pageSize]=100`,
      });
      expect(pages.statusCode, pages.body).toBe(200);
      const directPages = rows<{ url: string; citations: number; answers: number }>(
        await t.database.db.execute(sql`select ci.normalized_url as url, count(*)::int as citations,
          count(distinct ci.chat_id)::int as answers from citations ci join chats c on c.id = ci.chat_id
          where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date and ${now.to}::date
          and c.prompt_id in (select id from prompts where project_id = ${p.id} and intent = 'commercial')
          group by 1 order by count(*) desc, 1`),
      );
      expect(
        (pages.json().data as Array<{ normalizedUrl: string; citations: number; answersCiting: number }>).map(
          (u) => [u.normalizedUrl, u.citations, u.answersCiting],
        ),
      ).toEqual(directPages.map((d) => [d.url, Number(d.citations), Number(d.answers)]));
    };
    await check();
    // Read again: the same segment (not rebuilt), the same numbers.
    await check();
  });

  it('lists the cited pages with their numbers as direct counts; by domain, content type and text', async () => {
    const { t, owner, outsider, p } = s;
    const pages = async (query: string) => {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/sources?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return SourceUrlsResponse.parse(res.json());
    };
    const direct = rows<{ url: string; domain: string; citations: number; answers: number; brand: number }>(
      await t.database.db.execute(sql`select ci.normalized_url as url, max(ci.domain) as domain,
        count(*)::int as citations, count(distinct ci.chat_id)::int as answers,
        count(distinct ci.chat_id) filter (where exists (select 1 from mentions m where m.chat_id = ci.chat_id
          and m.brand_key = 'brand'))::int as brand
        from citations ci join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
        and c.day between ${now.from}::date and ${now.to}::date
        group by ci.normalized_url order by count(*) desc, ci.normalized_url asc`),
    );
    const all = await pages(range);
    const totals = await direct_();
    expect(all.meta).toMatchObject({ n: totals.n, citations: totals.citations, sort: 'citations:desc' });
    // No page matches: the totals still come (summed straight from the range's rows).
    const none = await pages(`${range}&q=nothing-like-it`);
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ citations: totals.citations });
    expect(
      all.data.map((u) => [u.normalizedUrl, u.domain, u.citations, u.answersCiting, u.answersCitingBrand]),
    ).toEqual(direct.map((d) => [d.url, d.domain, Number(d.citations), Number(d.answers), Number(d.brand)]));
    for (const u of all.data) {
      expect(u.rate!).toBeCloseTo(u.answersCiting / totals.n, 12);
      expect(u.share!).toBeCloseTo(u.citations / totals.citations, 12);
      expect(u.contentType).toBe('article');
    }
    expect(all.data.find((u) => u.domain === 'blog.naver.com')).toMatchObject({
      url: 'https://blog.naver.com/page',
      sourceType: 'ugc',
    });
    // The pages of one registrable domain's sites.
    expect((await pages(`${range}&parent=naver.com`)).data.map((u) => u.url)).toEqual([
      'https://blog.naver.com/page',
    ]);
    // Each page's change: its answers in the five days before, read beside the shown rows (or, sorted by change, in
    // the same grouping), as a direct count.
    const before = new Map(
      rows<{ url: string; answers: number }>(
        await t.database.db.execute(sql`select ci.normalized_url as url, count(distinct ci.chat_id)::int as answers
          from citations ci join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
          and c.day between ${days[0]}::date and ${days[4]}::date group by 1`),
      ).map((row) => [row.url, Number(row.answers)]),
    );
    const [count] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from chats where project_id = ${p.id}
        and status = 'ok' and day between ${days[0]}::date and ${days[4]}::date`),
    );
    expect([...before.values()].some((answers) => answers > 0)).toBe(true);
    for (const table of [all, await pages(`${range}&sort=change:desc`)]) {
      for (const u of table.data) {
        expect(u.change.previous!, u.normalizedUrl).toBeCloseTo(
          (before.get(u.normalizedUrl) ?? 0) / Number(count!.n),
          12,
        );
      }
    }

    const wikiPages = await pages(`${range}&domain=namu.wiki&sort=url`);
    expect(wikiPages.data.map((u) => u.normalizedUrl)).toEqual([wiki.url, wikiCoffee.url].sort());
    expect((await pages(`${range}&q=COFFEE`)).data.map((u) => u.normalizedUrl)).toEqual([wikiCoffee.url]);
    expect((await pages(`${range}&contentTypes=video`)).data).toEqual([]);
    expect((await pages(`${range}&sourceTypes=reference`)).data.map((u) => u.domain)).toEqual([
      'namu.wiki',
      'namu.wiki',
    ]);
    const second = await pages(`${range}&pagination[pageSize]=2&pagination[page]=2`);
    expect(second.data.map((u) => u.normalizedUrl)).toEqual(direct.slice(2, 4).map((d) => d.url));
    expect(second.meta.pagination.total).toBe(direct.length);

    // Unfiltered, the order and the page come from the sums and only the page's rows join the catalog; filtered by
    // every source type (so by nothing), every row joins before the order. Both read the same pages, at every order.
    const everyType = `sourceTypes=${sourceTypeIds.join(',')}`;
    for (const sort of sourceUrlSorts) {
      for (const direction of ['asc', 'desc']) {
        for (const page of [1, 2]) {
          const query = `${range}&sort=${sort}:${direction}&pagination[pageSize]=2&pagination[page]=${page}`;
          const [bySums, byCatalog] = [await pages(query), await pages(`${query}&${everyType}`)];
          expect(bySums.data.length, query).toBeGreaterThan(0);
          expect(bySums, query).toEqual(byCatalog);
        }
      }
    }

    for (const [query, field] of [
      ['contentTypes=podcast', 'contentTypes'],
      ['sort=domain', 'sort'],
      ['domain=not a domain', 'domain'],
    ] as const) {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/sources?${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    const outside = await t.as(outsider.jwt, { method: 'GET', url: `/api/projects/${p.documentId}/sources` });
    expect(outside.statusCode).toBe(404);

    async function direct_() {
      const [count] = rows<{ n: number; citations: number }>(
        await t.database.db.execute(sql`select count(*)::int as n, (select count(*)::int from citations ci
          join chats c2 on c2.id = ci.chat_id where c2.project_id = ${p.id} and c2.status = 'ok'
          and c2.day between ${now.from}::date and ${now.to}::date) as citations
          from chats c where c.project_id = ${p.id} and c.status = 'ok'
          and c.day between ${now.from}::date and ${now.to}::date`),
      );
      return { n: Number(count!.n), citations: Number(count!.citations) };
    }
  });

  it('shows the gap: domains and pages cited beside competitors, never beside the own brand', async () => {
    const { t, owner, p, get } = s;
    const gap = async (path: string, key: 'domain' | 'normalized_url') => {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/${path}?${range}&gap=true&pagination[pageSize]=100`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = rows<{ source: string }>(
        await t.database.db.execute(sql`select ci.${sql.raw(key)} as source from citations ci
          join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
          and c.day between ${now.from}::date and ${now.to}::date
          group by 1
          having bool_or(exists (select 1 from mentions m where m.chat_id = ci.chat_id and m.brand_key <> 'brand'))
          and not bool_or(exists (select 1 from mentions m where m.chat_id = ci.chat_id and m.brand_key = 'brand'))
          order by 1`),
      ).map((r) => r.source);
      return { got: res.json().data as Array<Record<string, string>>, expected };
    };
    const domains = await gap('sources-by-domain', 'domain');
    expect(domains.expected.length).toBeGreaterThan(0);
    expect(domains.got.map((d) => d.domain).sort()).toEqual(domains.expected);
    const pages = await gap('sources', 'normalized_url');
    expect(pages.got.map((u) => u.normalizedUrl).sort()).toEqual(pages.expected);
    expect((await get(`${range}&gap=maybe`)).statusCode).toBe(400);
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    const { outsider, get } = s;
    for (const [query, field] of [
      ['sourceTypes=blog', 'sourceTypes'],
      ['sort=popularity', 'sort'],
      ['sort=citations:up', 'sort'],
      ['pagination[page]=0', 'pagination.page'],
      ['pagination[pageSize]=101', 'pagination.pageSize'],
      ['engines=bing', 'engines'],
      ['tags=nope', 'tags'],
      ['from=2024-02-30', 'from'],
      ['parent=naver com', 'parent'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
      expect(res.json().error.message, query).toContain(query.split('=')[1]!.split(':').at(-1));
    }
    expect((await get(range, outsider)).statusCode).toBe(404);
  });
});
