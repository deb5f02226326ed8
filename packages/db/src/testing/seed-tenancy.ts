import type { Database } from '../database.ts';
import { members, organizations, projects, prompts, tags, users, workspaces } from '../schema/index.ts';

/** Inserts an organization with an owner, a workspace and one project, for database tests. */
export async function seedTenancy(db: Database, name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [user] = await db
    .insert(users)
    .values({ username: slug, email: `${slug}@example.com` })
    .returning();
  const [organization] = await db.insert(organizations).values({ name, ownerUserId: user!.id }).returning();
  const [member] = await db
    .insert(members)
    .values({ organizationId: organization!.id, userId: user!.id, role: 'owner' })
    .returning();
  const [workspace] = await db
    .insert(workspaces)
    .values({
      organizationId: organization!.id,
      name: `${name} workspace`,
      ownerUserId: user!.id,
      ownerMemberId: member!.id,
    })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      organizationId: organization!.id,
      workspaceId: workspace!.id,
      name: `${name} project`,
      brandName: name,
      ownerUserId: user!.id,
      ownerMemberId: member!.id,
    })
    .returning();
  const promptRows = await db
    .insert(prompts)
    .values(
      ['best coffee in Seoul', '서울 커피 추천', '100% arabica_beans'].map((text) => ({
        organizationId: organization!.id,
        projectId: project!.id,
        text,
      })),
    )
    .returning();
  await db.insert(tags).values({ organizationId: organization!.id, projectId: project!.id, name: 'brand' });
  return {
    user: user!,
    organization: organization!,
    member: member!,
    workspace: workspace!,
    project: project!,
    prompts: promptRows,
    tenant: { organizationIds: [organization!.id], userId: user!.id },
  };
}
