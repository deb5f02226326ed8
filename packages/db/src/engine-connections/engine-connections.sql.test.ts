import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase, seedTenancy, testDatabaseKinds } from '../testing/index.ts';
import { deleteEngineConnection } from './delete-engine-connection.ts';
import { findEngineConnection } from './find-engine-connection.ts';
import { listEngineConnections } from './list-engine-connections.ts';
import { upsertEngineConnection } from './upsert-engine-connection.ts';

describe.each(testDatabaseKinds())('engine connections on %s', (kind) => {
  let handle: DatabaseHandle;
  let acme: Awaited<ReturnType<typeof seedTenancy>>;
  let globex: Awaited<ReturnType<typeof seedTenancy>>;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    acme = await seedTenancy(handle.db, 'Acme');
    globex = await seedTenancy(handle.db, 'Globex');
  });
  afterEach(async () => {
    await handle.close();
  });

  const values = (organizationId: number, engine: 'chatgpt' | 'claude', last4: string) => ({
    organizationId,
    engine,
    apiKeyEncrypted: `v1:iv:tag:${last4}`,
    apiKeyLast4: last4,
    baseUrl: null,
    model: null,
  });

  it('inserts one connection per organization and engine, then replaces it in place', async () => {
    const first = await upsertEngineConnection(handle.db, values(acme.organization.id, 'chatgpt', 'aaaa'));
    expect(first).toMatchObject({
      engine: 'chatgpt',
      apiKeyLast4: 'aaaa',
      organizationId: acme.organization.id,
    });
    expect(first.documentId).toMatch(/^[a-z0-9]{24}$/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upsertEngineConnection(handle.db, {
      ...values(acme.organization.id, 'chatgpt', 'bbbb'),
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'gpt-test',
    });
    expect(second).toMatchObject({
      id: first.id,
      documentId: first.documentId,
      apiKeyLast4: 'bbbb',
      model: 'gpt-test',
    });
    expect(second.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
    expect(second.createdAt.getTime()).toBe(first.createdAt.getTime());
    await upsertEngineConnection(handle.db, values(acme.organization.id, 'claude', 'cccc'));
    await upsertEngineConnection(handle.db, values(globex.organization.id, 'chatgpt', 'dddd'));

    const listed = await listEngineConnections(handle.db, acme.organization.id);
    expect(listed.map((c) => [c.engine, c.apiKeyLast4])).toEqual([
      ['chatgpt', 'bbbb'],
      ['claude', 'cccc'],
    ]);
    expect((await findEngineConnection(handle.db, globex.organization.id, 'chatgpt'))?.apiKeyLast4).toBe(
      'dddd',
    );
    expect(await findEngineConnection(handle.db, globex.organization.id, 'claude')).toBeUndefined();
  });

  it("deletes only the organization's own connection", async () => {
    await upsertEngineConnection(handle.db, values(acme.organization.id, 'chatgpt', 'aaaa'));
    await upsertEngineConnection(handle.db, values(globex.organization.id, 'chatgpt', 'dddd'));
    expect(await deleteEngineConnection(handle.db, acme.organization.id, 'chatgpt')).toBe(true);
    expect(await deleteEngineConnection(handle.db, acme.organization.id, 'chatgpt')).toBe(false);
    expect(await listEngineConnections(handle.db, acme.organization.id)).toEqual([]);
    expect(await findEngineConnection(handle.db, globex.organization.id, 'chatgpt')).toBeDefined();
  });
});
