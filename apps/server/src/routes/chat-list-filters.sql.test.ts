import { ChatListResponse, type ChatSummary } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
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

/**
 * The answers list's own filters (status, simulated, a cited domain, a text search, the order) and its export, each
 * checked against a direct query over the stored chats.
 */
describe.each(testDatabaseKinds())('answers filters and export on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let p: DashboardProject;
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 6);
  const range = `from=${days[0]}&to=${days[5]}`;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피', {
      // A prompt a spreadsheet would run as a formula.
      queries: [{ text: '=1+1 서울 커피 브랜드 추천' }, { text: '오늘커피: best coffee chain in Korea' }],
    });
    const [rivalA] = p.brandKeys.slice(1);
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (_run, i) => ({
        named: [...((i + d) % 3 !== 0 ? ['brand'] : []), ...(i % 2 === 0 ? [rivalA!] : [])],
        noAnswer: (d + i) % 7 === 3,
        simulated: d === 4,
        note: i === 1 ? ` Special ${d % 2 === 0 ? '라떼 맛집' : 'LATTE'} note.` : '',
        cost: i === 2 ? null : 0.001 * (i + 1),
        tokens: { input: 100 + i, output: 200 + d },
        cited: Array.from({ length: (i + d) % 3 }, (_, k) => ({
          url: k === 0 && d % 2 === 1 ? `https://namu.wiki/w/${d}-${i}` : `https://site${k}.example/${d}`,
          domain: k === 0 && d % 2 === 1 ? 'namu.wiki' : `site${k}.example`,
          sourceType: 'other',
        })),
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * minute),
      }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, query: string, who: Account = owner) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${p.documentId}/${path}?${query}` });

  /** Every answer of a query, paged through 5 at a time. */
  async function listAll(query: string): Promise<ChatSummary[]> {
    const all: ChatSummary[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const res = await get('chats', `${query}&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = ChatListResponse.parse(res.json());
      all.push(...body.data);
      cursor = body.meta.nextCursor;
      if (!cursor) return all;
    }
    throw new Error('paging did not end');
  }

  /** Document ids of the project's chats matching a condition, newest first as the list orders them. */
  async function direct(condition: SQL): Promise<string[]> {
    const found = rows<{ document_id: string }>(
      await t.database.db.execute(sql`select c.document_id from chats c
        where c.project_id = ${p.id} and ${condition}
        order by c.day desc, c.collected_at desc, c.id desc`),
    );
    return found.map((r) => r.document_id);
  }

  it('keeps exactly the answers of each filter, as a direct query over the chats finds them', async () => {
    const rivalA = p.brandKeys[1]!;
    const cases: Array<[string, SQL]> = [
      ['status=no_answer', sql`c.status = 'no_answer'`],
      ['status=ok', sql`c.status = 'ok'`],
      ['simulated=true', sql`c.simulated`],
      ['simulated=false', sql`not c.simulated`],
      [
        'cites=namu.wiki',
        sql`exists (select 1 from citations ci where ci.chat_id = c.id and ci.domain = 'namu.wiki')`,
      ],
      [
        'cites=www.NAMU.wiki',
        sql`exists (select 1 from citations ci where ci.chat_id = c.id and ci.domain = 'namu.wiki')`,
      ],
      ['q=latte', sql`strpos(lower(c.answer), 'latte') > 0`],
      [`q=${encodeURIComponent('라떼 맛집')}`, sql`strpos(c.answer, '라떼 맛집') > 0`],
      [
        'q=special&status=ok&engines=gemini&simulated=false',
        sql`strpos(lower(c.answer), 'special') > 0 and c.status = 'ok' and c.engine = 'gemini' and not c.simulated`,
      ],
      [
        `brand=${rivalA}&mentioned=false&cites=site1.example`,
        sql`c.status = 'ok' and not exists (select 1 from mentions m where m.chat_id = c.id and m.brand_key = ${rivalA})
          and exists (select 1 from citations ci where ci.chat_id = c.id and ci.domain = 'site1.example')`,
      ],
    ];
    for (const [query, condition] of cases) {
      const listed = await listAll(`${range}&${query}`);
      const expected = await direct(condition);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(
        listed.map((c) => c.documentId),
        query,
      ).toEqual(expected);
    }
    const none = await listAll(`${range}&q=${encodeURIComponent('아무도 쓰지 않은 말')}`);
    expect(none).toEqual([]);
  });

  it('lists oldest first with its own cursors, and refuses a cursor of the other order', async () => {
    const newest = await listAll(range);
    const oldest = await listAll(`${range}&sort=oldest`);
    expect(newest).toHaveLength(24);
    expect(oldest.map((c) => c.documentId)).toEqual(newest.map((c) => c.documentId).reverse());
    const first = ChatListResponse.parse((await get('chats', `${range}&limit=2`)).json());
    const mixed = await get('chats', `${range}&limit=2&sort=oldest&cursor=${first.meta.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.details.errors[0].path).toEqual(['cursor']);
  });

  it('summarizes usage and each brand’s sentiment', async () => {
    const listed = await listAll(range);
    const stored = rows<{
      document_id: string;
      input_tokens: number;
      output_tokens: number;
      cost: number | null;
    }>(
      await t.database.db.execute(
        sql`select document_id, input_tokens, output_tokens, cost from chats where project_id = ${p.id}`,
      ),
    );
    const byId = new Map(stored.map((r) => [r.document_id, r]));
    for (const chat of listed) {
      const row = byId.get(chat.documentId)!;
      expect(chat.inputTokens).toBe(Number(row.input_tokens));
      expect(chat.outputTokens).toBe(Number(row.output_tokens));
      expect(chat.cost).toBe(row.cost === null ? null : Number(row.cost));
      for (const b of chat.brands) expect([b.sentiment, b.polarity]).toEqual([50, 0]);
    }
    expect(listed.some((c) => c.cost === null)).toBe(true);
  });

  it('exports every answer of the filters as CSV, one row each, with its brands and cited addresses', async () => {
    // One answer said what it searched and read: a page it cited and one it only read.
    const [searched] = rows<{ document_id: string; url: string }>(
      await t.database.db.execute(sql`select c.document_id, ci.url from chats c join citations ci on ci.chat_id = c.id
        where c.project_id = ${p.id} and c.status = 'ok' order by c.id, ci.position limit 1`),
    );
    await t.database.db.execute(sql`update chats set search_queries = '["커피 순위", "coffee ranking"]'::jsonb,
        retrieved = ${JSON.stringify([{ url: searched!.url }, { url: 'https://read.example/only' }])}::jsonb
      where document_id = ${searched!.document_id}`);
    const res = await get('chats/export', `${range}&status=ok&sort=oldest`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="answers-.+\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const table = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
    const [header, ...records] = table;
    expect(header).toContain('brands_in_rank_order');
    const col = (name: string) => header!.indexOf(name);
    const expected = await direct(sql`c.status = 'ok'`);
    expect(records.map((r) => r[col('chat_id')])).toEqual([...expected].reverse());

    const names = new Map([
      ['brand', brand.name],
      ...p.brandKeys.slice(1).map((key, i) => [key, rivals[i]!.name] as const),
    ]);
    const mentions = rows<{ document_id: string; brand_key: string }>(
      await t.database.db.execute(sql`select c.document_id, m.brand_key from mentions m
        join chats c on c.id = m.chat_id where c.project_id = ${p.id} order by m.rank`),
    );
    const urls = rows<{ document_id: string; url: string }>(
      await t.database.db.execute(sql`select c.document_id, ci.url from citations ci
        join chats c on c.id = ci.chat_id where c.project_id = ${p.id} order by ci.position`),
    );
    for (const record of records) {
      const id = record[col('chat_id')];
      const named = mentions.filter((m) => m.document_id === id).map((m) => names.get(m.brand_key));
      expect(record[col('brands_in_rank_order')]).toBe(named.join(' | '));
      expect(record[col('own_brand_rank')]).toBe(named[0] === brand.name ? '1' : named.length > 1 ? '2' : '');
      const cited = urls.filter((u) => u.document_id === id).map((u) => u.url);
      expect(record[col('citations')]).toBe(String(cited.length));
      expect(record[col('cited_urls')]).toBe(cited.join(' '));
      // The formula-like prompt is quoted so that a spreadsheet shows it as text.
      expect(record[col('prompt')]).not.toMatch(/^=/);
    }
    expect(records.some((r) => r[col('prompt')] === "'=1+1 서울 커피 브랜드 추천")).toBe(true);
    const withSearches = records.find((r) => r[col('chat_id')] === searched!.document_id)!;
    expect(withSearches[col('search_queries')]).toBe('커피 순위 | coffee ranking');
    expect(withSearches[col('pages_read')]).toBe('2');
    expect(withSearches[col('pages_read_not_cited')]).toBe('https://read.example/only');
    expect(records.filter((r) => r[col('search_queries')] === '').length).toBe(records.length - 1);
  });

  it('exports JSON lines with the same answers, in the list’s order', async () => {
    const res = await get('chats/export', `${range}&format=jsonl&cites=namu.wiki`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.body
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { id: string; citations: string[]; brands: Array<{ rank: number }> },
      );
    expect(lines.map((l) => l.id)).toEqual(
      await direct(
        sql`exists (select 1 from citations ci where ci.chat_id = c.id and ci.domain = 'namu.wiki')`,
      ),
    );
    for (const line of lines) {
      expect(line.citations.some((u) => u.startsWith('https://namu.wiki/'))).toBe(true);
      expect(line.brands.map((b) => b.rank)).toEqual(line.brands.map((_, i) => i + 1));
    }
  });

  it('refuses bad parameters with a 400 naming them before any byte, and hides other organizations’ projects', async () => {
    const cases: Array<[string, string, string]> = [
      ['chats', 'status=failed', 'status'],
      ['chats', 'simulated=maybe', 'simulated'],
      ['chats', 'cites=not a domain', 'cites'],
      ['chats', `q=${'x'.repeat(201)}`, 'q'],
      ['chats', 'sort=random', 'sort'],
      ['chats/export', 'format=xml', 'format'],
      ['chats/export', 'status=failed', 'status'],
    ];
    for (const [path, query, field] of cases) {
      const res = await get(path, `${range}&${query}`);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    expect((await get('chats/export', range, outsider)).statusCode).toBe(404);
  });
});
