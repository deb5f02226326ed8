import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { documentIdPattern } from '../document-id.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/index.ts';
import { members, organizations, projects, users, workspaces } from './index.ts';

describe.each(testDatabaseKinds())('tenancy schema on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await handle.close();
  });

  async function seedOrganization() {
    const { db } = handle;
    const [user] = await db
      .insert(users)
      .values({ username: 'minji', email: 'minji@example.com' })
      .returning();
    const [org] = await db.insert(organizations).values({ name: 'Acme', ownerUserId: user!.id }).returning();
    const [member] = await db
      .insert(members)
      .values({ organizationId: org!.id, userId: user!.id, role: 'owner' })
      .returning();
    const [workspace] = await db
      .insert(workspaces)
      .values({ organizationId: org!.id, name: 'Default', ownerUserId: user!.id, ownerMemberId: member!.id })
      .returning();
    return { user: user!, org: org!, member: member!, workspace: workspace! };
  }

  it('gives every document a 24-character document id and timestamps', async () => {
    const { user, org, workspace } = await seedOrganization();
    for (const doc of [user, org, workspace]) {
      expect(doc.documentId).toMatch(documentIdPattern);
      expect(doc.createdAt).toBeInstanceOf(Date);
    }
    expect(new Set([user.documentId, org.documentId, workspace.documentId]).size).toBe(3);
  });

  it('starts every test with an empty database', async () => {
    const rows = await handle.db.select().from(users);
    expect(rows).toEqual([]);
  });

  it('stores projects with their defaults inside the organization', async () => {
    const { org, workspace, member } = await seedOrganization();
    const [project] = await handle.db
      .insert(projects)
      .values({
        organizationId: org.id,
        workspaceId: workspace.id,
        name: '오늘의 커피',
        brandName: '오늘커피',
        brandAliases: ['Oneul Coffee'],
        engines: ['chatgpt', 'simulated'],
        ownerMemberId: member.id,
      })
      .returning();
    expect(project).toMatchObject({
      status: 'active',
      timezone: 'Asia/Seoul',
      samplesPerRun: 1,
      scheduleTime: '09:00',
      brandAliases: ['Oneul Coffee'],
      engines: ['chatgpt', 'simulated'],
    });
    const found = await handle.db.select().from(projects).where(eq(projects.organizationId, org.id));
    expect(found).toHaveLength(1);
  });

  it('rejects upper-case e-mails, duplicate memberships, unknown engines and bad schedule times', async () => {
    const { db } = handle;
    await expect(db.insert(users).values({ username: 'x', email: 'X@Example.com' })).rejects.toThrow();
    const { user, org, workspace } = await seedOrganization();
    await expect(db.insert(members).values({ organizationId: org.id, userId: user.id })).rejects.toThrow();
    const base = { organizationId: org.id, workspaceId: workspace.id, name: 'p', brandName: 'b' };
    await expect(db.insert(projects).values({ ...base, engines: ['bing'] })).rejects.toThrow();
    await expect(db.insert(projects).values({ ...base, scheduleTime: '24:00' })).rejects.toThrow();
    await expect(db.insert(projects).values({ ...base, samplesPerRun: 0 })).rejects.toThrow();
  });

  it('removes an organization together with everything that belongs to it', async () => {
    const { org } = await seedOrganization();
    await handle.db.delete(organizations).where(eq(organizations.id, org.id));
    const count = (await handle.db.$count(members)) + (await handle.db.$count(workspaces));
    expect(count).toBe(0);
  });
});
