import { AuthResponse } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

export interface TenantAccount {
  jwt: string;
  userId: number;
  memberId: number;
  workspaceId: number;
  organizationId: number;
  projectId: number;
  projectDocumentId: string;
}

/**
 * Three tenants for isolation tests, with recognisable names:
 * - alice: owner of "Alpha Org", editor in "Bravo Org" (the caller with two organizations);
 * - bob: owner of "Bravo Org", viewer in "Zulu Org" (a co-member who is also in a third organization);
 * - zed: owner of "Zulu Org", in no organization of alice's (the third tenant nothing may leak from);
 * - mallory: viewer in "Alpha Org" only (a co-member of alice's first organization, not of her second).
 * Every string of Zulu Org contains "zulu"; `zuluMarkers` lists them, its document ids too.
 */
export async function seedThreeTenants(t: TestApp) {
  const db = t.database.db;

  async function signUp(username: string, organization: string): Promise<TenantAccount> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
    });
    if (res.statusCode !== 200) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
    const { jwt, user } = AuthResponse.parse(res.json());
    const organizationId = user.lastSelectedOrganizationId!;
    const workspaceId = user.lastSelectedWorkspaceId!;
    await db
      .update(schema.organizations)
      .set({ name: organization })
      .where(eq(schema.organizations.id, organizationId));
    await db
      .update(schema.workspaces)
      .set({ name: `${organization} workspace` })
      .where(eq(schema.workspaces.id, workspaceId));
    const prefix = organization.split(' ')[0]!.toLowerCase();
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: {
        data: {
          member: user.lastSelectedMemberId,
          workspace: workspaceId,
          name: `${prefix} project`,
          brandName: `${prefix}brand`,
          queries: [{ text: `${prefix} prompt one` }, { text: `${prefix} prompt two` }],
        },
      },
    });
    if (created.statusCode !== 200) throw new Error(`project of ${username}: ${created.body}`);
    const project = created.json().data as { id: number; documentId: string };
    await db.insert(schema.tags).values([
      { organizationId, projectId: project.id, name: `${prefix}tag` },
      { organizationId, projectId: project.id, name: `${prefix}other` },
    ]);
    return {
      jwt,
      userId: user.id,
      memberId: user.lastSelectedMemberId!,
      workspaceId,
      organizationId,
      projectId: project.id,
      projectDocumentId: project.documentId,
    };
  }

  const alice = await signUp('alice', 'Alpha Org');
  const bob = await signUp('bob', 'Bravo Org');
  const zed = await signUp('zuluzed', 'Zulu Org');
  const mallory = await signUp('mallory', 'Mallory Org');
  const [aliceInBravo] = await db
    .insert(schema.members)
    .values({ organizationId: bob.organizationId, userId: alice.userId, role: 'editor' })
    .returning();
  await db.insert(schema.members).values([
    { organizationId: zed.organizationId, userId: bob.userId, role: 'viewer' },
    { organizationId: alice.organizationId, userId: mallory.userId, role: 'viewer' },
  ]);
  // Bob last looked at Zulu Org: his remembered selection points into the third tenant.
  await db
    .update(schema.users)
    .set({ lastSelectedOrganizationId: zed.organizationId })
    .where(eq(schema.users.id, bob.userId));

  const zuluRows = await Promise.all([
    db
      .select({ d: schema.organizations.documentId })
      .from(schema.organizations)
      .where(eq(schema.organizations.id, zed.organizationId)),
    db
      .select({ d: schema.workspaces.documentId })
      .from(schema.workspaces)
      .where(eq(schema.workspaces.organizationId, zed.organizationId)),
    db
      .select({ d: schema.members.documentId })
      .from(schema.members)
      .where(eq(schema.members.organizationId, zed.organizationId)),
    db
      .select({ d: schema.prompts.documentId })
      .from(schema.prompts)
      .where(eq(schema.prompts.organizationId, zed.organizationId)),
    db
      .select({ d: schema.tags.documentId })
      .from(schema.tags)
      .where(eq(schema.tags.organizationId, zed.organizationId)),
    db.select({ d: schema.users.documentId }).from(schema.users).where(eq(schema.users.id, zed.userId)),
  ]);
  const zuluMarkers = ['zulu', 'Zulu', zed.projectDocumentId, ...zuluRows.flat().map((r) => r.d)];
  return { alice, bob, zed, mallory, aliceInBravoMemberId: aliceInBravo!.id, zuluMarkers };
}

export type ThreeTenants = Awaited<ReturnType<typeof seedThreeTenants>>;

/** The markers of the third tenant that appear in a response text (none, when isolation holds). */
export function leakedMarkers(text: string, markers: string[]): string[] {
  return markers.filter((m) => text.includes(m));
}
