import { WatchDetailResponse, WatchListResponse, WatchResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { planCollect } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, rows, type Setup, setup, signUp, waitForCollect } from '#testing/analytics-fixture.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { createAnalysisCache } from '../use-cases/collection/project-analysis.ts';
import { reanalyzeProject } from '../use-cases/collection/reanalyze-project.ts';

interface StoredChat {
  id: number;
  day: string;
  engine: string;
  status: string;
  answer: string;
  domains: string[] | null;
  urls: string[] | null;
  brands: string[] | null;
}

/**
 * Watches on both databases, through the real queue: a watch's hits are exactly the stored answers a direct match
 * finds (computed here in JavaScript from chats, citations and mentions, not with the server's SQL), whether they
 * were found by the history backfill, when an answer was stored, or after a re-analysis changed the facts.
 */
describe.each(testDatabaseKinds())('watches on %s', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    who?: Account,
  ) => s.t.as((who ?? s.owner).jwt, { method, url, ...(payload === undefined ? {} : { payload }) });
  const base = () => `/api/v1/projects/${s.project.documentId}/watches`;

  async function storedChats(): Promise<StoredChat[]> {
    return rows<StoredChat>(
      await s.t.database.db.execute(sql`select c.id::int as id, c.day::text as day, c.engine, c.status, c.answer,
        (select array_agg(ct.domain) from citations ct where ct.chat_id = c.id) as domains,
        (select array_agg(ct.normalized_url) from citations ct where ct.chat_id = c.id) as urls,
        (select array_agg(m.brand_key) from mentions m where m.chat_id = c.id) as brands
        from chats c where c.project_id = ${s.project.id} order by c.id`),
    ).map((c) => ({ ...c, id: Number(c.id) }));
  }

  /** The ids of the stored answers a watch must hit, matched here independently of the server. */
  function directHits(
    chats: StoredChat[],
    watch: { kind: string; target: string; engines?: string[] },
  ): number[] {
    const matches = (c: StoredChat) => {
      switch (watch.kind) {
        case 'domain':
          return (c.domains ?? []).some((d) => d === watch.target || d.endsWith(`.${watch.target}`));
        case 'url':
          return (c.urls ?? []).includes(watch.target);
        case 'keyword':
          return c.answer.toLowerCase().includes(watch.target.toLowerCase());
        default:
          return (c.brands ?? []).includes(watch.target);
      }
    };
    return chats
      .filter((c) => c.status === 'ok')
      .filter((c) => !watch.engines?.length || watch.engines.includes(c.engine))
      .filter(matches)
      .map((c) => c.id);
  }

  async function storedHits(documentId: string): Promise<number[]> {
    return rows<{ chat_id: number }>(
      await s.t.database.db.execute(sql`select h.chat_id::int as chat_id from watch_hits h
        join watches w on w.id = h.watch_id where w.document_id = ${documentId} order by h.chat_id`),
    ).map((r) => Number(r.chat_id));
  }

  async function waitCounted(documentId: string) {
    return waitUntil(
      `watch ${documentId} to finish counting`,
      async () => {
        const res = await api('GET', `${base()}/${documentId}`);
        expect(res.statusCode, res.body).toBe(200);
        return WatchDetailResponse.parse(res.json()).data;
      },
      (watch) => !watch.counting,
      { intervalMs: 200 },
    );
  }

  async function create(data: Record<string, unknown>) {
    const res = await api('POST', base(), { data });
    expect(res.statusCode, res.body).toBe(200);
    return WatchResponse.parse(res.json()).data;
  }

  it('counts a new watch over the history, and new answers as they are stored, as a direct match does', async () => {
    const chats = await storedChats();
    const withCitations = chats.find((c) => c.status === 'ok' && c.domains?.length)!;
    const domain = withCitations.domains![0]!;
    const url = withCitations.urls![0]!;
    // A word of some answers but not all: the first longer word of an answer that not every answer holds.
    const words = chats
      .filter((c) => c.status === 'ok')
      .flatMap((c) => c.answer.split(/[^\p{L}]+/u))
      .filter((w) => w.length >= 4);
    const keyword = words.find((w) => {
      const n = directHits(chats, { kind: 'keyword', target: w }).length;
      return n > 0 && n < chats.length / 2;
    })!;
    expect(keyword).toBeDefined();
    const drafts = [
      { name: '도메인', kind: 'domain', target: `https://www.${domain}/anything` },
      { name: '페이지', kind: 'url', target: url },
      { name: '키워드', kind: 'keyword', target: `  ${keyword.toUpperCase()} ` },
      { name: '브랜드', kind: 'brand', target: 'brand', engines: ['gemini', 'chatgpt'] },
    ];
    // The preview counts what saving will match.
    for (const draft of drafts) {
      const { name: _name, ...match } = draft;
      const res = await api('POST', `${base()}/preview`, { data: match });
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json().data;
      const expected = directHits(chats, { ...draft, target: preview.target });
      expect(preview.hits, draft.kind).toBe(expected.length);
      expect(preview.answers).toBe(
        chats.filter((c) => c.status === 'ok' && (!draft.engines || draft.engines.includes(c.engine))).length,
      );
    }
    const saved = [];
    for (const draft of drafts) saved.push(await create(draft));
    expect(saved.map((w) => w.target)).toEqual([
      domain,
      url,
      keyword.replace(/\s+/g, ' ').trim().toUpperCase(),
      'brand',
    ]);
    expect(saved.every((w) => w.counting)).toBe(true);
    for (const watch of saved) {
      await waitCounted(watch.documentId);
      const expected = directHits(chats, watch);
      expect(expected.length, watch.kind).toBeGreaterThan(0);
      expect(await storedHits(watch.documentId), watch.kind).toEqual(expected);
    }

    // A collect of today stores new answers: each is matched in its own transaction.
    const today = localDay(new Date(), 'Asia/Seoul');
    const planned = await planCollect(s.t.database.db, {
      projectId: s.project.id,
      day: today,
      key: `watch-test:${today}`,
      trigger: 'manual',
    });
    await s.t.jobs!.enqueueRuns(planned.pending);
    await waitForCollect(s, today, planned.documentId);
    const after = await storedChats();
    expect(after.length).toBeGreaterThan(chats.length);
    for (const watch of saved) {
      expect(await storedHits(watch.documentId), watch.kind).toEqual(directHits(after, watch));
    }

    // The list and the detail count the range's hits and n as the stored answers do.
    const list = await api(
      'GET',
      `/api/projects/${s.project.documentId}/watches?from=${s.days[0]}&to=${today}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const listed = WatchListResponse.parse(list.json());
    expect(listed.data.map((w) => w.name)).toEqual(drafts.map((d) => d.name));
    for (const watch of listed.data) {
      const expected = directHits(after, watch);
      expect(watch.hits, watch.kind).toBe(expected.length);
      expect(watch.totalHits).toBe(expected.length);
      expect(watch.days.reduce((sum, d) => sum + d.hits, 0)).toBe(expected.length);
      const n = after.filter(
        (c) => c.status === 'ok' && (!watch.engines.length || watch.engines.includes(c.engine as never)),
      );
      expect(watch.answers).toBe(n.length);
      expect(watch.rate).toBeCloseTo(expected.length / n.length, 10);
      expect(watch.lastHitDay).toBe(
        after
          .filter((c) => expected.includes(c.id))
          .map((c) => c.day)
          .sort()
          .at(-1),
      );
    }
    expect(listed.data[3]!.targetLabel).toBe('오늘커피');
    const brandWatch = saved[3]!;
    const detail = WatchDetailResponse.parse(
      (await api('GET', `${base()}/${brandWatch.documentId}?from=${s.days[0]}&to=${today}`)).json(),
    ).data;
    expect(new Set(detail.engineDays.map((d) => d.engine))).toEqual(new Set(['gemini', 'chatgpt']));
    expect(detail.engineDays.reduce((sum, d) => sum + d.hits, 0)).toBe(directHits(after, brandWatch).length);

    // Its answers: exactly its hits, newest first.
    const answers = await api(
      'GET',
      `${base()}/${saved[2]!.documentId}/chats?from=${s.days[0]}&to=${today}&limit=100`,
    );
    expect(answers.statusCode, answers.body).toBe(200);
    const listedIds = rows<{ id: number }>(
      await s.t.database.db.execute(
        sql`select id::int as id from chats where document_id = any(${`{${answers
          .json()
          .data.map((c: { documentId: string }) => c.documentId)
          .join(',')}}`}::text[])`,
      ),
    ).map((r) => Number(r.id));
    expect(listedIds.sort((a, b) => a - b)).toEqual(directHits(after, saved[2]!));
  });

  it('matches an edited watch again, and after a re-analysis changed who is named', async () => {
    const [domainWatch, , , brandWatch] = WatchListResponse.parse(
      (await api('GET', `/api/projects/${s.project.documentId}/watches`)).json(),
    ).data;
    const chats = await storedChats();
    const other = chats.flatMap((c) => c.domains ?? []).find((d) => d !== domainWatch!.target)!;
    const renamed = await api('PUT', `${base()}/${domainWatch!.documentId}`, {
      data: { name: '이름만', kind: 'domain', target: domainWatch!.target },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.counting).toBe(false);
    const edited = await api('PUT', `${base()}/${domainWatch!.documentId}`, {
      data: { name: '다른 도메인', kind: 'domain', target: other },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const counted = await waitCounted(domainWatch!.documentId);
    expect(counted.target).toBe(other);
    expect(await storedHits(domainWatch!.documentId)).toEqual(
      directHits(chats, { kind: 'domain', target: other }),
    );

    // The competitor named least now also goes by a word of answers that do not name it yet: the re-analysis names it in more
    // answers, and the watch on it follows.
    const rival = rows<{ document_id: string; id: number }>(
      await s.t.database.db.execute(
        sql`select document_id, id from competitors c where project_id = ${s.project.id}
          order by (select count(*) from mentions m where m.brand_key = c.document_id), id limit 1`,
      ),
    )[0]!;
    const rivalWatch = await create({ name: '경쟁사', kind: 'brand', target: rival.document_id });
    await waitCounted(rivalWatch.documentId);
    const before = await storedHits(rivalWatch.documentId);
    const alias = chats
      .filter((c) => c.status === 'ok' && !before.includes(c.id))
      .flatMap((c) => c.answer.split(/[^\p{L}]+/u))
      .find((w) => w.length >= 5)!;
    expect(alias).toBeDefined();
    await s.t.database.db.execute(
      sql`update competitors set aliases = aliases || array[${alias}]::text[] where id = ${rival.id}`,
    );
    await reanalyzeProject(s.t.services!, createAnalysisCache(s.t.database.db), s.project.id);
    const reanalysed = await storedChats();
    const expected = directHits(reanalysed, { kind: 'brand', target: rival.document_id });
    expect(expected.length).toBeGreaterThan(before.length);
    expect(await storedHits(rivalWatch.documentId)).toEqual(expected);
    expect(await storedHits(brandWatch!.documentId)).toEqual(
      directHits(reanalysed, { kind: 'brand', target: 'brand', engines: ['gemini', 'chatgpt'] }),
    );
  });

  it('refuses bad targets by name, viewers and other organizations', async () => {
    const bad = async (data: Record<string, unknown>, message: RegExp) => {
      const res = await api('POST', base(), { data: { name: '잘못', ...data } });
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json().error;
      expect(error.message).toMatch(message);
      expect(error.details.errors[0].path.filter((p: string) => p !== 'body')).toEqual(['data', 'target']);
    };
    await bad({ kind: 'domain', target: 'not a domain' }, /domain name/);
    await bad({ kind: 'url', target: 'ftp://x' }, /http or https address/);
    await bad({ kind: 'keyword', target: ' a ' }, /at least 2 characters/);
    await bad({ kind: 'brand', target: 'nobody' }, /one of the project's brands/);
    await bad({ kind: 'keyword', target: '   ' }, /must not be empty/);
    const wrongKind = await api('POST', base(), { data: { name: 'x', kind: 'prompt', target: 'x' } });
    expect(wrongKind.statusCode).toBe(400);

    const [watch] = WatchListResponse.parse(
      (await api('GET', `/api/projects/${s.project.documentId}/watches`)).json(),
    ).data;
    // Another organization sees neither the project's watches nor a watch through its own project.
    expect(
      (await api('GET', `/api/projects/${s.project.documentId}/watches`, undefined, s.outsider)).statusCode,
    ).toBe(404);
    expect((await api('GET', `${base()}/${watch!.documentId}`, undefined, s.outsider)).statusCode).toBe(404);
    // A viewer of the organization reads but may not write.
    const viewer = await signUp(s.t, 'watchviewer');
    const [org] = rows<{ organization_id: number }>(
      await s.t.database.db.execute(sql`select organization_id from projects where id = ${s.project.id}`),
    );
    const [user] = rows<{ id: number }>(
      await s.t.database.db.execute(sql`select id from users where username = 'watchviewer'`),
    );
    await s.t.database.db.execute(
      sql`insert into members (organization_id, user_id, role, document_id)
        values (${org!.organization_id}, ${user!.id}, 'viewer', 'watchviewermember0000000')`,
    );
    expect((await api('GET', `${base()}/${watch!.documentId}`, undefined, viewer)).statusCode).toBe(200);
    expect(
      (await api('POST', base(), { data: { name: 'v', kind: 'keyword', target: '커피' } }, viewer))
        .statusCode,
    ).toBe(403);
    expect((await api('DELETE', `${base()}/${watch!.documentId}`, undefined, viewer)).statusCode).toBe(403);

    // Deleting takes the hits with it.
    expect((await api('DELETE', `${base()}/${watch!.documentId}`)).statusCode).toBe(200);
    expect((await api('GET', `${base()}/${watch!.documentId}`)).statusCode).toBe(404);
    expect(await storedHits(watch!.documentId)).toEqual([]);
  });
});
