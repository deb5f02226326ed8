import { AuthResponse, ChatDetailResponse, TrackingResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion } from '@sightline/core';
import { planCollect, setProjectSimulated } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/images.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

const brand = { name: '오늘커피', aliases: ['Oneul Coffee'] };
const rivals = [
  { name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] },
  { name: '이디야', aliases: ['Ediya'], domains: ['ediya.com'] },
];
const queries = [
  { text: '서울 커피 브랜드 추천', language: 'ko' },
  { text: '가성비 좋은 카페 프랜차이즈 비교', language: 'ko' },
  { text: 'best coffee chain in Korea', language: 'en' },
  { text: 'Which Korean cafe brand has the best value?', language: 'en' },
];

interface Account {
  jwt: string;
  memberId: number;
  workspaceId: number;
}

interface Setup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  project: { id: number; documentId: string; queries: Array<{ documentId: string; text: string }> };
  /** The six local days ending today; collects ran on days 0, 2 and 3. */
  days: string[];
  dataDays: string[];
}

async function signUp(t: TestApp, username: string): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  const { jwt, user } = AuthResponse.parse(res.json());
  return { jwt, memberId: user.lastSelectedMemberId!, workspaceId: user.lastSelectedWorkspaceId! };
}

async function createProject(t: TestApp, who: Account, name: string, extra: Record<string, unknown> = {}) {
  const res = await t.as(who.jwt, {
    method: 'POST',
    url: '/api/v1/projects',
    payload: multipartBody({
      member: who.memberId,
      workspace: who.workspaceId,
      name,
      brandName: brand.name,
      brandAliases: brand.aliases,
      ...extra,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function waitForCollect(s: Setup, day: string, collect: string, timeoutMs = 100_000) {
  const [y, m, d] = day.split('-');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.project.documentId}/collects/${y}/${m}/${d}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data.find((c: { documentId: string }) => c.documentId === collect);
    if (found && ['completed', 'partial', 'failed'].includes(found.status)) return found;
    if (Date.now() > deadline)
      throw new Error(`collect of ${day} still ${found?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A project with prompts in Korean and English, two competitors and owned media, collected on three days. */
async function setup(kind: (typeof testDatabaseKinds)[number]): Promise<Setup> {
  const t = await createTestApp(
    kind,
    { COLLECT_RATE_PER_MINUTE: 'chatgpt=100000,gemini=100000' },
    { jobs: true },
  );
  const owner = await signUp(t, 'minji');
  const outsider = await signUp(t, 'outsider');
  const project = await createProject(t, owner, '오늘커피 트래킹', {
    engines: ['simulated', 'chatgpt', 'gemini'],
    competitors: rivals,
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    queries,
    evaluationItems: [{ name: '가격', keywords: ['가격', 'price', '가성비'] }],
  });
  // As the demo does: the simulator answers every engine of the project (no credentials needed), labelled simulated.
  await setProjectSimulated(t.database.db, project.id, true);
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 6);
  const dataDays = [days[0]!, days[2]!, days[3]!];
  const s: Setup = { t, owner, outsider, project, days, dataDays };
  const collects: Array<{ day: string; documentId: string }> = [];
  for (const day of dataDays) {
    const planned = await planCollect(t.database.db, {
      projectId: project.id,
      day,
      key: `daily:${day}`,
      trigger: 'schedule',
    });
    expect(planned.planned).toBe(queries.length * 3);
    await t.jobs!.enqueueRuns(planned.pending);
    collects.push({ day, documentId: planned.documentId });
  }
  for (const { day, documentId } of collects) {
    const done = await waitForCollect(s, day, documentId);
    const failed = done.runs.filter((r: { status: string }) => r.status !== 'succeeded');
    expect(done, JSON.stringify(failed)).toMatchObject({ status: 'completed', planned: 12, succeeded: 12 });
  }
  return s;
}

describe.each(testDatabaseKinds)('analytics API on %s', { timeout: 60_000 }, (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  }, 120_000);
  afterAll(async () => {
    await s?.t.close();
  });

  const tracking = async (query: string, who: Account = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${s.project.documentId}/tracking?${query}` });

  async function report(query: string) {
    const res = await tracking(query);
    expect(res.statusCode, res.body).toBe(200);
    return TrackingResponse.parse(res.json());
  }

  /** Counted from stored chats and mentions, not from rollups: what the endpoint must agree with. */
  async function direct(from: string, to: string, engines?: string[]) {
    const db = s.t.database.db;
    const engineFilter: SQL = engines
      ? sql`and c.engine in (${sql.join(
          engines.map((e) => sql`${e}`),
          sql`, `,
        )})`
      : sql``;
    const where = sql`c.project_id = ${s.project.id} and c.status = 'ok'
      and c.day between ${from}::date and ${to}::date ${engineFilter}`;
    const [count] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chats c where ${where}`),
    );
    const [missing] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chats c where c.project_id = ${s.project.id}
        and c.status = 'no_answer' and c.day between ${from}::date and ${to}::date ${engineFilter}`),
    );
    const perDay = rows<{ day: string; n: number }>(
      await db.execute(sql`select to_char(c.day, 'YYYY-MM-DD') as day, count(*)::int as n from chats c
        where ${where} group by c.day`),
    );
    const mentioning = rows<{ brand_key: string; answers: number; mentions: number }>(
      await db.execute(sql`select m.brand_key, count(distinct c.id)::int as answers, sum(m.count)::int as mentions
        from chats c join mentions m on m.chat_id = c.id where ${where} group by m.brand_key`),
    );
    return {
      n: Number(count!.n),
      noAnswers: Number(missing!.n),
      perDay: new Map(perDay.map((r) => [r.day, Number(r.n)])),
      answers: new Map(mentioning.map((r) => [r.brand_key, Number(r.answers)])),
      mentions: new Map(mentioning.map((r) => [r.brand_key, Number(r.mentions)])),
    };
  }

  it('reports visibility per brand equal to counts over stored chats, for the range and per engine', async () => {
    const from = s.days[0]!;
    const to = s.days.at(-1)!;
    const whole = await report(`from=${from}&to=${to}`);
    expect(whole.meta).toEqual({ metricsVersion });
    const data = whole.data;
    expect(data).toMatchObject({ from, to, engines: ['chatgpt', 'gemini', 'simulated'], simulated: true });
    const expected = await direct(from, to);
    // 3 days × 4 prompts × 3 engines ran; the simulator may answer a few of them with no answer (not part of n).
    expect(expected.n + expected.noAnswers).toBe(36);
    expect(expected.n).toBeGreaterThan(30);
    expect(data.n).toBe(expected.n);
    expect(data.noAnswers).toBe(expected.noAnswers);

    // Every tracked brand appears, the own brand first, then competitors by visibility.
    expect(data.brands.map((b) => b.name).sort()).toEqual([brand.name, ...rivals.map((r) => r.name)].sort());
    expect(data.brands[0]).toMatchObject({ key: 'brand', name: brand.name, own: true });
    const competitors = data.brands.slice(1);
    expect(competitors.every((b) => !b.own)).toBe(true);
    for (let i = 1; i < competitors.length; i++) {
      expect(competitors[i - 1]!.visibility.mentioning).toBeGreaterThanOrEqual(
        competitors[i]!.visibility.mentioning,
      );
    }

    for (const b of data.brands) {
      const mentioning = expected.answers.get(b.key) ?? 0;
      expect(b.visibility, b.name).toMatchObject({ mentioning, n: expected.n });
      expect(b.visibility.value).toBeCloseTo(mentioning / expected.n, 12);
      expect(b.top1Rate).toBeGreaterThanOrEqual(0);
      expect(b.sentiment.positive + b.sentiment.neutral + b.sentiment.negative).toBe(mentioning);
      expect(b.positions.top + b.positions.middle + b.positions.bottom).toBe(mentioning);
      if (mentioning > 0) {
        expect(b.averagePosition).toBeGreaterThanOrEqual(1);
        // The score is shown with one decimal (rounding moves it by at most 0.05).
        expect(Math.abs(b.sentiment.score! - ((b.sentiment.mean ?? 0) + 1) * 50)).toBeLessThanOrEqual(
          0.05 + 1e-9,
        );
      } else {
        expect(b.averagePosition).toBeNull();
      }
    }
    // The simulator names the brand and competitors: the comparison above is not between zeros.
    expect(data.brands[0]!.visibility.mentioning).toBeGreaterThan(0);
    expect(competitors.some((b) => b.visibility.mentioning > 0)).toBe(true);

    for (const engines of [['chatgpt'], ['gemini', 'simulated']]) {
      const one = (await report(`from=${from}&to=${to}&engines=${engines.join(',')}`)).data;
      const counted = await direct(from, to, engines);
      expect(one.engines).toEqual(engines);
      expect(counted.n + counted.noAnswers).toBe(12 * engines.length);
      expect(one.n).toBe(counted.n);
      for (const b of one.brands) {
        expect(b.visibility.mentioning, `${engines} ${b.name}`).toBe(counted.answers.get(b.key) ?? 0);
        expect(b.visibility.value).toBeCloseTo((counted.answers.get(b.key) ?? 0) / counted.n, 12);
      }
    }
    // The bracket style of qs names the same filter.
    const bracket = (await report(`from=${from}&to=${to}&engines[]=gemini&engines[]=simulated`)).data;
    const comma = (await report(`from=${from}&to=${to}&engines=gemini,simulated`)).data;
    expect(bracket).toEqual(comma);
  });

  it('shares voice among the tracked brands, answer- and mention-based, each summing to 1', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    const expected = await direct(s.days[0]!, s.days.at(-1)!);
    const sum = (values: Array<number | null>) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
    expect(sum(data.brands.map((b) => b.shareOfVoice))).toBeCloseTo(1, 10);
    expect(sum(data.brands.map((b) => b.mentionShareOfVoice))).toBeCloseTo(1, 10);
    const totalAnswers = sum([...expected.answers.values()]);
    const totalMentions = sum([...expected.mentions.values()]);
    for (const b of data.brands) {
      expect(b.shareOfVoice).toBeCloseTo((expected.answers.get(b.key) ?? 0) / totalAnswers, 12);
      expect(b.mentionShareOfVoice).toBeCloseTo((expected.mentions.get(b.key) ?? 0) / totalMentions, 12);
    }
  });

  it('lists every day of the range, zero-filled, adding up to the totals', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    const expected = await direct(s.days[0]!, s.days.at(-1)!);
    expect(data.series.map((d) => d.day)).toEqual(s.days);
    for (const day of data.series) {
      if (s.dataDays.includes(day.day)) {
        expect(day.n, day.day).toBe(expected.perDay.get(day.day));
        expect(day.n).toBeGreaterThan(0);
        expect(day.citationRate).not.toBeNull();
      } else {
        expect(day, day.day).toMatchObject({ n: 0, citationRate: null });
        for (const b of Object.values(day.brands)) expect(b).toEqual({ visibility: null, mentioning: 0 });
      }
      expect(Object.keys(day.brands).sort()).toEqual(data.brands.map((b) => b.key).sort());
    }
    expect(data.series.reduce((a, d) => a + d.n, 0)).toBe(data.n);
    for (const b of data.brands) {
      expect(data.series.reduce((a, d) => a + d.brands[b.key]!.mentioning, 0)).toBe(b.visibility.mentioning);
    }

    // Without a range: the 30 days ending today in the project's timezone.
    const recent = (await report('')).data;
    expect(recent.to).toBe(s.days.at(-1));
    expect(recent.series).toHaveLength(30);
    expect(recent.from).toBe(daysEndingWith(s.days.at(-1)!, 30)[0]);
    expect(recent.n).toBe(data.n);
    // A range without any chat: nothing measured, every rate null, nothing simulated.
    const empty = (await report('from=2020-01-01&to=2020-01-31')).data;
    expect(empty).toMatchObject({ n: 0, simulated: false, series: expect.any(Array) });
    expect(empty.series).toHaveLength(31);
    expect(empty.brands).toHaveLength(3);
    for (const b of empty.brands) {
      expect(b.visibility).toEqual({ value: null, mentioning: 0, n: 0, low: null, high: null });
      expect(b.shareOfVoice).toBeNull();
    }
    expect(empty.citations.rate).toEqual({ value: null, citing: 0, n: 0, low: null, high: null });
  });

  it('brackets each rate with its Wilson interval, and reports citations consistent with the stored ones', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    for (const b of data.brands) {
      const { value, low, high } = b.visibility;
      expect(low!).toBeLessThanOrEqual(value!);
      expect(high!).toBeGreaterThanOrEqual(value!);
      expect(high! - low!).toBeGreaterThan(0);
    }
    const rate = data.citations.rate;
    expect(rate.low!).toBeLessThanOrEqual(rate.value!);
    expect(rate.high!).toBeGreaterThanOrEqual(rate.value!);

    const [stored] = rows<{ total: number; owned: number; citing: number }>(
      await s.t.database.db.execute(sql`select count(*)::int as total,
        (count(*) filter (where ci.source_type = 'owned'))::int as owned,
        (count(distinct ci.chat_id) filter (where ci.source_type = 'owned'))::int as citing
        from citations ci join chats c on c.id = ci.chat_id
        where c.project_id = ${s.project.id} and c.status = 'ok'`),
    );
    expect(data.citations).toMatchObject({ total: Number(stored!.total), owned: Number(stored!.owned) });
    expect(rate.citing).toBe(Number(stored!.citing));
    expect(data.citations.total).toBeGreaterThan(0);
    expect(data.citations.share).toBeCloseTo(Number(stored!.owned) / Number(stored!.total), 12);
  });

  it('names the bad parameter', async () => {
    const cases: Array<[string, RegExp, string]> = [
      ['engines=chatgpt,bing', /bing/, 'engines'],
      ['engines[]=gemini&engines[]=altavista', /altavista/, 'engines'],
      ['from=2026-02-30', /from.*2026-02-30/, 'from'],
      ['to=2026-13-01', /to.*2026-13-01/, 'to'],
      ['from=yesterday', /from must be a date/, 'from'],
      ['from=2026-03-10&to=2026-03-01', /from \(2026-03-10\) is after to \(2026-03-01\)/, 'from'],
      ['from=2025-01-01&to=2026-01-02', /367 days/, 'to'],
    ];
    for (const [query, message, field] of cases) {
      const res = await tracking(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.name).toBe('ValidationError');
      expect(error.message, query).toMatch(message);
      expect(error.details.errors[0].path).toEqual([field]);
    }
    const unknownKey = await tracking('from=2026-01-01&sort=day');
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error.message).toMatch(/sort/);
    // 366 days is the most a range may cover.
    expect((await tracking('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it("answers 404 for another organization's project and chats, and for unknown ones", async () => {
    const [chat] = rows<{ document_id: string }>(
      await s.t.database.db.execute(sql`select document_id from chats order by id limit 1`),
    );
    const chatUrl = `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`;
    for (const url of [`/api/v1/projects/${s.project.documentId}/tracking`, chatUrl]) {
      const res = await s.t.as(s.outsider.jwt, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.name).toBe('NotFoundError');
      expect(res.body).not.toContain(brand.name);
    }
    expect((await s.t.as(undefined, { method: 'GET', url: chatUrl })).statusCode).toBe(401);
    const unknown = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/nosuchproject000000000000/tracking`,
    });
    expect(unknown.statusCode).toBe(404);
    // The chat exists in the organization, but not in this other project.
    const other = await createProject(s.t, s.owner, 'Another project');
    const elsewhere = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${other.documentId}/chats/${chat!.document_id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.project.documentId}/chats/nosuchchat00000000000000`,
    });
    expect(missing.statusCode).toBe(404);
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
