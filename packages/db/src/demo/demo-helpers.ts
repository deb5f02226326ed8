import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects, prompts, promptTags, tags, users } from '../schema/index.ts';

/** True when no account exists yet: the first start of a fresh installation. */
export async function hasNoUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Marks a project as answered by the simulator (its data is labelled simulated everywhere). */
export async function setProjectSimulated(
  db: Database,
  projectId: number,
  simulated: boolean,
): Promise<void> {
  await db.update(projects).set({ simulated }).where(eq(projects.id, projectId));
}

/** Links prompts (by text) to tags (by name) within a project. */
export async function tagPromptsByName(
  db: Database,
  projectId: number,
  assignments: ReadonlyArray<{ text: string; tags: readonly string[] }>,
): Promise<void> {
  const projectPrompts = await db
    .select({ id: prompts.id, text: prompts.text, organizationId: prompts.organizationId })
    .from(prompts)
    .where(eq(prompts.projectId, projectId));
  const names = [...new Set(assignments.flatMap((a) => a.tags))];
  if (names.length === 0) return;
  const projectTags = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.projectId, projectId), inArray(tags.name, names)));
  const promptByText = new Map(projectPrompts.map((p) => [p.text, p]));
  const tagByName = new Map(projectTags.map((t) => [t.name, t.id]));
  const rows = assignments.flatMap((a) => {
    const prompt = promptByText.get(a.text);
    if (!prompt) return [];
    return a.tags.flatMap((name) => {
      const tagId = tagByName.get(name);
      return tagId ? [{ organizationId: prompt.organizationId, promptId: prompt.id, tagId }] : [];
    });
  });
  if (rows.length) await db.insert(promptTags).values(rows).onConflictDoNothing();
}

/** Makes a project the user's current selection, so their first sign-in opens on it. */
export async function selectProjectForUser(db: Database, userId: number, projectId: number): Promise<void> {
  await db.update(users).set({ lastSelectedProjectId: projectId }).where(eq(users.id, userId));
}
