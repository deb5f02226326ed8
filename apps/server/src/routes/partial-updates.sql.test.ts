import { AuthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

// An update names the fields it changes; every other field keeps its value (nothing is reset to a default).
describe.each(testDatabaseKinds())('partial updates on %s', (kind) => {
  let t: TestApp;
  let jwt: string;
  let project: {
    documentId: string;
    competitors: Array<{ documentId: string }>;
    queries: Array<{ documentId: string }>;
  };

  beforeEach(async () => {
    t = await createTestApp(kind);
    const auth = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'jisoo', email: 'jisoo@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    jwt = auth.jwt;
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: auth.user.lastSelectedMemberId,
        workspace: auth.user.lastSelectedWorkspaceId,
        name: 'Partial',
        brandName: '오늘커피',
        brandAliases: ['Oneul Coffee'],
        description: 'kept',
        language: 'en',
        country: 'US',
        timezone: 'America/New_York',
        engines: ['chatgpt', 'claude'],
        samplesPerRun: 3,
        scheduleTime: '06:15',
        competitors: [{ name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] }],
        queries: [{ text: 'best coffee', language: 'en', active: false }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    project = created.json().data;
  });
  afterEach(async () => {
    await t.close();
  });

  it('a project update naming only the name keeps brand aliases, engines, timezone, schedule and the rest', async () => {
    const res = await t.as(jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${project.documentId}`,
      payload: { data: { name: 'Renamed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      brandAliases: ['Oneul Coffee'],
      description: 'kept',
      language: 'en',
      country: 'US',
      timezone: 'America/New_York',
      engines: ['chatgpt', 'claude'],
      samplesPerRun: 3,
      scheduleTime: '06:15',
    });
  });

  it('a competitor or prompt update naming one field keeps the others', async () => {
    const competitor = await t.as(jwt, {
      method: 'PUT',
      url: `/api/competitors/${project.competitors[0]!.documentId}`,
      payload: { data: { name: 'Starbucks Korea' } },
    });
    expect(competitor.statusCode, competitor.body).toBe(200);
    expect(competitor.json().data).toMatchObject({
      name: 'Starbucks Korea',
      aliases: ['Starbucks'],
      domains: ['starbucks.co.kr'],
    });
    const prompt = await t.as(jwt, {
      method: 'PUT',
      url: `/api/prompts/${project.queries[0]!.documentId}`,
      payload: { data: { text: 'best coffee in Seoul' } },
    });
    expect(prompt.statusCode, prompt.body).toBe(200);
    expect(prompt.json().data).toMatchObject({ text: 'best coffee in Seoul', language: 'en', active: false });
  });
});
