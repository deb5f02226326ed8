import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';

export interface ScheduledProject {
  id: number;
  documentId: string;
  status: 'active' | 'inactive';
  timezone: string;
  scheduleTime: string;
}

/** Every project with what its daily schedule depends on. */
export async function listScheduledProjects(db: Database, projectId?: number): Promise<ScheduledProject[]> {
  const query = db
    .select({
      id: projects.id,
      documentId: projects.documentId,
      status: projects.status,
      timezone: projects.timezone,
      scheduleTime: projects.scheduleTime,
    })
    .from(projects);
  return projectId === undefined ? query : query.where(eq(projects.id, projectId));
}
