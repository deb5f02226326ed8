import { SourceUrlsResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Account, signUp } from '#testing/analytics-fixture.ts';
import { rows } from '#testing/dashboard-fixture.ts';
import { days, range, sourceProject, wikiCoffee } from '#testing/sources-fixture.ts';

describe.each(testDatabaseKinds())('source type corrections on %s', (kind) => {
  const s = sourceProject(kind);

  it("takes an editor's correction of a source type into every report at once; viewers and outsiders may not", async () => {
    const { t, owner, outsider, p, read } = s;
    const put = (domain: string, sourceType: unknown, who: Account = owner) =>
      t.as(who.jwt, {
        method: 'PUT',
        url: `/api/v1/projects/${p.documentId}/source-domains/${domain}`,
        payload: { data: { sourceType } },
      });
    const corrected = await put('cafe.daum.net', 'editorial');
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toEqual({
      domain: 'cafe.daum.net',
      sourceType: 'editorial',
      sourceTypeCorrected: true,
    });
    const editorial = await read(`${range}&sourceTypes=editorial`);
    expect(editorial.data.map((d) => [d.domain, d.sourceType, d.sourceTypeCorrected])).toEqual([
      ['cafe.daum.net', 'editorial', true],
    ]);
    expect((await read(`${range}&sourceTypes=ugc`)).data.map((d) => d.domain)).toEqual(['blog.naver.com']);
    // History too: the earlier period, and the dashboard's top domains.
    const earlier = await read(`from=${days[0]}&to=${days[4]}&q=daum`);
    expect(earlier.data.map((d) => d.sourceType)).toEqual(['editorial']);
    const top = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${p.documentId}/top-domains?${range}&limit=50`,
    });
    expect(top.statusCode, top.body).toBe(200);
    expect(
      top.json().data.domains.find((d: { domain: string }) => d.domain === 'cafe.daum.net').sourceType,
    ).toBe('editorial');

    // Owned and competitor follow the project's settings; a domain never cited is not found.
    const owned = await put('cafe.daum.net', 'owned');
    expect(owned.statusCode).toBe(400);
    expect(owned.json().error.details.errors[0].path).toEqual(['body', 'data', 'sourceType']);
    expect(owned.json().error.message).toContain('owned and competitor follow');
    expect((await put('never-cited.example', 'editorial')).statusCode).toBe(404);
    // A viewer of the organization may not correct; another organization does not see the project.
    const viewer = await signUp(t, 'sourceviewer');
    const [org] = rows<{ organization_id: number }>(
      await t.database.db.execute(sql`select organization_id from projects where id = ${p.id}`),
    );
    const [viewerUser] = rows<{ id: number }>(
      await t.database.db.execute(sql`select id from users where username = 'sourceviewer'`),
    );
    await t.database.db.execute(
      sql`insert into members (organization_id, user_id, role, document_id)
        values (${org!.organization_id}, ${viewerUser!.id}, 'viewer', 'sourceviewermember000000')`,
    );
    expect((await put('cafe.daum.net', 'ugc', viewer)).statusCode).toBe(403);
    expect((await put('cafe.daum.net', 'ugc', outsider)).statusCode).toBe(404);

    // Null gives the domain back to the analyzer.
    const restored = await put('cafe.daum.net', null);
    expect(restored.json().data).toEqual({
      domain: 'cafe.daum.net',
      sourceType: 'ugc',
      sourceTypeCorrected: false,
    });
    expect((await read(`${range}&sourceTypes=ugc`)).data.map((d) => d.domain).sort()).toEqual([
      'blog.naver.com',
      'cafe.daum.net',
    ]);
  });

  it("takes an editor's correction of a page's content type into the page table at once", async () => {
    const { t, owner, outsider, p } = s;
    const put = (body: Record<string, unknown>, who: Account = owner) =>
      t.as(who.jwt, { method: 'PUT', url: `/api/v1/projects/${p.documentId}/source-urls`, payload: body });
    const res = await put({ data: { url: 'https://www.namu.wiki/w/coffee/', contentType: 'docs' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      normalizedUrl: wikiCoffee.url,
      contentType: 'docs',
      contentTypeCorrected: true,
    });
    const docs = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/projects/${p.documentId}/sources?${range}&contentTypes=docs`,
    });
    expect(
      SourceUrlsResponse.parse(docs.json()).data.map((u) => [u.normalizedUrl, u.contentTypeCorrected]),
    ).toEqual([[wikiCoffee.url, true]]);
    expect((await put({ data: { url: 'https://nowhere.example/x', contentType: 'docs' } })).statusCode).toBe(
      404,
    );
    const bad = await put({ data: { url: wikiCoffee.url, contentType: 'podcast' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0].path).toEqual(['body', 'data', 'contentType']);
    expect((await put({ data: { url: wikiCoffee.url, contentType: null } }, outsider)).statusCode).toBe(404);
    const back = await put({ data: { url: wikiCoffee.url, contentType: null } });
    expect(back.json().data).toMatchObject({ contentType: 'article', contentTypeCorrected: false });
  });
});
