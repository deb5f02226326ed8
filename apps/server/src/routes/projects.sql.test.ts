import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const projectData = (member: number, workspace: number, name = '오늘커피 모니터링') => ({
  member,
  workspace,
  name,
  brandName: '오늘커피',
  brandAliases: ['Oneul Coffee', '오늘 커피'],
  engines: ['chatgpt', 'simulated'],
  competitors: [{ name: '스타벅스', aliases: ['Starbucks'], domains: ['https://www.starbucks.co.kr/'] }],
  ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
  queries: [
    { text: '서울 커피 브랜드 추천' },
    { text: 'best coffee chain in Korea', language: 'en', intent: 'commercial' },
  ],
  tags: [{ name: '브랜드', color: '#7048e8' }],
  evaluationItems: [{ name: '가격', keywords: ['가격', '저렴', 'price'] }],
});

describe.each(testDatabaseKinds())('projects API on %s', (kind) => {
  let t: TestApp;
  let jwt: string;
  let memberId: number;
  let workspaceId: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
    });
    const body = AuthResponse.parse(res.json());
    jwt = body.jwt;
    memberId = body.user.lastSelectedMemberId!;
    workspaceId = body.user.lastSelectedWorkspaceId!;
  });
  afterEach(async () => {
    await t.close();
  });

  const createProject = (data: unknown, files = {}) =>
    t.as(jwt, { method: 'POST', url: '/api/v1/projects', payload: multipartBody(data, files) });

  it('creates a project with a feature image and the wizard content, then lists it with the spec populate', async () => {
    const image = pngImage(40, 30);
    const res = await createProject(projectData(memberId, workspaceId), {
      featureImage: { name: 'cover.png', type: 'image/png', bytes: image },
    });
    expect(res.statusCode, res.body).toBe(200);
    const project = res.json().data;
    expect(project).toMatchObject({
      name: '오늘커피 모니터링',
      status: 'active',
      timezone: 'Asia/Seoul',
      engines: ['chatgpt', 'simulated'],
      featureImage: { name: 'cover.png', mime: 'image/png', width: 40, height: 30, size: image.length },
      competitors: [{ name: '스타벅스', domains: ['starbucks.co.kr'] }],
      ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    });
    expect(project.queries.map((q: { intentSource: string }) => q.intentSource).sort()).toEqual([
      'auto',
      'manual',
    ]);
    expect(project.featureImage.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const file = await t.app.inject({ method: 'GET', url: project.featureImage.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(image)).toBe(true);

    const list = await t.as(jwt, {
      method: 'GET',
      url: '/api/projects?populate[owner]=true&populate[ownerMember][populate][user][populate][0]=avatar&populate[workspace]=true&populate[evaluationItems]=true&populate[queries]=true&populate[featureImage]=true&populate[tags]=true&pagination[pageSize]=100&sort=id:asc',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: 1 });
    const listed = list.json().data[0];
    expect(listed).toMatchObject({
      owner: { username: 'minji' },
      ownerMember: { role: 'owner', user: { username: 'minji', avatar: null } },
      workspace: { id: workspaceId },
      tags: [{ name: '브랜드' }],
      evaluationItems: [{ name: '가격', keywords: ['가격', '저렴', 'price'] }],
    });
    expect(list.body).not.toMatch(/passwordHash|storageKey/);
  });

  it('updates, deactivates and activates a project, and replaces its owned media', async () => {
    const created = (await createProject(projectData(memberId, workspaceId))).json().data;
    const update = await t.as(jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${created.documentId}`,
      payload: { data: { name: 'Renamed', samplesPerRun: 3, scheduleTime: '07:30' } },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ name: 'Renamed', samplesPerRun: 3, scheduleTime: '07:30' });

    const off = await t.as(jwt, {
      method: 'POST',
      url: `/api/v1/projects/${created.documentId}/deactivate`,
      payload: {},
    });
    expect(off.json().data.status).toBe('inactive');
    const on = await t.as(jwt, {
      method: 'POST',
      url: `/api/v1/projects/${created.id}/activate`,
      payload: { populate: ['tags'] },
    });
    expect(on.json().data).toMatchObject({ status: 'active', tags: [{ name: '브랜드' }] });

    const media = await t.as(jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${created.documentId}/owned-media`,
      payload: {
        data: [
          { kind: 'domain', value: 'oneul.kr' },
          { kind: 'social', value: 'https://instagram.com/oneul' },
          { kind: 'domain', value: 'oneul.kr' },
        ],
      },
    });
    expect(media.statusCode, media.body).toBe(200);
    expect(media.json().data.ownedMedia.map((m: { value: string }) => m.value)).toEqual([
      'oneul.kr',
      'https://instagram.com/oneul',
    ]);
  });

  it('names every invalid field and writes nothing', async () => {
    const bad = await createProject({
      ...projectData(memberId, workspaceId),
      engines: ['bing'],
      scheduleTime: '25:00',
      timezone: 'Mars/Olympus',
      queries: [{ text: '' }],
    });
    expect(bad.statusCode).toBe(400);
    const paths = ErrorEnvelope.parse(bad.json()).error.details.errors as Array<{ path: string[] }>;
    expect(paths.map((e) => e.path.join('.'))).toEqual(
      expect.arrayContaining(['data.engines.0', 'data.scheduleTime', 'data.timezone', 'data.queries.0.text']),
    );
    const list = await t.as(jwt, { method: 'GET', url: '/api/projects' });
    expect(list.json().data).toEqual([]);
  });

  it('refuses a project without prompts, naming data.queries, and creates nothing', async () => {
    for (const queries of [[], undefined]) {
      const bad = await createProject({ ...projectData(memberId, workspaceId), queries });
      expect(bad.statusCode, bad.body).toBe(400);
      const error = ErrorEnvelope.parse(bad.json()).error;
      expect(error.name).toBe('ValidationError');
      const errors = error.details.errors as Array<{ path: string[]; message: string }>;
      expect(errors.map((e) => [e.path.join('.'), e.message])).toEqual([
        ['data.queries', 'must list at least one prompt'],
      ]);
    }
    const list = await t.as(jwt, { method: 'GET', url: '/api/projects' });
    expect(list.json().data).toEqual([]);
  });

  it('stores the category and the simulated choice of the wizard, and the category can be edited', async () => {
    const res = await createProject({
      ...projectData(memberId, workspaceId),
      category: '  식음료 ',
      simulated: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ category: '식음료', simulated: true });
    const plain = (await createProject(projectData(memberId, workspaceId, 'plain'))).json().data;
    expect(plain).toMatchObject({ category: null, simulated: false });
    const edited = await t.as(jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${created.documentId}`,
      payload: { data: { category: '카페' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.category).toBe('카페');
  });

  it('refuses an oversized or non-image upload and stores nothing', async () => {
    const small = await createTestApp(kind, { UPLOAD_MAX_BYTES: '2048' });
    try {
      const reg = AuthResponse.parse(
        (
          await small.app.inject({
            method: 'POST',
            url: '/api/auth/local/register',
            payload: { username: 'big', email: 'big@example.com', password: 'correct horse battery' },
          })
        ).json(),
      );
      const data = projectData(reg.user.lastSelectedMemberId!, reg.user.lastSelectedWorkspaceId!);
      const huge = await small.as(reg.jwt, {
        method: 'POST',
        url: '/api/v1/projects',
        payload: multipartBody(data, {
          featureImage: {
            name: 'big.png',
            type: 'image/png',
            bytes: Buffer.concat([pngImage(1, 1), randomBytes(5000)]),
          },
        }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.name).toBe('PayloadTooLargeError');
      const svg = await small.as(reg.jwt, {
        method: 'POST',
        url: '/api/v1/projects',
        payload: multipartBody(data, {
          featureImage: {
            name: 'x.png',
            type: 'image/png',
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          },
        }),
      });
      expect(svg.statusCode).toBe(400);
      expect(svg.json().error.message).toMatch(/PNG, JPEG, WebP or GIF/);
      expect(await readdir(join(small.dataDir, 'uploads'))).toEqual([]);
      expect((await small.as(reg.jwt, { method: 'GET', url: '/api/projects' })).json().data).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('keeps at most 6 recent projects per workspace, newest first, without duplicates', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await t.as(jwt, {
        method: 'POST',
        url: '/api/v1/projects',
        payload: {
          data: {
            member: memberId,
            workspace: workspaceId,
            name: `P${i}`,
            brandName: `B${i}`,
            queries: [{ text: `B${i} 추천` }],
          },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const newestFirst = [...ids].reverse();
    const sync = await t.as(jwt, {
      method: 'POST',
      url: '/api/v1/recent-projects/sync',
      payload: {
        member: memberId,
        workspace: workspaceId,
        projects: [newestFirst[0], ...newestFirst, newestFirst[2]],
      },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    const synced = sync.json().data.map((e: { project: { name: string } }) => e.project.name);
    expect(synced).toEqual(['P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
    expect(sync.json().data[0].project.queries.map((q: { text: string }) => q.text)).toEqual(['B7 추천']);

    const again = await t.as(jwt, {
      method: 'POST',
      url: '/api/v1/recent-projects/sync',
      payload: { member: memberId, workspace: workspaceId, projects: [ids[0], ...newestFirst.slice(0, 6)] },
    });
    expect(again.json().data.map((e: { project: { name: string } }) => e.project.name)).toEqual([
      'P1',
      'P7',
      'P6',
      'P5',
      'P4',
      'P3',
    ]);
    const listed = await t.as(jwt, {
      method: 'GET',
      url: `/api/recent-projects?filters[sightline_member][id][$eq]=${memberId}&filters[workspace][id][$eq]=${workspaceId}&populate[project]=true&sort=id:desc&pagination[pageSize]=20`,
    });
    expect(listed.json().data.map((e: { project: { name: string } }) => e.project.name)).toEqual([
      'P1',
      'P7',
      'P6',
      'P5',
      'P4',
      'P3',
    ]);
  });

  it('creates, reads, updates and deletes prompts, tags, competitors and evaluation items', async () => {
    const project = (await createProject(projectData(memberId, workspaceId))).json().data;
    const prompt = await t.as(jwt, {
      method: 'POST',
      url: '/api/prompts',
      payload: { data: { project: project.documentId, text: '가성비 좋은 커피', intent: 'commercial' } },
    });
    expect(prompt.statusCode, prompt.body).toBe(200);
    expect(prompt.json().data).toMatchObject({
      text: '가성비 좋은 커피',
      intent: 'commercial',
      intentSource: 'manual',
    });
    const key = prompt.json().data.documentId;
    const updated = await t.as(jwt, {
      method: 'PUT',
      url: `/api/prompts/${key}`,
      payload: { data: { active: false } },
    });
    expect(updated.json().data.active).toBe(false);
    const dupTag = await t.as(jwt, {
      method: 'POST',
      url: '/api/tags',
      payload: { data: { project: project.id, name: '브랜드' } },
    });
    expect(dupTag.statusCode).toBe(409);
    const competitor = await t.as(jwt, {
      method: 'POST',
      url: '/api/competitors',
      payload: { data: { project: project.id, name: 'Ediya', domains: ['ediya.com', 'not a domain'] } },
    });
    expect(competitor.statusCode).toBe(400);
    expect(competitor.json().error.details.errors[0].path).toEqual(['data', 'domains', 1]);
    const item = await t.as(jwt, {
      method: 'POST',
      url: '/api/evaluation-items',
      payload: { data: { project: project.id, name: '서비스', keywords: ['친절', '서비스'] } },
    });
    expect(item.statusCode).toBe(200);
    const removed = await t.as(jwt, { method: 'DELETE', url: `/api/prompts/${key}` });
    expect(removed.json().data.documentId).toBe(key);
    expect((await t.as(jwt, { method: 'GET', url: `/api/prompts/${key}` })).statusCode).toBe(404);
    const list = await t.as(jwt, {
      method: 'GET',
      url: `/api/prompts?filters[project][documentId][$eq]=${project.documentId}&sort=id:asc`,
    });
    expect(list.json().data.map((p: { text: string }) => p.text)).toEqual([
      '서울 커피 브랜드 추천',
      'best coffee chain in Korea',
    ]);
  });
});
