import { ChatDetailResponse, TrackingResponse } from '@sightline/contracts';
import { planCollect } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, brand, rows, type Setup, setup, waitForCollect } from '#testing/analytics-fixture.ts';
import { waitUntil } from '#testing/wait-until.ts';

/**
 * Analytics responses are cached by the project's data version: the tests change rollups or chats behind the
 * application's back (no version raised) to see whether a response was computed again, and store chats through the
 * real pipeline to see the version raised.
 */
describe.each(testDatabaseKinds())('analytics cache on %s', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const get = (url: string, who: Account = s.owner, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.jwt}`, ...headers } });
  const trackingUrl = (query: string) => `/api/v1/projects/${s.project.documentId}/tracking?${query}`;
  const range = () => `from=${s.days[0]}&to=${s.days.at(-1)}`;
  const db = () => s.t.database.db;

  /** Shifts the stored daily rollups without raising the data version: only a recomputed report shows it. */
  const shiftRollups = (by: number) =>
    db().execute(
      sql`update rollup_daily_answers set answers = answers + ${by} where project_id = ${s.project.id}`,
    );

  async function dataVersion(): Promise<number> {
    const [row] = rows<{ v: string | number }>(
      await db().execute(sql`select data_version as v from projects where id = ${s.project.id}`),
    );
    return Number(row!.v);
  }

  /** The distinct analysis keys of the project's chats (one once every chat is analysed with one profile). */
  async function analysisKeys(): Promise<string[]> {
    return rows<{ k: string }>(
      await db().execute(
        sql`select distinct analysis_key as k from chat_analyses where project_id = ${s.project.id}`,
      ),
    ).map((r) => r.k);
  }

  async function countedAnswers(): Promise<number> {
    const [row] = rows<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from chats c where c.project_id = ${s.project.id}
        and c.status = 'ok' and c.day between ${s.days[0]}::date and ${s.days.at(-1)}::date`),
    );
    return Number(row!.n);
  }

  it('answers a repeated request from the cache, with an ETag and private, no-cache', async () => {
    const first = await get(trackingUrl(range()));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const report = TrackingResponse.parse(first.json());
    expect(report.data.n).toBe(await countedAnswers());

    await shiftRollups(1000);
    try {
      const second = await get(trackingUrl(range()));
      expect(second.statusCode).toBe(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      // Computed again, it would count the 1,000 answers added behind the cache's back.
      expect(second.body).toBe(first.body);
    } finally {
      await shiftRollups(-1000);
    }

    // The chat view is cached the same way.
    const [chat] = rows<{ document_id: string; answer: string }>(
      await db().execute(sql`select document_id, answer from chats where project_id = ${s.project.id}
        and status = 'ok' order by id limit 1`),
    );
    const chatUrl = `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`;
    const shown = await get(chatUrl);
    expect(shown.statusCode).toBe(200);
    expect(ChatDetailResponse.parse(shown.json()).data.answer).toBe(chat!.answer);
    await db().execute(
      sql`update chats set answer = 'changed behind the cache' where document_id = ${chat!.document_id}`,
    );
    try {
      const again = await get(chatUrl);
      expect(again.headers.etag).toBe(shown.headers.etag);
      expect(again.json().data.answer).toBe(chat!.answer);
      // `raw` is another response, with its own entry (computed now, so it sees the change).
      const raw = await get(`${chatUrl}?raw=true`);
      expect(raw.headers.etag).not.toBe(shown.headers.etag);
      expect(raw.json().data.answer).toBe('changed behind the cache');
    } finally {
      await db().execute(
        sql`update chats set answer = ${chat!.answer} where document_id = ${chat!.document_id}`,
      );
    }
  });

  it('answers 304 without a body to If-None-Match with the current ETag, and 200 to an old one', async () => {
    const fresh = await get(trackingUrl(range()));
    const etag = fresh.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await get(trackingUrl(range()), s.owner, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const stale = await get(trackingUrl(range()), s.owner, { 'if-none-match': '"not-the-current-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
  });

  it('keys entries by the normalized query: other filters are other entries, equal ones share one', async () => {
    const all = await get(trackingUrl(range()));
    const one = await get(trackingUrl(`${range()}&engines=chatgpt`));
    const two = await get(trackingUrl(`${range()}&engines=gemini,chatgpt`));
    const twoAgain = await get(
      trackingUrl(`${range()}&engines[]=chatgpt&engines[]=gemini&engines[]=chatgpt`),
    );
    const etags = [all, one, two].map((r) => r.headers.etag);
    expect(new Set(etags).size).toBe(3);
    expect(one.json().data.n).toBeLessThan(all.json().data.n);
    expect(one.json().data.engines).toEqual(['chatgpt']);
    expect(twoAgain.headers.etag).toBe(two.headers.etag);
    expect(twoAgain.body).toBe(two.body);
    expect(two.json().data.engines).toEqual(['chatgpt', 'gemini']);

    // "The last 30 days" is keyed by the days it resolves to: the same entry as the explicit range.
    const recent = await get(trackingUrl(''));
    const explicit = await get(trackingUrl(`from=${recent.json().data.from}&to=${recent.json().data.to}`));
    expect(recent.headers.etag).toBe(explicit.headers.etag);
    const shorter = await get(trackingUrl(`from=${s.days[1]}&to=${s.days.at(-1)}`));
    expect(shorter.headers.etag).not.toBe(all.headers.etag);
  });

  it("checks access before the cache: another organization's member gets 404, even with the ETag", async () => {
    const owned = await get(trackingUrl(range()));
    expect(owned.statusCode).toBe(200);
    const attempts: Array<Record<string, string>> = [{}, { 'if-none-match': owned.headers.etag as string }];
    for (const headers of attempts) {
      const res = await get(trackingUrl(range()), s.outsider, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.name).toBe('NotFoundError');
      expect(res.body).not.toContain(brand.name);
      expect(res.headers.etag).toBeUndefined();
    }
    const anonymous = await s.t.app.inject({ method: 'GET', url: trackingUrl(range()) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a stored chat raises the data version: the next request is computed with the new answers', async () => {
    const before = await get(trackingUrl(range()));
    const beforeVersion = await dataVersion();
    expect(before.json().data.n).toBe(await countedAnswers());
    // Days 1, 4 and 5 of the range have no collect yet.
    const day = s.days[1]!;
    const planned = await planCollect(db(), {
      projectId: s.project.id,
      day,
      key: `cache-test:${day}`,
      trigger: 'schedule',
    });
    await s.t.jobs!.enqueueRuns(planned.pending);
    await waitForCollect(s, day, planned.documentId);

    // One raise per stored chat, in the transaction that stores it.
    const [stored] = rows<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from chats where collect_id =
        (select id from collects where document_id = ${planned.documentId})`),
    );
    expect(Number(stored!.n)).toBe(12);
    expect(await dataVersion()).toBeGreaterThanOrEqual(beforeVersion + 12);

    const after = await get(trackingUrl(range()));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const n = await countedAnswers();
    expect(n).toBeGreaterThan(before.json().data.n);
    expect(after.json().data.n).toBe(n);
    expect(after.json().data.series.find((d: { day: string }) => d.day === day).n).toBeGreaterThan(0);
    // The browser's copy is out of date now.
    const revalidated = await get(trackingUrl(range()), s.owner, {
      'if-none-match': before.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('deleting a prompt raises the data version with the rollups it adjusts', async () => {
    const before = await get(trackingUrl(range()));
    const version = await dataVersion();
    const prompt = s.project.queries[0]!;
    const res = await s.t.as(s.owner.jwt, { method: 'DELETE', url: `/api/prompts/${prompt.documentId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dataVersion()).toBe(version + 1);
    const after = await get(trackingUrl(range()));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.n).toBe(await countedAnswers());
    expect(after.json().data.n).toBeLessThan(before.json().data.n);
  });

  it("renaming a competitor shows the new name at once (the project's version is raised)", async () => {
    const before = await get(trackingUrl(range()));
    const rival = (before.json().data.brands as Array<{ key: string; name: string; own: boolean }>).find(
      (b) => !b.own,
    )!;
    const version = await dataVersion();
    const res = await s.t.as(s.owner.jwt, {
      method: 'PUT',
      url: `/api/competitors/${rival.key}`,
      payload: { data: { name: `${rival.name} (renamed)` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dataVersion()).toBeGreaterThan(version);
    const after = await get(trackingUrl(range()));
    expect(after.json().data.brands.map((b: { name: string }) => b.name)).toContain(
      `${rival.name} (renamed)`,
    );

    // The rename changed the analysis profile: the re-analysis that follows rewrites the chats' facts and rollups
    // in batches, each in a transaction that raises the version again when it changed any fact.
    const renamed = await dataVersion();
    const keysBefore = await analysisKeys();
    const keys = await waitUntil(
      'every chat analysed again after the rename',
      () => analysisKeys(),
      (keys) => keys.length === 1 && keys[0] !== keysBefore[0],
      { intervalMs: 200 },
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(keysBefore[0]);
    expect(await dataVersion()).toBeGreaterThan(renamed);
    const again = await get(trackingUrl(range()));
    expect(again.headers.etag).not.toBe(after.headers.etag);
    expect(again.json().data.n).toBe(await countedAnswers());
  });
});
