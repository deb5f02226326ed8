import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  alertRules,
  competitors,
  projects,
  prompts,
  promptTags,
  tags,
  users,
  watches,
} from '../schema/index.ts';
import type { NewDemoSeed } from './create-demo-seed.ts';

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

/**
 * The demo's watches, created with the project before any answer exists: nothing in the history to count, so each
 * is counted already, and its hits come as the backfill stores answers; and its alert rules (on a watch by name, or
 * on the own brand's visibility), checked as the backfill's collects finish.
 */
export async function addDemoWatches(
  db: Database,
  projectId: number,
  userId: number,
  list: NonNullable<NewDemoSeed['watches']>,
  rules: NonNullable<NewDemoSeed['alertRules']> = [],
): Promise<void> {
  if (list.length === 0) return;
  const rivals = await db
    .select({
      documentId: competitors.documentId,
      name: competitors.name,
      organizationId: competitors.organizationId,
    })
    .from(competitors)
    .where(eq(competitors.projectId, projectId));
  const [project] = await db
    .select({ organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, projectId));
  const inserted = await db
    .insert(watches)
    .values(
      list.map((w) => {
        const target = 'competitor' in w ? rivals.find((r) => r.name === w.competitor)?.documentId : w.target;
        if (!target)
          throw new Error(`demo watch ${w.name}: no competitor ${'competitor' in w ? w.competitor : ''}`);
        return {
          organizationId: project!.organizationId,
          projectId,
          name: w.name,
          kind: w.kind,
          target,
          engines: [...w.engines],
          matchVersion: 1,
          countedVersion: 1,
          createdBy: userId,
        };
      }),
    )
    .returning({ id: watches.id, name: watches.name });
  if (rules.length === 0) return;
  await db.insert(alertRules).values(
    rules.map((r) => ({
      organizationId: project!.organizationId,
      projectId,
      name: r.name,
      watchId: r.watch ? (inserted.find((w) => w.name === r.watch)?.id ?? null) : null,
      brandKey: r.watch ? null : 'brand',
      condition: r.condition,
      threshold: r.threshold,
      windowDays: r.windowDays,
      createdBy: userId,
    })),
  );
}
