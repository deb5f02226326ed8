import { ChatDetailResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand, rivals, rows, type Setup, setup } from '#testing/analytics-fixture.ts';

describe.each(testDatabaseKinds())('chat detail API on %s', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  });
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

  it('says where every mention and citation marker sits, with the project, collect and sample', async () => {
    const db = s.t.database.db;
    const chats = rows<{ id: number; document_id: string }>(
      await db.execute(sql`select c.id::int as id, c.document_id from chats c
        where c.project_id = ${s.project.id} and c.status = 'ok'
          and exists (select 1 from mentions m where m.chat_id = c.id)
        order by c.id limit 6`),
    );
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) {
      const res = await s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/projects/${s.project.documentId}/chats/${chat.document_id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = ChatDetailResponse.parse(res.json());
      expect(data.project).toEqual({
        documentId: s.project.documentId,
        name: '오늘커피 트래킹',
        timezone: 'Asia/Seoul',
      });
      const [stored] = rows<{ collect: string; day: string; sample_index: number }>(
        await db.execute(sql`select co.document_id as collect, co.day::text as day, r.sample_index
          from chats c join collects co on co.id = c.collect_id join runs r on r.id = c.run_id
          where c.id = ${chat.id}`),
      );
      expect(data.collect).toEqual({ documentId: stored!.collect, day: stored!.day });
      expect(data.sampleIndex).toBe(stored!.sample_index);

      const answer = data.answer.normalize('NFKC').toLowerCase();
      const names = (key: string) =>
        key === 'brand'
          ? [brand.name, ...brand.aliases]
          : rivals.flatMap((r) =>
              data.mentions.find((m) => m.brandKey === key)?.brandName === r.name
                ? [r.name, ...r.aliases]
                : [],
            );
      for (const m of data.mentions) {
        // One span per counted mention, the first at the stored first offset, each over one of the brand's names.
        expect(m.spans).toHaveLength(m.count);
        expect(m.spans[0]!.start).toBe(m.firstOffset);
        for (const span of m.spans) {
          const text = answer.slice(span.start, span.end);
          expect(names(m.brandKey).map((n) => n.normalize('NFKC').toLowerCase())).toContain(text);
        }
        const t = 0.1;
        const p = m.sentiment.polarity;
        const label = p > t ? 'positive' : p < -t ? 'negative' : 'neutral';
        expect(m.sentiment.label).toBe(label);
        // The score people read is the polarity on 0–100 (50 neutral), one decimal.
        expect(m.sentiment.score).toBe(Math.round((p + 1) * 500) / 10);
      }
      // Written `[n]` markers naming a listed citation, then an empty marker at the end of each placed citation no
      // written marker names (the simulator places citations by offsets).
      const written = [...data.answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)]
        .map((match) => ({
          start: match.index,
          end: match.index + match[0].length,
          positions: match[1]!
            .split(',')
            .map(Number)
            .filter((n) => n >= 1 && n <= data.citations.length),
        }))
        .filter((marker) => marker.positions.length > 0);
      const named = new Set(written.flatMap((m) => m.positions));
      const unnamed = data.citations.filter((c) => c.endIndex !== null && !named.has(c.position));
      const empty = data.markers.filter((m) => m.start === m.end);
      expect(data.markers.filter((m) => m.start < m.end)).toEqual(written);
      expect(empty.flatMap((m) => m.positions).sort((a, b) => a - b)).toEqual(unnamed.map((c) => c.position));
      for (const m of empty) {
        for (const p of m.positions) expect(data.citations[p - 1]!.endIndex).toBe(m.start);
      }
    }
  });

  it('links each answer to the previous and next answer of the same prompt and engine', async () => {
    const db = s.t.database.db;
    const [first] = rows<{ prompt_id: number; engine: string }>(
      await db.execute(sql`select prompt_id::int, engine from chats where project_id = ${s.project.id}
        order by id limit 1`),
    );
    const chain = rows<{ document_id: string }>(
      await db.execute(sql`select c.document_id from chats c join runs r on r.id = c.run_id
        where c.project_id = ${s.project.id} and c.prompt_id = ${first!.prompt_id} and c.engine = ${first!.engine}
        order by c.collected_at, r.sample_index, c.id`),
    ).map((r) => r.document_id);
    expect(chain.length).toBe(s.dataDays.length);
    const walked: string[] = [];
    let at: string | null = chain[0]!;
    let previous: string | null = null;
    while (at) {
      const res = await s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/projects/${s.project.documentId}/chats/${at}`,
      });
      const { data } = ChatDetailResponse.parse(res.json());
      expect(data.previous).toBe(previous);
      walked.push(at);
      previous = at;
      at = data.next;
    }
    expect(walked).toEqual(chain);
  });

  it('answers a chat by its prompt, and 404 for an unknown chat, another prompt or another organization', async () => {
    const db = s.t.database.db;
    const [chat] = rows<{ document_id: string; prompt: string }>(
      await db.execute(sql`select c.document_id, p.document_id as prompt from chats c
        join prompts p on p.id = c.prompt_id where c.project_id = ${s.project.id} order by c.id limit 1`),
    );
    const byPrompt = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/prompts/${chat!.prompt}/chats/${chat!.document_id}`,
    });
    expect(byPrompt.statusCode, byPrompt.body).toBe(200);
    const byProject = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`,
    });
    expect(ChatDetailResponse.parse(byPrompt.json())).toEqual(ChatDetailResponse.parse(byProject.json()));

    const otherPrompt = s.project.queries.find((q) => q.documentId !== chat!.prompt)!.documentId;
    const cases: Array<[string, string, string]> = [
      [s.owner.jwt, `/api/projects/${s.project.documentId}/chats/nosuchchat0000000000000`, 'Chat not found'],
      [s.owner.jwt, `/api/prompts/${otherPrompt}/chats/${chat!.document_id}`, 'Chat not found'],
      [s.owner.jwt, `/api/prompts/nosuchprompt00000000000/chats/${chat!.document_id}`, 'Prompt not found'],
      [
        s.outsider.jwt,
        `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`,
        'Project not found',
      ],
      [s.outsider.jwt, `/api/prompts/${chat!.prompt}/chats/${chat!.document_id}`, 'Prompt not found'],
    ];
    for (const [jwt, url, message] of cases) {
      const res = await s.t.as(jwt, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ name: 'NotFoundError', message });
    }
  });
});
