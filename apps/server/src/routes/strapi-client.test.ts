import { AuthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { strapi } from '@strapi/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/** @strapi/client, written for Strapi v5, talks to Sightline unchanged over real HTTP. */
describe.each(testDatabaseKinds())('@strapi/client against the server on %s', (kind) => {
  let t: TestApp;
  let baseURL: string;
  let session: AuthResponse;
  beforeEach(async () => {
    t = await createTestApp(kind);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `${address}/api`;
    const res = await fetch(`${baseURL}/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'client',
        email: 'client@example.com',
        password: 'correct horse battery',
      }),
    });
    session = AuthResponse.parse(await res.json());
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists, reads, creates, updates and deletes projects and prompts', async () => {
    const client = strapi({ baseURL, auth: session.jwt });
    const projects = client.collection('projects');
    const created = await projects.create({
      member: session.user.lastSelectedMemberId,
      workspace: session.user.lastSelectedWorkspaceId,
      name: 'Client project',
      brandName: 'Acme',
      queries: [{ text: 'Acme 추천' }],
      tags: [{ name: 'alpha' }],
    });
    expect(created.data).toMatchObject({
      name: 'Client project',
      documentId: expect.stringMatching(/^[0-9a-z]{24}$/),
    });
    const documentId = created.data.documentId;

    const listed = await projects.find({
      filters: { name: { $containsi: 'client' } },
      populate: ['tags', 'workspace'],
      sort: 'name:asc',
      pagination: { page: 1, pageSize: 10 },
    });
    expect(listed.meta.pagination).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    expect(listed.data[0]).toMatchObject({ documentId, tags: [{ name: 'alpha' }] });

    const one = await projects.findOne(documentId, { populate: { workspace: { fields: ['name'] } } });
    expect(one.data).toMatchObject({ documentId, workspace: { name: '기본 워크스페이스' } });

    const updated = await projects.update(documentId, { name: 'Renamed by client', samplesPerRun: 2 });
    expect(updated.data).toMatchObject({ name: 'Renamed by client', samplesPerRun: 2 });

    const prompts = client.collection('prompts');
    const prompt = await prompts.create({ project: documentId, text: '가장 좋은 CRM은?' });
    expect(prompt.data).toMatchObject({ text: '가장 좋은 CRM은?', active: true });
    const edited = await prompts.update(prompt.data.documentId, {
      text: 'Best CRM for startups?',
      language: 'en',
    });
    expect(edited.data).toMatchObject({ text: 'Best CRM for startups?', language: 'en' });
    const found = await prompts.find({ filters: { project: { documentId: { $eq: documentId } } } });
    expect(found.data.map((p) => p.text)).toEqual(['Acme 추천', 'Best CRM for startups?']);
    await prompts.delete(prompt.data.documentId);
    expect((await prompts.find()).data.map((p) => p.text)).toEqual(['Acme 추천']);

    await expect(projects.findOne('zzzzzzzzzzzzzzzzzzzzzzzz')).rejects.toThrow();
    await projects.delete(documentId);
    expect((await projects.find()).data).toEqual([]);
  });
});
