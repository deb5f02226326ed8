import { ForbiddenError, NotFoundError } from '@sightline/contracts';
import { type AuthContext, loadAuthContext, schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecret } from '#testing/test-app.ts';
import { seedThreeTenants } from '#testing/three-tenants.ts';
import { loadConfig } from '../config.ts';
import { createServices, type Services } from '../services.ts';
import { findDocumentFor } from './find-document-for.ts';
import { findProjectFor } from './find-project-for.ts';
import { findPromptFor } from './find-prompt-for.ts';

describe.each(testDatabaseKinds())('the permission helpers on %s', (kind) => {
  let t: TestApp;
  let services: Services;
  let tenants: Awaited<ReturnType<typeof seedThreeTenants>>;
  const auth: Record<'alice' | 'mallory' | 'zed', AuthContext> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tenants = await seedThreeTenants(t);
    services = createServices({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: t.database,
      secret: testSecret,
      logger: pino({ level: 'silent' }),
    });
    for (const name of ['alice', 'mallory', 'zed'] as const) {
      auth[name] = (await loadAuthContext(t.database.db, tenants[name].userId))!;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 404 for another organization's project, by id or documentId, whatever the permission", async () => {
    const zed = tenants.zed;
    await expect(findProjectFor(services, auth.alice, zed.projectDocumentId, 'read')).rejects.toThrow(
      NotFoundError,
    );
    await expect(findProjectFor(services, auth.alice, zed.projectId, 'editContent')).rejects.toThrow(
      'Project not found',
    );
    await expect(findProjectFor(services, auth.alice, 'nosuchproject0000000000', 'read')).rejects.toThrow(
      NotFoundError,
    );
  });

  it('answers 403 to a viewer asking to edit content, and the project to the same viewer reading', async () => {
    const alice = tenants.alice;
    const refused = findProjectFor(services, auth.mallory, alice.projectDocumentId, 'editContent');
    await expect(refused).rejects.toThrow(ForbiddenError);
    await expect(refused).rejects.toThrow('Your role (viewer) does not allow this');
    const read = await findProjectFor(services, auth.mallory, alice.projectDocumentId, 'read');
    expect(read).toMatchObject({
      id: alice.projectId,
      organizationId: alice.organizationId,
      timezone: 'Asia/Seoul',
      membership: { organizationId: alice.organizationId, role: 'viewer' },
    });
    expect(read.dataVersion).toBeTypeOf('number');
  });

  it("gives a member with the permission the project, with the member's role", async () => {
    const alice = tenants.alice;
    const found = await findProjectFor(services, auth.alice, String(alice.projectId), 'manageProjects');
    expect(found).toMatchObject({
      id: alice.projectId,
      organizationId: alice.organizationId,
      membership: { memberId: alice.memberId, role: 'owner' },
    });
  });

  it('finds a prompt with its project, under the same rules', async () => {
    const [alicePrompt] = await t.database.db
      .select()
      .from(schema.prompts)
      .where(eq(schema.prompts.projectId, tenants.alice.projectId))
      .limit(1);
    const [zuluPrompt] = await t.database.db
      .select()
      .from(schema.prompts)
      .where(eq(schema.prompts.projectId, tenants.zed.projectId))
      .limit(1);
    const found = await findPromptFor(services, auth.alice, alicePrompt!.documentId, 'editContent');
    expect(found).toMatchObject({ id: alicePrompt!.id, projectId: tenants.alice.projectId });
    await expect(findPromptFor(services, auth.alice, zuluPrompt!.documentId, 'read')).rejects.toThrow(
      'Prompt not found',
    );
    await expect(
      findPromptFor(services, auth.mallory, alicePrompt!.documentId, 'editContent'),
    ).rejects.toThrow(ForbiddenError);
  });

  it('finds any resource document the same way (a tag)', async () => {
    const [zuluTag] = await t.database.db
      .select()
      .from(schema.tags)
      .where(eq(schema.tags.organizationId, tenants.zed.organizationId))
      .limit(1);
    const own = await findDocumentFor(services, auth.zed, 'tags', zuluTag!.documentId, 'editContent');
    expect(own).toMatchObject({ id: zuluTag!.id, organizationId: tenants.zed.organizationId });
    await expect(findDocumentFor(services, auth.alice, 'tags', zuluTag!.documentId, 'read')).rejects.toThrow(
      NotFoundError,
    );
  });
});
