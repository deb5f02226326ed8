import { NotFoundError, ValidationError } from '@sightline/contracts';
import { type AuthContext, findCollectsOfDay, resolveDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/** A real calendar date from URL parts, as `YYYY-MM-DD`, or a ValidationError naming the problem. */
export function calendarDay(y: string, m: string, d: string): string {
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d)) {
    throw new ValidationError(`Not a date: ${y}/${m}/${d} (expected /YYYY/MM/DD)`);
  }
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new ValidationError(`Not a calendar date: ${day}`);
  }
  return day;
}

/** `GET /api/v1/projects/:id/collects/:y/:m/:d`: the day's collects with their runs (status, attempts, error, cost) and chats. */
export async function collectsOfDay(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  parts: { y: string; m: string; d: string },
) {
  const day = calendarDay(parts.y, parts.m, parts.d);
  const project = await resolveDocument(services.db, 'projects', projectKey, tenantOf(auth));
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'read');
  return { day, collects: await findCollectsOfDay(services.db, project.id, day) };
}
