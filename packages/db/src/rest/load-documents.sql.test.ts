import { RestQuery, ValidationError } from '@sightline/contracts';
import qs from 'qs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { members, prompts } from '../schema/index.ts';
import { createTestDatabase, seedTenancy, testDatabaseKinds } from '../testing/index.ts';
import { findDocument, findDocuments } from './find-documents.ts';
import { populateLimits } from './load-documents.ts';

const q = (text: string) =>
  RestQuery.parse(
    qs.parse(text, { strictNullHandling: true, depth: 20, plainObjects: true, allowPrototypes: true }),
  );

describe.each(testDatabaseKinds())('populate and relation filters with tenant scope on %s', (kind) => {
  let handle: DatabaseHandle;
  let acme: Awaited<ReturnType<typeof seedTenancy>>;
  let globex: Awaited<ReturnType<typeof seedTenancy>>;
  let initech: Awaited<ReturnType<typeof seedTenancy>>;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    acme = await seedTenancy(handle.db, 'Acme');
    globex = await seedTenancy(handle.db, 'Globex');
    initech = await seedTenancy(handle.db, 'Initech');
    // Globex's owner also belongs to Initech; the caller (Acme's owner) also belongs to Globex.
    await handle.db.insert(members).values([
      { organizationId: initech.organization.id, userId: globex.user.id, role: 'viewer' },
      { organizationId: globex.organization.id, userId: acme.user.id, role: 'editor' },
    ]);
  });
  afterEach(async () => {
    await handle.close();
  });
  const caller = () => ({
    organizationIds: [acme.organization.id, globex.organization.id],
    userId: acme.user.id,
  });

  it("loads every populated relation with its target's scope, at every depth", async () => {
    const result = await findDocuments(handle.db, 'sightline-members', {
      tenant: caller(),
      query: q(
        'populate[user][populate][members][populate][sightline_organization]=true&pagination[pageSize]=500',
      ),
    });
    const text = JSON.stringify(result);
    expect(text).not.toContain('Initech');
    const globexOwner = result.data.find((m) => m.userId === globex.user.id) as unknown as {
      user: { members: Array<{ organizationId: number; sightline_organization: { name: string } }> };
    };
    expect(globexOwner.user.members.map((m) => m.sightline_organization.name)).toEqual(['Globex']);
  });

  it('scopes relation filters, one and many, and filters through list relations', async () => {
    const probe = await findDocuments(handle.db, 'sightline-members', {
      tenant: caller(),
      query: q('filters[user][members][sightline_organization][name][$eq]=Initech'),
    });
    expect(probe.data).toEqual([]);
    const byTag = await findDocuments(handle.db, 'projects', {
      tenant: caller(),
      query: q('filters[tags][name][$eq]=brand&filters[queries][text][$containsi]=arabica'),
    });
    expect(byTag.data.map((p) => p.name)).toEqual(['Acme project', 'Globex project']);
    const notTagged = await findDocuments(handle.db, 'projects', {
      tenant: caller(),
      query: q('filters[$not][tags][name][$eq]=brand'),
    });
    expect(notTagged.data).toEqual([]);
  });

  it('gives each parent at most the per-parent rows, a single document more, and refuses too large responses', async () => {
    await handle.db.insert(prompts).values(
      Array.from({ length: 150 }, (_, i) => ({
        organizationId: acme.organization.id,
        projectId: acme.project.id,
        text: `extra ${String(i).padStart(3, '0')}`,
      })),
    );
    const list = await findDocuments(handle.db, 'projects', {
      tenant: acme.tenant,
      query: q('populate[queries][sort]=text:desc'),
    });
    const queries = list.data[0]!.queries as Array<{ text: string }>;
    expect(queries).toHaveLength(populateLimits.perParent);
    expect(queries[0]!.text).toBe('서울 커피 추천');
    const one = await findDocument(handle.db, 'projects', acme.project.id, {
      tenant: acme.tenant,
      query: { populate: ['queries'] },
    });
    expect(one?.queries).toHaveLength(153);

    const limits = { ...populateLimits };
    populateLimits.documents = 500;
    try {
      const error = await findDocuments(handle.db, 'prompts', {
        tenant: acme.tenant,
        query: q('populate[project][populate]=queries&pagination[pageSize]=10'),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toMatch(/^populate: the response would hold more than 500/);
    } finally {
      Object.assign(populateLimits, limits);
    }
  });

  it('shows a user’s remembered selection to that user only, and cannot be filtered by others', async () => {
    const { users } = await import('../schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await handle.db
      .update(users)
      .set({ lastSelectedOrganizationId: initech.organization.id })
      .where(eq(users.id, globex.user.id));
    const seen = await findDocuments(handle.db, 'sightline-members', {
      tenant: caller(),
      query: q(`filters[user][id][$eq]=${globex.user.id}&populate=user`),
    });
    expect(
      (seen.data[0]!.user as { lastSelectedOrganizationId: unknown }).lastSelectedOrganizationId,
    ).toBeNull();
    const probed = await findDocuments(handle.db, 'sightline-members', {
      tenant: caller(),
      query: q(`filters[user][lastSelectedOrganizationId][$eq]=${initech.organization.id}`),
    });
    expect(probed.data).toEqual([]);
    const own = await findDocuments(handle.db, 'sightline-members', {
      tenant: { organizationIds: [globex.organization.id, initech.organization.id], userId: globex.user.id },
      query: q(`filters[user][lastSelectedOrganizationId][$eq]=${initech.organization.id}&populate=user`),
    });
    expect(own.data.map((m) => m.userId)).toEqual([globex.user.id, globex.user.id]);
  });
});
