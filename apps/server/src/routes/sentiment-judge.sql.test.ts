import { AuthResponse } from '@sightline/contracts';
import { upsertEngineConnection } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type MockServer, routes, scenario, startMockServer } from '@sightline/engines/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { expectDailyRollupsExact } from '#testing/rollup-invariants.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { lastFour, sealApiKey } from '../engines/connection-keys.ts';
import { createAnalysisCache } from '../use-cases/collection/project-analysis.ts';
import { judgeChat } from '../use-cases/sentiment-judge/judge-chat.ts';

/**
 * Judged sentiment end to end, against the loopback mock server standing in for an OpenAI-compatible server: the
 * setting's validation and tenancy, a collected answer judged once in the background (verdict stored with model,
 * prompt version and tokens; the mentions and aspects take its scores, rollups stay exact), and a re-analysis that
 * keeps the verdict without asking again.
 */
const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const apiKey = 'compatible-key-0123456789';
const answerText =
  '오늘커피는 원두 품질이 좋고 가격이 합리적입니다. 스타벅스는 매장이 넓지만 가격이 비싼 편입니다. 메뉴는 https://oneulcoffee.kr/menu 에 있습니다.';

const completion = (content: string) => ({
  id: 'chatcmpl-x',
  object: 'chat.completion',
  model: 'local-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
});

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

describe.each(testDatabaseKinds())('judged sentiment on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function register(app: TestApp, name: string) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: name, email: `${name}@example.com`, password: 'correct horse battery' },
    });
    return AuthResponse.parse(response.json());
  }

  it('validates the setting, judges a new answer once and keeps the verdict through re-analysis', async () => {
    const app = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: new URL(mock.url).host }, { jobs: true });
    t = app;
    const owner = await register(app, 'minji');
    const organization = owner.user.lastSelectedOrganizationId!;
    const orgDocument = rows<{ document_id: string }>(
      await app.database.db.execute(sql`select document_id from organizations where id = ${organization}`),
    )[0]!.document_id;
    const settingUrl = `/api/v1/organizations/${orgDocument}/sentiment-judge`;

    // Off while nothing is connected; turning it on needs a connection, and bad input names its field.
    const initial = await app.as(owner.jwt, { method: 'GET', url: settingUrl });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().data).toMatchObject({
      enabled: false,
      engine: 'chatgpt',
      connected: false,
      judgedChats: 0,
    });
    const noConnection = await app.as(owner.jwt, {
      method: 'PUT',
      url: settingUrl,
      payload: { data: { enabled: true, engine: 'openai-compatible' } },
    });
    expect(noConnection.statusCode).toBe(400);
    expect(noConnection.json().error.details.errors[0].path).toEqual(['data', 'engine']);
    const badType = await app.as(owner.jwt, {
      method: 'PUT',
      url: settingUrl,
      payload: { data: { enabled: 'yes', engine: 'claude' } },
    });
    expect(badType.statusCode).toBe(400);
    expect(
      badType
        .json()
        .error.details.errors.map((e: { path: string[] }) => e.path.join('.'))
        .sort(),
    ).toEqual(['data.enabled', 'data.engine']);
    const stranger = await register(app, 'intruder');
    const foreign = await app.as(stranger.jwt, { method: 'GET', url: settingUrl });
    expect(foreign.statusCode).toBe(404);

    await upsertEngineConnection(app.database.db, {
      organizationId: organization,
      engine: 'openai-compatible',
      apiKeyEncrypted: sealApiKey(app.services!.secret, organization, 'openai-compatible', apiKey),
      apiKeyLast4: lastFour(apiKey),
      baseUrl: `${mock.url}/v1`,
      model: 'local-model',
    });
    // Judged by default where it can be had: with a judge-capable engine connected and no choice saved, it is on.
    const byDefault = await app.as(owner.jwt, { method: 'GET', url: settingUrl });
    expect(byDefault.json().data).toMatchObject({
      enabled: true,
      engine: 'openai-compatible',
      effectiveModel: 'local-model',
      connected: true,
      updatedAt: null,
    });
    const saved = await app.as(owner.jwt, {
      method: 'PUT',
      url: settingUrl,
      payload: { data: { enabled: true, engine: 'openai-compatible', model: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      enabled: true,
      engine: 'openai-compatible',
      effectiveModel: 'local-model',
      connected: true,
    });
    const takeover = await app.as(stranger.jwt, {
      method: 'PUT',
      url: settingUrl,
      payload: { data: { enabled: false, engine: 'openai-compatible' } },
    });
    expect(takeover.statusCode).toBe(404);

    // A project whose engine is the same OpenAI-compatible server: the answer, then the judge's verdict.
    const created = await app.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: owner.user.lastSelectedMemberId,
        workspace: owner.user.lastSelectedWorkspaceId,
        name: 'Coffee',
        brandName: '오늘커피',
        brandAliases: [],
        engines: ['openai-compatible'],
        competitors: [{ name: '스타벅스', aliases: [], domains: ['starbucks.co.kr'] }],
        queries: [{ text: '커피 브랜드 추천', language: 'ko' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data.documentId as string;
    const item = await app.as(owner.jwt, {
      method: 'POST',
      url: '/api/evaluation-items',
      payload: { data: { project, name: '가격', keywords: ['가격'] } },
    });
    expect(item.statusCode, item.body).toBe(200);
    const [competitor] = rows<{ key: string }>(
      await app.database.db.execute(sql`select document_id as key from competitors order by id limit 1`),
    );
    expect(competitor?.key).toBeTruthy();
    mock.enqueue(routes.chatCompletions, scenario.json(completion(answerText)));
    mock.enqueue(
      routes.chatCompletions,
      scenario.json(
        completion(
          JSON.stringify({
            brands: { brand: { sentiment: 0.75 }, [competitor!.key]: { sentiment: -0.5, aspects: {} } },
          }),
        ),
      ),
    );
    const started = await app.as(owner.jwt, { method: 'POST', url: `/api/v1/projects/${project}/collect` });
    expect(started.statusCode, started.body).toBe(202);

    const judged = await waitUntil(
      'the verdict',
      async () =>
        rows<{
          model: string;
          prompt_version: string;
          input_tokens: number;
          output_tokens: number;
          cost: unknown;
        }>(
          await app.database.db.execute(
            sql`select model, prompt_version, input_tokens, output_tokens, cost from sentiment_judgements`,
          ),
        ),
      (found) => found.length === 1,
    );
    expect(judged[0]).toMatchObject({
      model: 'local-model',
      prompt_version: 'judge-v1',
      input_tokens: 120,
      output_tokens: 30,
      cost: null,
    });
    const sentiments = async () =>
      Object.fromEntries(
        rows<{ brand_key: string; sentiment: number }>(
          await app.database.db.execute(sql`select brand_key, sentiment from mentions order by brand_key`),
        ).map((r) => [r.brand_key, Number(r.sentiment)]),
      );
    const byKey = await waitUntil('the judged mentions', sentiments, (s) => s.brand === 0.75);
    expect(byKey).toEqual({ brand: 0.75, [competitor!.key]: -0.5 });
    // The aspect the verdict did not score keeps the lexicon's reading (the item was added just before the collect:
    // the re-analysis it asked for may come after the answer).
    const aspects = await waitUntil(
      'the price aspect',
      async () =>
        rows<{ brand_key: string; sentiment: number }>(
          await app.database.db.execute(sql`select brand_key, sentiment from aspect_mentions`),
        ),
      (found) => found.length > 0,
    );
    expect(aspects.map((a) => a.brand_key)).toContain('brand');
    await expectDailyRollupsExact(app.database.db);

    // Two calls: the answer, then the judge (JSON asked for, the answer and the found brands sent).
    expect(mock.requests).toHaveLength(2);
    const judgeBody = mock.requests[1]!.body as {
      response_format: unknown;
      messages: Array<{ content: string }>;
    };
    expect(judgeBody.response_format).toEqual({ type: 'json_object' });
    const asked = JSON.parse(judgeBody.messages[1]!.content) as {
      answer: string;
      brands: Array<{ key: string }>;
    };
    expect(asked.answer).toBe(answerText);
    expect(asked.brands.map((b) => b.key).sort()).toEqual(['brand', competitor!.key].sort());

    const summary = await app.as(owner.jwt, { method: 'GET', url: settingUrl });
    expect(summary.json().data).toMatchObject({ enabled: true, judgedChats: 1, cost: null });

    // A profile change re-analyses the history: the cached verdict still decides, and nobody is asked again.
    const keyOf = async () =>
      rows<{ k: string }>(
        await app.database.db.execute(sql`select distinct analysis_key as k from chat_analyses`),
      ).map((r) => r.k);
    const [before] = await keyOf();
    const changed = await app.as(owner.jwt, {
      method: 'PUT',
      url: `/api/competitors/${competitor!.key}`,
      payload: { data: { aliases: ['Starbucks'] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await waitUntil('the re-analysis', keyOf, (keys) => keys.length === 1 && keys[0] !== before);
    expect(await sentiments()).toEqual({ brand: 0.75, [competitor!.key]: -0.5 });
    expect(mock.requests).toHaveLength(2);
    await expectDailyRollupsExact(app.database.db);

    // Judging is spent from the project's budget: once the month's answers cost it, an answer keeps the rules'
    // sentiment and nobody is asked.
    const [chat] = rows<{ id: number }>(await app.database.db.execute(sql`select id from chats limit 1`));
    await app.database.db.execute(sql`delete from sentiment_judgements`);
    await app.database.db.execute(sql`update chats set cost = 2`);
    const budget = await app.as(owner.jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${project}/budget`,
      payload: { data: { monthlyBudget: 1 } },
    });
    expect(budget.statusCode, budget.body).toBe(200);
    expect(await judgeChat(app.services!, createAnalysisCache(app.database.db), Number(chat!.id))).toBe(
      'budget',
    );
    expect(mock.requests).toHaveLength(2);

    // Turned off, it stays off although the engine is still connected: the choice is saved.
    const off = await app.as(owner.jwt, {
      method: 'PUT',
      url: settingUrl,
      payload: { data: { enabled: false, engine: 'openai-compatible' } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await app.as(owner.jwt, { method: 'GET', url: settingUrl });
    expect(after.json().data).toMatchObject({ enabled: false, connected: true });
    expect(after.json().data.updatedAt).not.toBeNull();
  });
});
