import { type AppError, RestQuery, ValidationError } from '@sightline/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase, seedTenancy, testDatabaseKinds } from '../testing/index.ts';
import { findDocument, findDocuments } from './find-documents.ts';

/** Parses a query string the way the server does and returns the validated query. */
async function q(text: string): Promise<RestQuery> {
  const qs = (await import('qs')).default;
  return RestQuery.parse(qs.parse(text, { strictNullHandling: true, arrayLimit: 100, depth: 20 }));
}

describe.each(testDatabaseKinds())('REST query layer on %s', (kind) => {
  let handle: DatabaseHandle;
  let acme: Awaited<ReturnType<typeof seedTenancy>>;
  let other: Awaited<ReturnType<typeof seedTenancy>>;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    acme = await seedTenancy(handle.db, 'Acme');
    other = await seedTenancy(handle.db, 'Globex');
  });
  afterEach(async () => {
    await handle.close();
  });

  it('lists only the caller organization, with the spec populate of projects', async () => {
    const result = await findDocuments(handle.db, 'projects', {
      tenant: acme.tenant,
      query: await q(
        'populate[0]=owner&populate[ownerMember][populate][user][populate][0]=avatar&populate[1]=workspace&populate[2]=evaluationItems&populate[3]=queries&populate[4]=featureImage&populate[5]=tags&pagination[pageSize]=100&sort=id:asc',
      ),
    });
    expect(result.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: 1 });
    const [project] = result.data;
    expect(project).toMatchObject({ name: 'Acme project', documentId: acme.project.documentId });
    expect(project?.ownerMember).toMatchObject({ role: 'owner', user: { username: 'acme', avatar: null } });
    expect(project?.queries).toHaveLength(3);
    expect(project?.tags).toEqual([expect.objectContaining({ name: 'brand' })]);
    expect(JSON.stringify(result)).not.toContain('passwordHash');
  });

  it('filters through relations and treats SQL and LIKE metacharacters as data', async () => {
    const byWorkspace = await findDocuments(handle.db, 'projects', {
      tenant: { organizationIds: [acme.organization.id, other.organization.id], userId: acme.user.id },
      query: await q(`filters[workspace][documentId][$eq]=${other.workspace.documentId}`),
    });
    expect(byWorkspace.data.map((p) => p.name)).toEqual(['Globex project']);

    const injection = await findDocuments(handle.db, 'prompts', {
      tenant: acme.tenant,
      query: await q(`filters[text][$eq]=${encodeURIComponent("x' or '1'='1")}`),
    });
    expect(injection.data).toEqual([]);

    const percent = await findDocuments(handle.db, 'prompts', {
      tenant: acme.tenant,
      query: await q('filters[text][$containsi]=%25'),
    });
    expect(percent.data.map((p) => p.text)).toEqual(['100% arabica_beans']);
    const underscore = await findDocuments(handle.db, 'prompts', {
      tenant: acme.tenant,
      query: await q('filters[text][$contains]=_'),
    });
    expect(underscore.data.map((p) => p.text)).toEqual(['100% arabica_beans']);
  });

  it('supports $or, $in, $null, sort and start/limit pagination', async () => {
    const result = await findDocuments(handle.db, 'prompts', {
      tenant: acme.tenant,
      query: await q(
        'filters[$or][0][text][$startsWith]=best&filters[$or][1][text][$endsWithi]=추천&filters[intent][$null]=true&sort=text:desc&pagination[start]=0&pagination[limit]=1',
      ),
    });
    expect(result.meta.pagination).toEqual({ start: 0, limit: 1, total: 2 });
    expect(result.data.map((p) => p.text)).toEqual(['서울 커피 추천']);
  });

  it('rejects unknown fields, relations, operators and mixed pagination, naming them', async () => {
    const attempts: Array<[string, string, RegExp]> = [
      ['projects', 'filters[passwordHash][$eq]=x', /filters\.passwordHash/],
      ['sightline-members', 'populate[user][fields][0]=passwordHash', /populate\.user\.fields/],
      ['projects', 'filters[name][$regex]=x', /\$regex/],
      ['projects', 'sort=secret:asc', /sort/],
      ['projects', 'populate=secrets', /secrets/],
      ['prompts', 'filters[active][$eq]=maybe', /filters\.active\.\$eq/],
    ];
    for (const [name, text, pattern] of attempts) {
      const error = await findDocuments(handle.db, name, { tenant: acme.tenant, query: await q(text) }).catch(
        (e: unknown) => e,
      );
      expect(error, text).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message, text).toMatch(pattern);
    }
    const mixed = await findDocuments(handle.db, 'projects', {
      tenant: acme.tenant,
      query: await q('pagination[page]=1&pagination[limit]=5'),
    }).catch((e: unknown) => e);
    expect((mixed as AppError).name).toBe('PaginationError');
    expect(() => RestQuery.parse({ foo: 1 })).toThrow(/foo/);
  });

  it('finds one document by id or documentId, and never another organization', async () => {
    const byDocumentId = await findDocument(handle.db, 'workspaces', acme.workspace.documentId, {
      tenant: acme.tenant,
      query: { populate: ['sightline_organization'] },
    });
    expect(byDocumentId).toMatchObject({ name: 'Acme workspace', sightline_organization: { name: 'Acme' } });
    const byId = await findDocument(handle.db, 'workspaces', String(acme.workspace.id), {
      tenant: acme.tenant,
      query: {},
    });
    expect(byId?.documentId).toBe(acme.workspace.documentId);
    const foreign = await findDocument(handle.db, 'workspaces', other.workspace.documentId, {
      tenant: acme.tenant,
      query: {},
    });
    expect(foreign).toBeUndefined();
  });

  it('shows files as media objects with a URL and populates many relations with filters and sort', async () => {
    const result = await findDocument(handle.db, 'projects', acme.project.documentId, {
      tenant: acme.tenant,
      query: {
        populate: {
          queries: { filters: { text: { $containsi: 'coffee' } }, sort: 'text:asc', fields: ['text'] },
        },
      },
    });
    expect(result?.queries).toEqual([
      { id: expect.any(Number), documentId: expect.any(String), text: 'best coffee in Seoul' },
    ]);
  });
});
