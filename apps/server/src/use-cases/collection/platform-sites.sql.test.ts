import { AuthResponse, SourceDomainsResponse } from '@sightline/contracts';
import { rebuildProjectRollups, seedSyntheticChats, testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDailyRollupsExact } from '#testing/rollup-invariants.ts';
import { syntheticAnswerPool } from '#testing/synthetic-answers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createAnalysisCache } from './project-analysis.ts';
import { reanalyzeProject } from './reanalyze-project.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Every per-domain rollup row of the project, as text, to compare a migrated history with a rebuild. */
async function domainRollups(t: TestApp, projectId: number): Promise<string[]> {
  const found = rows<Record<string, unknown>>(
    await t.database.db.execute(sql`select day::text, engine, prompt_id::text, domain, citations, answers_citing
      from rollup_domains where project_id = ${projectId} and citations > 0 order by 1, 2, 3, 4`),
  );
  return found.map((r) => JSON.stringify(r));
}

// Sites, not only domains (issue 40): a history analysed when every Naver page was filed under naver.com is filed
// under Naver's sites by the re-analysis that the analyzer's new version starts.
describe.each(testDatabaseKinds())('platform sites in stored history on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('moves naver.com’s citations, pages, catalog rows and rollups to its sites, keeping corrections', async () => {
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const services = t.services!;
    const registered = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'sora', email: 'sora@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const jwt = registered.jwt;
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        data: {
          member: registered.user.lastSelectedMemberId,
          workspace: registered.user.lastSelectedWorkspaceId,
          name: '루미엘',
          brandName: '루미엘',
          engines: ['chatgpt', 'gemini'],
          samplesPerRun: 1,
          competitors: [{ name: '아우라랩', aliases: ['AuraLab'], domains: ['auralab.kr'] }],
          queries: [
            { text: '수분크림 추천', language: 'ko' },
            { text: 'best serum for dry skin', language: 'en' },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data as { id: number; documentId: string };
    const db = t.database.db;
    const pool = syntheticAnswerPool(
      [
        { name: '루미엘', domain: 'lumiel.co.kr' },
        { name: '아우라랩', aliases: ['AuraLab'], domain: 'auralab.kr' },
      ],
      6,
    );
    expect(
      await seedSyntheticChats(db, {
        projectId: project.id,
        from: '2026-03-01',
        to: '2026-03-08',
        samples: 1,
        answers: pool,
      }),
    ).toBe(32);
    const analyses = createAnalysisCache(db);
    expect(await reanalyzeProject(services, analyses, project.id)).toBe(32);
    const sitesNow = await domainRollups(t, project.id);
    expect(sitesNow.some((r) => r.includes('"blog.naver.com"'))).toBe(true);

    // The history as the previous analyzer left it: every Naver page under naver.com, with its rollups and catalog
    // rows, a correction the organization made to naver.com, and another to a site no longer cited.
    const p = project.id;
    await db.execute(
      sql`update citations set domain = 'naver.com' where project_id = ${p} and domain like '%.naver.com'`,
    );
    await db.execute(
      sql`update source_urls set domain = 'naver.com' where project_id = ${p} and domain like '%.naver.com'`,
    );
    await db.execute(sql`delete from source_domains where project_id = ${p} and domain like '%.naver.com'`);
    await db.execute(sql`insert into source_domains (organization_id, project_id, domain, source_type, first_seen,
        last_seen, source_type_override)
      select organization_id, id, 'naver.com', 'ugc', date '2026-03-01', date '2026-03-08', null::text from projects where id = ${p}
      union all
      select organization_id, id, 'gone.example', 'other', date '2026-03-01', date '2026-03-01', 'editorial' from projects
        where id = ${p}`);
    await db.execute(
      sql`update chat_analyses set analysis_key = 'analyzer-6', facts_hash = 'analyzer-6' where project_id = ${p}`,
    );
    await rebuildProjectRollups(db, p);
    expect((await domainRollups(t, p)).some((r) => r.includes('"naver.com"'))).toBe(true);

    expect(await reanalyzeProject(services, analyses, p)).toBe(32);

    const domains = rows<{ domain: string }>(
      await db.execute(sql`select distinct domain from citations where project_id = ${p} and domain like '%naver.com'
        order by 1`),
    ).map((r) => r.domain);
    expect(domains).toEqual(['blog.naver.com', 'cafe.naver.com']);
    const pages = rows<{ domain: string; n: number }>(
      await db.execute(sql`select domain, count(*)::int as n from source_urls where project_id = ${p}
        and normalized_url like 'https://%naver.com/%' group by 1 order by 1`),
    );
    expect(pages.map((r) => r.domain)).toEqual(['blog.naver.com', 'cafe.naver.com']);
    const catalog = rows<{ domain: string; source_type: string; source_type_override: string | null }>(
      await db.execute(sql`select domain, source_type, source_type_override from source_domains
        where project_id = ${p} and (domain like '%naver.com' or domain = 'gone.example') order by 1`),
    );
    expect(catalog).toEqual([
      { domain: 'blog.naver.com', source_type: 'ugc', source_type_override: null },
      { domain: 'cafe.naver.com', source_type: 'ugc', source_type_override: null },
      { domain: 'gone.example', source_type: 'other', source_type_override: 'editorial' },
    ]);
    // The rollups moved by difference equal the ones analysed afresh, and a rebuild from the facts.
    expect(await domainRollups(t, p)).toEqual(sitesNow);
    expect(await expectDailyRollupsExact(db)).toBeGreaterThan(0);
    await rebuildProjectRollups(db, p);
    expect(await domainRollups(t, p)).toEqual(sitesNow);

    // The site table lists Naver's sites apart, each with naver.com as its parent filter.
    const res = await t.as(jwt, {
      method: 'GET',
      url: `/api/projects/${project.documentId}/sources-by-domain?from=2026-03-01&to=2026-03-08&parent=naver.com`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = SourceDomainsResponse.parse(res.json());
    expect(body.data.map((d) => [d.domain, d.parentDomain, d.sourceType]).sort()).toEqual([
      ['blog.naver.com', 'naver.com', 'ugc'],
      ['cafe.naver.com', 'naver.com', 'ugc'],
    ]);
  });
});
