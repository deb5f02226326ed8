import { ChatListResponse, TrackingResponse } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import {
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

const minute = 60_000;

/** The answers list's filter that keeps the answers of one group of a report cut by `groupBy`. */
function groupQuery(groupBy: 'engine' | 'intent' | 'branded', key: string): string {
  if (groupBy === 'engine') return `engines=${key}`;
  if (groupBy === 'intent') return `intent=${key}`;
  return `branded=${key === 'branded'}`;
}

/**
 * Every number of the analytics matrices opens its answers (issue 39): for each group of a report cut by engine,
 * intent (a prompt without one included) or branded-ness, under the report filters, the answers list with the
 * group's filter holds exactly the group's n answers, and those naming each brand are as many as its visibility's
 * numerator.
 */
describe.each(testDatabaseKinds())('the answers behind each matrix cell on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let p: DashboardProject;
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 4);
  const range = `from=${days[0]}&to=${days[3]}`;

  beforeAll(async () => {
    ({ t, owner } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '매트릭스', {
      queries: [
        { text: '서울 커피 브랜드 추천', intent: 'commercial' },
        // Names the own brand: the branded prompt.
        { text: '오늘커피 매장 위치', intent: 'informational' },
        { text: 'how is coffee roasted', intent: 'informational' },
      ],
    });
    // A prompt without an intent (one made before intents existed): the intent matrix's "none" row.
    await t.database.db.execute(
      sql`update prompts set intent = null where project_id = ${p.id} and text = 'how is coffee roasted'`,
    );
    const [rivalA, rivalB] = p.brandKeys.slice(1);
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (_run, i) => ({
        named: [
          ...((i + d) % 3 !== 0 ? ['brand'] : []),
          ...(i % 2 === 0 ? [rivalA!] : []),
          ...((i + d) % 4 === 1 ? [rivalB!] : []),
        ],
        noAnswer: (d + i) % 5 === 2,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * minute),
      }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, query: string) =>
    t.as(owner.jwt, { method: 'GET', url: `/api/v1/projects/${p.documentId}/${path}?${query}` });

  /** How many answers the list holds for a query, paged through 50 at a time. */
  async function listed(query: string): Promise<number> {
    let total = 0;
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const res = await get('chats', `${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = ChatListResponse.parse(res.json());
      total += body.data.length;
      cursor = body.meta.nextCursor;
      if (!cursor) return total;
    }
    throw new Error('paging did not end');
  }

  it.each([
    ['engine', ''],
    ['intent', ''],
    ['branded', ''],
    ['engine', '&intents=informational'],
    ['intent', '&engines=gemini'],
    ['branded', '&engines=chatgpt'],
  ] as const)(
    'by %s, filters "%s": each cell counts the answers its filter lists',
    async (groupBy, filters) => {
      const res = await get('tracking', `${range}${filters}&groupBy=${groupBy}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = TrackingResponse.parse(res.json()).data;
      expect(report.groups.length).toBeGreaterThan(1);
      // The total row: the report's own filter.
      expect(await listed(`${range}${filters}&status=ok`)).toBe(report.n);
      for (const group of report.groups) {
        const query = `${range}${filters}&${groupQuery(groupBy, group.key)}&status=ok`;
        expect(await listed(query), query).toBe(group.n);
        for (const brand of group.brands) {
          const mentioning = `${query}&brand=${brand.key}&mentioned=true`;
          expect(await listed(mentioning), mentioning).toBe(brand.visibility.mentioning);
        }
      }
      if (groupBy === 'intent' && filters === '') {
        expect(report.groups.map((g) => g.key)).toEqual(['informational', 'commercial', 'none']);
      }
    },
  );

  it('narrows the report filters (AND) and refuses an unknown intent with a 400 naming it', async () => {
    expect(await listed(`${range}&intents=commercial&intent=none`)).toBe(0);
    expect(await listed(`${range}&intent=transactional`)).toBe(0);
    expect(await listed(`${range}&intents=informational,commercial&intent=commercial`)).toBe(
      await listed(`${range}&intents=commercial`),
    );
    for (const path of ['chats', 'chats/export']) {
      const res = await get(path, `${range}&intent=curious`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.details.errors[0].path).toEqual(['intent']);
    }
  });
});
