import { ChatListResponse, SourceDomainsTrendResponse, SourceUrlsTrendResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import { rows } from '#testing/dashboard-fixture.ts';
import { days, now, range, sourceProject, wikiCoffee } from '#testing/sources-fixture.ts';

describe.each(testDatabaseKinds())('answers and trends of a source on %s', (kind) => {
  const s = sourceProject(kind);

  it('lists exactly the answers citing a domain, or a page, newest first, a page at a time', async () => {
    const { t, owner, outsider, p } = s;
    const list = (path: string, query: string) =>
      t.as(owner.jwt, { method: 'GET', url: `/api/projects/${p.documentId}/${path}?${query}` });
    const citing = async (match: SQL, from = now.from, to = now.to) =>
      rows<{ document_id: string }>(
        await t.database.db.execute(sql`select c.document_id from chats c where c.project_id = ${p.id}
          and c.day between ${from}::date and ${to}::date
          and exists (select 1 from citations ci where ci.chat_id = c.id and ${match})
          order by c.day desc, c.collected_at desc, c.id desc`),
      ).map((r) => r.document_id);
    const all = async (path: string, query: string) => {
      const ids: string[] = [];
      let cursor = '';
      for (let pages = 0; pages < 20; pages++) {
        const res = await list(path, `${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = ChatListResponse.parse(res.json());
        ids.push(...body.data.map((c) => c.documentId));
        if (!body.meta.nextCursor) return ids;
        cursor = encodeURIComponent(body.meta.nextCursor);
      }
      throw new Error('too many pages');
    };
    const wikiChats = await citing(sql`ci.domain = 'namu.wiki'`);
    expect(wikiChats.length).toBe(19);
    expect(await all('chats-by-domain', `${range}&domain=namu.wiki`)).toEqual(wikiChats);
    expect(await all('chats-by-domain', `${range}&domain=WWW.Blog.Naver.com`)).toEqual(
      await citing(sql`ci.domain = 'blog.naver.com'`),
    );
    // With the answers list's filters: a brand named, and an engine.
    const starbucks = p.brandKeys[1]!;
    const named = await list(
      'chats-by-domain',
      `${range}&domain=blog.naver.com&brand=${starbucks}&mentioned=true`,
    );
    expect(ChatListResponse.parse(named.json()).data.map((c) => c.documentId)).toEqual(
      await citing(sql`ci.domain = 'blog.naver.com' and exists (select 1 from mentions m where m.chat_id = c.id
        and m.brand_key = ${starbucks})`),
    );
    // A page by its normalized address: www., a trailing slash and tracking parameters do not matter.
    expect(
      await all(
        'chats-by-url',
        `${range}&url=${encodeURIComponent('https://www.blog.naver.com/page/?utm_source=x')}`,
      ),
    ).toEqual(await citing(sql`ci.normalized_url = 'https://blog.naver.com/page'`));
    expect(
      await all('chats-by-url', `${range}&url=${encodeURIComponent('https://nowhere.example/x')}`),
    ).toEqual([]);
    // Earlier days cite the owned site.
    const early = `from=${days[0]}&to=${days[4]}`;
    expect(await all('chats-by-domain', `${early}&domain=oneulcoffee.kr&engines=gemini`)).toEqual(
      await citing(sql`ci.domain = 'oneulcoffee.kr' and c.engine = 'gemini'`, days[0], days[4]),
    );

    for (const [path, query, field] of [
      ['chats-by-domain', 'domain=not a domain', 'domain'],
      ['chats-by-domain', 'domain=https://namu.wiki/x', 'domain'],
      ['chats-by-url', 'url=ftp://files.example/x', 'url'],
      ['chats-by-url', 'url=%20', 'url'],
    ] as const) {
      const res = await list(path, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    expect((await list('chats-by-domain', range)).statusCode).toBe(400);
    const outside = await t.as(outsider.jwt, {
      method: 'GET',
      url: `/api/projects/${p.documentId}/chats-by-domain?domain=namu.wiki`,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('draws each listed domain per day, week or month as direct counts, with n per period', async () => {
    const { t, owner, outsider, p } = s;
    const trend = (body: Record<string, unknown>, who: Account = owner) =>
      t.as(who.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${p.documentId}/source-domains-trend`,
        payload: body,
      });
    const perDay = async (where: SQL = sql`true`) =>
      rows<{ domain: string; day: string; citations: number; answers: number }>(
        await t.database.db.execute(sql`select ci.domain, c.day::text as day, count(*)::int as citations,
          count(distinct ci.chat_id)::int as answers from citations ci join chats c on c.id = ci.chat_id
          where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date and ${now.to}::date
          and ${where} group by 1, 2`),
      );
    const nPerDay = async (where: SQL = sql`true`) =>
      new Map(
        rows<{ day: string; n: number }>(
          await t.database.db.execute(sql`select c.day::text as day, count(*)::int as n from chats c
            where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date
            and ${now.to}::date and ${where} group by 1`),
        ).map((r) => [r.day, Number(r.n)]),
      );
    const res = await trend({
      from: now.from,
      to: now.to,
      domains: ['namu.wiki', 'Blog.Naver.com', 'never.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SourceDomainsTrendResponse.parse(res.json());
    expect(data.granularity).toBe('day');
    expect(data.periods.map((q) => q.key)).toEqual(days.slice(5));
    const n = await nPerDay();
    expect(data.periods.map((q) => q.n)).toEqual(days.slice(5).map((d) => n.get(d) ?? 0));
    const direct = await perDay();
    expect(data.domains.map((d) => d.domain)).toEqual(['namu.wiki', 'blog.naver.com', 'never.example']);
    for (const d of data.domains)
      for (const [i, point] of d.points.entries()) {
        const e = direct.find((r) => r.domain === d.domain && r.day === days[5 + i]);
        expect(point.citations, `${d.domain} ${days[5 + i]}`).toBe(Number(e?.citations ?? 0));
        expect(point.answersCiting).toBe(Number(e?.answers ?? 0));
        expect(point.rate).toBe(data.periods[i]!.n ? Number(e?.answers ?? 0) / data.periods[i]!.n : null);
      }

    // By week and month: the same citations, summed per period; with an engine and a prompt (per-prompt rows).
    for (const granularity of ['week', 'month']) {
      const body = SourceDomainsTrendResponse.parse(
        (await trend({ from: now.from, to: now.to, domains: ['namu.wiki'], granularity })).json(),
      ).data;
      expect(body.periods.reduce((a, q) => a + q.n, 0)).toBe(19);
      expect(body.domains[0]!.points.reduce((a, q) => a + q.citations, 0)).toBe(
        direct.filter((r) => r.domain === 'namu.wiki').reduce((a, r) => a + Number(r.citations), 0),
      );
    }
    const [promptId, promptDocumentId] = [...p.prompts.entries()][0]!;
    const one = SourceDomainsTrendResponse.parse(
      (
        await trend({
          from: now.from,
          to: now.to,
          engines: 'chatgpt',
          prompts: promptDocumentId,
          domains: ['namu.wiki'],
        })
      ).json(),
    ).data;
    const scoped = sql`c.engine = 'chatgpt' and c.prompt_id = ${promptId}`;
    const scopedDirect = await perDay(scoped);
    const scopedN = await nPerDay(scoped);
    expect(one.periods.map((q) => q.n)).toEqual(days.slice(5).map((d) => scopedN.get(d) ?? 0));
    expect(one.domains[0]!.points.map((q) => q.citations)).toEqual(
      days
        .slice(5)
        .map((d) =>
          Number(scopedDirect.find((r) => r.domain === 'namu.wiki' && r.day === d)?.citations ?? 0),
        ),
    );

    // A page's trend, asked by any form of its address.
    const pageTrend = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${p.documentId}/source-urls-trend`,
      payload: {
        from: now.from,
        to: now.to,
        urls: [
          'https://www.blog.naver.com/page/?utm_source=x',
          'https://blog.naver.com/page',
          wikiCoffee.url,
        ],
        granularity: 'week',
      },
    });
    expect(pageTrend.statusCode, pageTrend.body).toBe(200);
    const pageData = SourceUrlsTrendResponse.parse(pageTrend.json()).data;
    expect(pageData.urls.map((u) => u.url)).toEqual(['https://blog.naver.com/page', wikiCoffee.url]);
    const pageCitations = rows<{ url: string; citations: number }>(
      await t.database.db.execute(sql`select ci.normalized_url as url, count(*)::int as citations from citations ci
        join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
        and c.day between ${now.from}::date and ${now.to}::date group by 1`),
    );
    for (const u of pageData.urls)
      expect(
        u.points.reduce((a, q) => a + q.citations, 0),
        u.url,
      ).toBe(Number(pageCitations.find((r) => r.url === u.url)?.citations ?? 0));
    const badUrl = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${p.documentId}/source-urls-trend`,
      payload: { urls: ['mailto:someone@example.com'] },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.details.errors[0].path).toEqual(['urls']);

    for (const [body, path] of [
      [{ domains: ['namu.wiki'], granularity: 'year' }, ['granularity']],
      [{ domains: ['not a domain'] }, ['domains']],
      [{ domains: [] }, ['body', 'domains']],
      [{ domains: ['namu.wiki'], engines: 'bing' }, ['engines']],
    ] as const) {
      const bad = await trend(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.details.errors[0].path, JSON.stringify(body)).toEqual(path);
    }
    expect((await trend({ domains: ['namu.wiki'] }, outsider)).statusCode).toBe(404);
  });
});
