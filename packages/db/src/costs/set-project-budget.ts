import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';

/** Sets (USD, rounded to the cent by the column) or removes (null) a project's monthly budget. */
export async function setProjectBudget(db: Database, projectId: number, monthlyBudget: number | null) {
  await db.update(projects).set({ monthlyBudget }).where(eq(projects.id, projectId));
}
