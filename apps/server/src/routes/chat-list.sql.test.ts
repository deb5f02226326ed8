import { ChatListResponse, type ChatSummary } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, brand, rivals } from '#testing/analytics-fixture.ts';
import {
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

const minute = 60_000;

describe.each(testDatabaseKinds())('answers list API on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let p: DashboardProject;
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 6);
  const range = `from=${days[0]}&to=${days[5]}`;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피');
    const [rivalA, rivalB] = p.brandKeys.slice(1);
    for (const [d, day] of days.entries()) {
      // Day 1 was collected last (a backfill): its answers still list with their day, not before today's.
      const base = d === 1 ? Date.parse(`${days[5]}T05:00:00Z`) : Date.parse(`${day}T03:00:00Z`);
      await writeDay(t, p.id, day, (_run, i) => {
        const named = [
          ...(d % 2 === 1 ? [rivalB!] : []),
          ...((i + d) % 3 !== 0 ? ['brand'] : []),
          ...(i % 2 === 0 ? [rivalA!] : []),
        ];
        return {
          named,
          noAnswer: d === 2 && i === 1,
          simulated: d === 4,
          cited: Array.from({ length: i }, (_, k) => ({
            url: `https://site${k}.example/${d}`,
            domain: `site${k}.example`,
            sourceType: 'other',
          })),
          // Runs 0 and 1 of a day share a time: the id breaks the tie.
          collectedAt: new Date(base + Math.max(0, i - 1) * minute),
        };
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, who: Account = owner) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${p.documentId}/chats?${query}` });

  async function page(query: string) {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return ChatListResponse.parse(res.json());
  }

  /** Chat document ids of the project within `where`, newest first, straight from the chats table. */
  async function direct(where: SQL = sql`true`) {
    const found = rows<{ document_id: string }>(
      await t.database.db.execute(sql`select c.document_id from chats c
        where c.project_id = ${p.id} and c.day between ${days[0]}::date and ${days[5]}::date and ${where}
        order by c.day desc, c.collected_at desc, c.id desc`),
    );
    return found.map((r) => r.document_id);
  }

  async function all(query: string) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: ChatListResponse = await page(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.data.length).toBeLessThanOrEqual(2);
      ids.push(...body.data.map((c) => c.documentId));
      cursor = body.meta.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return ids;
  }

  it('lists the answers of the filters newest first, as the chats table orders them', async () => {
    const expected = await direct();
    expect(expected).toHaveLength(24);
    const first = await page(range);
    expect(first.meta).toMatchObject({ from: days[0], to: days[5] });
    expect(first.data.map((c) => c.documentId)).toEqual(expected.slice(0, 20));
    // Today's answers first, though day 1's were collected later.
    expect(first.data[0]!.day).toBe(days[5]);
    expect(first.data.map((c) => c.day)).toEqual([...first.data.map((c) => c.day)].sort().reverse());
    expect(first.meta.nextCursor).not.toBeNull();
    expect(first.data.map((c) => c.status)).toContain('no_answer');

    const prompt = [...p.prompts.entries()][0]!;
    const filtered = await page(`${range}&engines=gemini&prompts=${prompt[1]}`);
    const expectedFiltered = await direct(sql`c.engine = 'gemini' and c.prompt_id = ${prompt[0]}`);
    expect(expectedFiltered).toHaveLength(6);
    expect(filtered.data.map((c) => c.documentId)).toEqual(expectedFiltered);
    expect(filtered.meta.nextCursor).toBeNull();
    expect(filtered.data.every((c) => c.engine === 'gemini' && c.prompt.documentId === prompt[1])).toBe(true);
  });

  it('pages through every answer exactly once with limit 2', async () => {
    const ids = await all(range);
    expect(ids).toEqual(await direct());
    expect(new Set(ids).size).toBe(24);
  });

  it('filters by a brand mentioned or not, as the mentions table says', async () => {
    const rivalA = p.brandKeys[1]!;
    const mentioning = (key: string) =>
      sql`c.status = 'ok' and exists (select 1 from mentions m where m.chat_id = c.id and m.brand_key = ${key})`;
    const notMentioning = sql`c.status = 'ok' and not exists
      (select 1 from mentions m where m.chat_id = c.id and m.brand_key = 'brand')`;
    const own = await all(`${range}&brand=brand&mentioned=true`);
    expect(own).toEqual(await direct(mentioning('brand')));
    const without = await all(`${range}&brand=brand&mentioned=false`);
    expect(without).toEqual(await direct(notMentioning));
    // Visibility's n: the two lists cover every successful answer, once.
    expect(own.length + without.length).toBe((await direct(sql`c.status = 'ok'`)).length);
    expect(own.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    expect(await all(`${range}&brand=${rivalA}`)).toEqual(await direct(mentioning(rivalA)));
  });

  it('summarizes each answer: brands in rank order, citations, a plain-text excerpt', async () => {
    const { data } = await page(`${range}&limit=100`);
    expect(data).toHaveLength(24);
    const stored = rows<{ document_id: string; citations: number; day: string; collected_at: string }>(
      await t.database.db.execute(sql`select c.document_id, to_char(c.day, 'YYYY-MM-DD') as day,
        (select count(*)::int from citations ci where ci.chat_id = c.id) as citations
        from chats c where c.project_id = ${p.id}`),
    );
    const mentions = rows<{ document_id: string; brand_key: string; rank: number; sentiment: number }>(
      await t.database.db.execute(sql`select c.document_id, m.brand_key, m.rank, m.sentiment from mentions m
        join chats c on c.id = m.chat_id where c.project_id = ${p.id} order by m.rank`),
    );
    const names = new Map([
      ['brand', brand.name],
      ...p.brandKeys.slice(1).map((key, i) => [key, rivals[i]!.name] as const),
    ]);
    const byId = new Map(stored.map((r) => [r.document_id, r]));
    for (const chat of data as ChatSummary[]) {
      const row = byId.get(chat.documentId)!;
      expect(chat.citations).toBe(Number(row.citations));
      expect(chat.day).toBe(row.day);
      expect(chat.brands).toEqual(
        mentions
          .filter((m) => m.document_id === chat.documentId)
          .map((m) => ({
            key: m.brand_key,
            name: names.get(m.brand_key),
            own: m.brand_key === 'brand',
            rank: Number(m.rank),
            sentiment: Math.round((Number(m.sentiment) + 1) * 500) / 10,
            polarity: Number(m.sentiment),
          })),
      );
      expect(chat.simulated).toBe(chat.day === days[4]);
      expect(chat.model).toBe(`${chat.engine}-test`);
      expect([...p.prompts.values()]).toContain(chat.prompt.documentId);
      expect(chat.prompt.text).toMatch(/^오늘커피: /);
      if (chat.status === 'no_answer') {
        expect(chat.excerpt).toBe('');
        continue;
      }
      expect(Array.from(chat.excerpt).length).toBeLessThanOrEqual(240);
      expect(chat.excerpt.startsWith('추천 브랜드 ')).toBe(true);
      expect(chat.excerpt.endsWith('…')).toBe(true);
      expect(chat.excerpt).not.toMatch(/[#*[\]()]|https?:/);
      expect(chat.excerpt).toContain('자세히 봅니다.');
    }
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    const otherCursor = Buffer.from(JSON.stringify([days[0], 'yesterday', 1])).toString('base64url');
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=%21%21', 'cursor'],
      [`cursor=${otherCursor}`, 'cursor'],
      ['brand=nobody', 'brand'],
      ['brand=brand&mentioned=maybe', 'mentioned'],
      ['mentioned=true', 'mentioned'],
      ['engines=nope', 'engines'],
      [`from=${days[5]}&to=${days[0]}`, 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    expect((await get(range, outsider)).statusCode).toBe(404);
    const unknown = await t.as(owner.jwt, { method: 'GET', url: '/api/v1/projects/nope/chats' });
    expect(unknown.statusCode).toBe(404);
  });
});
