import { ChatDetailResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand, rows, type Setup, setup } from '../testing/analytics-fixture.ts';

describe.each(testDatabaseKinds)('chat detail API on %s', { timeout: 60_000 }, (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  }, 120_000);
  afterAll(async () => {
    await s?.t.close();
  });

  it('shows a chat with its mentions and citations as stored, offsets within the answer', async () => {
    const db = s.t.database.db;
    const [chat] = rows<{ id: number; document_id: string; prompt_id: number }>(
      await db.execute(sql`select c.id::int as id, c.document_id from chats c
        where c.project_id = ${s.project.id} and c.status = 'ok'
          and exists (select 1 from mentions m where m.chat_id = c.id and m.brand_key <> 'brand')
          and exists (select 1 from citations ci where ci.chat_id = c.id)
        order by c.id limit 1`),
    );
    expect(chat).toBeDefined();
    const res = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = ChatDetailResponse.parse(res.json());
    expect(meta).toEqual({});
    expect(data).toMatchObject({ documentId: chat!.document_id, simulated: true, status: 'ok' });
    expect(res.json().data).not.toHaveProperty('raw');
    const prompt = s.project.queries.find((q) => q.documentId === data.prompt.documentId);
    expect(prompt?.text).toBe(data.prompt.text);
    expect(data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.dataDays).toContain(data.day);
    expect(new Date(data.collectedAt).getTime()).not.toBeNaN();

    const storedMentions = rows<{ brand_key: string; first_offset: number; count: number; rank: number }>(
      await db.execute(sql`select brand_key, first_offset, count, rank from mentions
        where chat_id = ${chat!.id} order by rank`),
    );
    expect(data.mentions.map((m) => [m.brandKey, m.firstOffset, m.count, m.rank])).toEqual(
      storedMentions.map((m) => [m.brand_key, m.first_offset, m.count, m.rank]),
    );
    const names = new Map<string, string[]>([
      ['brand', [brand.name, ...brand.aliases]],
      ...(
        await s.t.as(s.owner.jwt, {
          method: 'GET',
          url: `/api/v1/projects/${s.project.documentId}?populate=competitors`,
        })
      )
        .json()
        .data.competitors.map((c: { documentId: string; name: string; aliases: string[] }) => [
          c.documentId,
          [c.name, ...c.aliases],
        ]),
    ]);
    const answer = data.answer.normalize('NFKC').toLowerCase();
    for (const m of data.mentions) {
      expect(m.firstOffset).toBeLessThan(data.answer.length);
      expect(m.brandName).toBe(names.get(m.brandKey)![0]);
      expect(m.own).toBe(m.brandKey === 'brand');
      const at = answer.slice(m.firstOffset);
      expect(
        names.get(m.brandKey)!.some((name) => at.startsWith(name.normalize('NFKC').toLowerCase())),
        `${m.brandName} at ${m.firstOffset}: ${at.slice(0, 30)}`,
      ).toBe(true);
    }

    const storedCitations = rows<{ position: number; url: string; domain: string; source_type: string }>(
      await db.execute(sql`select position, url, domain, source_type from citations
        where chat_id = ${chat!.id} order by position`),
    );
    expect(data.citations.map((c) => [c.position, c.url, c.domain, c.sourceType])).toEqual(
      storedCitations.map((c) => [c.position, c.url, c.domain, c.source_type]),
    );
    for (const c of data.citations) {
      if (c.startIndex !== null) expect(c.startIndex).toBeLessThanOrEqual(data.answer.length);
      if (c.endIndex !== null) {
        expect(c.endIndex).toBeLessThanOrEqual(data.answer.length);
        expect(c.endIndex).toBeGreaterThanOrEqual(c.startIndex ?? 0);
      }
    }
    const [aspects] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from aspect_mentions where chat_id = ${chat!.id}`),
    );
    expect(data.aspects).toHaveLength(Number(aspects!.n));
    for (const a of data.aspects) expect(a.itemName).toBe('가격');

    const withRaw = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.project.documentId}/chats/${chat!.document_id}?raw=true`,
    });
    expect(withRaw.statusCode).toBe(200);
    expect(withRaw.json().data).toHaveProperty('raw');
  });
});
