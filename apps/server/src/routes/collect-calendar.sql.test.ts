import { CollectDayResponse, CollectMonthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Setup, setup } from '#testing/analytics-fixture.ts';

const path = (day: string) => day.replaceAll('-', '/');

describe.each(testDatabaseKinds())('collect calendar and day API on %s', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const get = (url: string, jwt = s.owner.jwt) => s.t.as(jwt, { method: 'GET', url });
  const collects = () => `/api/v1/projects/${s.project.documentId}/collects`;

  it("shows a day's runs as grid cells: prompt, engine, sample, status, attempts, cost and the chat each opens", async () => {
    const day = s.dataDays[0]!;
    const res = await get(`${collects()}/${path(day)}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = CollectDayResponse.parse(res.json());
    expect(meta).toEqual({ day, timezone: 'Asia/Seoul' });
    expect(data).toHaveLength(1);
    const [collect] = data;
    expect(collect).toMatchObject({
      day,
      status: 'completed',
      planned: 12,
      succeeded: 12,
      failed: 0,
      error: null,
    });
    expect(collect!.runs).toHaveLength(12);
    const prompts = new Map(s.project.queries.map((q) => [q.documentId, q.text]));
    const chats = new Set(collect!.chats.map((c) => c.documentId));
    for (const run of collect!.runs) {
      expect(prompts.get(run.prompt.documentId)).toBe(run.prompt.text);
      expect(run).toMatchObject({
        sampleIndex: 0,
        status: 'succeeded',
        attempts: 1,
        errorKind: null,
        needsEngineConnection: false,
      });
      expect(chats.has(run.chatId!)).toBe(true);
    }
    const cells = collect!.runs.map((r) => `${r.prompt.documentId}:${r.engine}:${r.sampleIndex}`);
    expect(new Set(cells).size).toBe(12);
    // Every chat the grid links to opens in the chat view.
    const chat = await get(`/api/projects/${s.project.documentId}/chats/${collect!.runs[0]!.chatId}`);
    expect(chat.statusCode).toBe(200);
  });

  it('sums up each day of the month that has collects, with one status and the counts and cost', async () => {
    const db = s.t.database.db;
    // A run of the last data day failed for missing credentials: its collect is partial.
    const last = s.dataDays[2]!;
    const [failed] = rows<{ id: number }>(
      await db.execute(sql`select r.id::int as id from runs r join collects c on c.id = r.collect_id
        where c.project_id = ${s.project.id} and c.day = ${last} and r.engine = 'chatgpt'
        order by r.id limit 1`),
    );
    const message = 'No credentials for chatgpt: add them under Organization → AI engines.';
    await db.execute(sql`update runs set status = 'failed', error_kind = 'auth', error = ${message}
      where id = ${failed!.id}`);
    await db.execute(sql`update collects set status = 'partial', succeeded = 11, failed = 1
      where project_id = ${s.project.id} and day = ${last}`);

    const months = [...new Set(s.dataDays.map((d) => d.slice(0, 7)))];
    const seen: string[] = [];
    for (const month of months) {
      const res = await get(`${collects()}/${month.replace('-', '/')}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = CollectMonthResponse.parse(res.json());
      expect(meta).toEqual({ month, timezone: 'Asia/Seoul' });
      for (const day of data) {
        seen.push(day.day);
        expect(day.day.startsWith(month)).toBe(true);
        const [sums] = rows<{ cost: number }>(
          await db.execute(sql`select coalesce(sum(cost), 0)::float8 as cost from collects
            where project_id = ${s.project.id} and day = ${day.day}`),
        );
        expect(day.cost).toBeCloseTo(Number(sums!.cost), 9);
        expect(day).toMatchObject(
          day.day === last
            ? { collects: 1, status: 'partial', planned: 12, succeeded: 11, failed: 1 }
            : { collects: 1, status: 'completed', planned: 12, succeeded: 12, failed: 0 },
        );
      }
    }
    expect(seen).toEqual(s.dataDays);

    const dayRes = await get(`${collects()}/${path(last)}`);
    const run = CollectDayResponse.parse(dayRes.json()).data[0]!.runs.find((r) => r.status === 'failed');
    expect(run).toMatchObject({ errorKind: 'auth', error: message, needsEngineConnection: true });
  });

  it('refuses a month or day that is not one, naming the part, and hides another organization', async () => {
    const cases: Array<[string, string]> = [
      ['2026/13', 'm'],
      ['2026/0', 'm'],
      ['26/05', 'y'],
      ['2026/02/30', 'd'],
      ['2026/xx/01', 'm'],
    ];
    for (const [parts, field] of cases) {
      const res = await get(`${collects()}/${parts}`);
      expect(res.statusCode, parts).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
      expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path)).toEqual([[field]]);
    }
    const month = s.dataDays[0]!.slice(0, 7).replace('-', '/');
    for (const url of [`${collects()}/${month}`, `${collects()}/${path(s.dataDays[0]!)}`]) {
      const res = await get(url, s.outsider.jwt);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Project not found');
    }
    const empty = await get(`${collects()}/2001/01`);
    expect(CollectMonthResponse.parse(empty.json()).data).toEqual([]);
  });
});
