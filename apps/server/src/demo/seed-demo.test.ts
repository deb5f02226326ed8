import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { demoEmail, seedDemoOnFirstStart } from './seed-demo.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates a signed-in-able demo with a simulated project and fills it through the pipeline, once', async () => {
    t = await createTestApp(kind, {}, { jobs: true });
    const printed: string[] = [];
    const seeded = await seedDemoOnFirstStart(t.services!, t.jobs!, {
      days: 1,
      now: new Date('2026-11-21T03:00:00Z'),
      print: (text) => printed.push(text),
    });
    expect(seeded).not.toBeNull();
    expect(seeded!.days).toEqual(['2026-11-21']);
    expect(printed.join('')).toContain(demoEmail);
    expect(printed.join('')).toContain(seeded!.password);
    expect(seeded!.password.length).toBeGreaterThanOrEqual(16);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: demoEmail, password: seeded!.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const jwt = signIn.json().jwt as string;
    const me = await t.as(jwt, { method: 'GET', url: '/api/users/me' });
    expect(me.json().lastSelectedProjectId).toBeGreaterThan(0); // the first sign-in opens on the demo project
    const list = await t.as(jwt, {
      method: 'GET',
      url: '/api/projects?populate[0]=competitors&populate[1]=queries&populate[2]=ownedMedia&populate[3]=evaluationItems',
    });
    const [project] = list.json().data;
    expect(project).toMatchObject({
      brandName: '루미엘',
      simulated: true,
      timezone: 'Asia/Seoul',
      status: 'active',
    });
    expect(project.competitors).toHaveLength(4);
    expect(project.evaluationItems.length).toBeGreaterThanOrEqual(4);
    expect(project.ownedMedia.map((m: { value: string }) => m.value)).toContain('lumiel.co.kr');
    const languages = project.queries.map((q: { language: string }) => q.language);
    expect(languages.filter((l: string) => l === 'ko').length).toBeGreaterThanOrEqual(25);
    expect(languages.filter((l: string) => l === 'en').length).toBeGreaterThanOrEqual(10);
    expect(project.queries.every((q: { intent: string | null }) => q.intent)).toBe(true);

    // The backfill goes through planning, run jobs, the simulator and the analysis like any collect.
    const app = t;
    const collect = await waitUntil(
      'the backfill to complete',
      async () => {
        const day = await app.as(jwt, {
          method: 'GET',
          url: `/api/v1/projects/${project.documentId}/collects/2026/11/21`,
        });
        return day.json().data[0] as
          | { status: string; planned: number; succeeded: number; failed: number; chats: unknown[] }
          | undefined;
      },
      (collect) => collect?.status === 'completed' || collect?.status === 'partial',
      { intervalMs: 250 },
    );
    // The demo's simulator fails a few runs for good (packages/engines/src/simulated/simulated-failures.ts).
    expect(collect).toMatchObject({ planned: 160 });
    expect(collect!.succeeded + collect!.failed).toBe(160);
    expect(collect!.failed).toBeLessThanOrEqual(8);
    const [stored] = rows<{ chats: number; simulated: number; tagged: number; mentions: number }>(
      await t.database.db.execute(sql`select (select count(*)::int from chats) as chats,
        (select count(*)::int from chats where simulated and model = 'sightline-simulator-1') as simulated,
        (select count(distinct prompt_id)::int from prompt_tags) as tagged,
        (select count(*)::int from mentions) as mentions`),
    );
    expect(stored!.chats).toBe(collect!.succeeded);
    expect(stored!.simulated).toBe(collect!.succeeded);
    expect(stored!.tagged).toBeGreaterThanOrEqual(30);
    expect(stored!.mentions).toBeGreaterThan(100);

    // The demo's three watches have hits, counted as their answers were stored.
    const watches = await t.as(jwt, {
      method: 'GET',
      url: `/api/projects/${project.documentId}/watches?from=2026-11-21&to=2026-11-21`,
    });
    expect(watches.statusCode, watches.body).toBe(200);
    const listed = watches.json().data as Array<{
      name: string;
      kind: string;
      hits: number;
      counting: boolean;
    }>;
    expect(listed.map((w) => w.kind)).toEqual(['domain', 'brand', 'keyword']);
    for (const watch of listed) {
      expect(watch.counting).toBe(false);
      expect(watch.hits, watch.name).toBeGreaterThan(0);
    }
    // And two alert rules: the own brand's visibility, and the namu.wiki watch.
    const rules = await t.as(jwt, {
      method: 'GET',
      url: `/api/v1/projects/${project.documentId}/alert-rules`,
    });
    expect(
      rules
        .json()
        .data.map((r: { brand: unknown; watch: { name: string } | null }) => r.watch?.name ?? r.brand),
    ).toEqual([{ key: 'brand', name: '루미엘' }, '나무위키 인용']);

    expect(
      await seedDemoOnFirstStart(t.services!, t.jobs!, { days: 1, print: (text) => printed.push(text) }),
    ).toBeNull();
    expect(printed).toHaveLength(1);
  });
});
