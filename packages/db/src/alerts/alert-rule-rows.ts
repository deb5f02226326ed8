import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertRules, watches } from '../schema/index.ts';

export type AlertCondition = 'below' | 'above' | 'change' | 'appears' | 'disappears';

export interface AlertRuleRow {
  id: number;
  documentId: string;
  organizationId: number;
  projectId: number;
  name: string;
  watchId: number | null;
  /** The watch's document id and name, for a rule on a watch. */
  watch: { documentId: string; name: string; engines: string[] } | null;
  brandKey: string | null;
  condition: AlertCondition;
  threshold: number | null;
  windowDays: number;
  active: boolean;
  /** What its last check said (the contracts' `AlertRuleCheck`), null until first checked. */
  lastCheck: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface AlertRuleInput {
  name: string;
  watchId: number | null;
  brandKey: string | null;
  condition: AlertCondition;
  threshold: number | null;
  windowDays: number;
  active: boolean;
}

async function select(db: Database, where: ReturnType<typeof and>): Promise<AlertRuleRow[]> {
  const rows = await db
    .select({
      id: alertRules.id,
      documentId: alertRules.documentId,
      organizationId: alertRules.organizationId,
      projectId: alertRules.projectId,
      name: alertRules.name,
      watchId: alertRules.watchId,
      watchDocumentId: watches.documentId,
      watchName: watches.name,
      watchEngines: watches.engines,
      brandKey: alertRules.brandKey,
      condition: alertRules.condition,
      threshold: alertRules.threshold,
      windowDays: alertRules.windowDays,
      active: alertRules.active,
      lastCheck: alertRules.lastCheck,
      createdAt: alertRules.createdAt,
      updatedAt: alertRules.updatedAt,
    })
    .from(alertRules)
    .leftJoin(watches, eq(watches.id, alertRules.watchId))
    .where(where)
    .orderBy(asc(alertRules.id));
  return rows.map(({ watchDocumentId, watchName, watchEngines, ...row }) => ({
    ...row,
    condition: row.condition as AlertCondition,
    watch:
      watchDocumentId && watchName
        ? { documentId: watchDocumentId, name: watchName, engines: watchEngines ?? [] }
        : null,
  }));
}

/** A project's alert rules, oldest first. */
export function listProjectAlertRules(db: Database, projectId: number): Promise<AlertRuleRow[]> {
  return select(db, and(eq(alertRules.projectId, projectId)));
}

/** One alert rule of a project by document id. */
export async function findProjectAlertRule(
  db: Database,
  projectId: number,
  documentId: string,
): Promise<AlertRuleRow | undefined> {
  return (
    await select(db, and(eq(alertRules.projectId, projectId), eq(alertRules.documentId, documentId)))
  )[0];
}

export async function insertAlertRule(
  db: Database,
  owner: { organizationId: number; projectId: number; createdBy: number | null },
  input: AlertRuleInput,
): Promise<string> {
  const [row] = await db
    .insert(alertRules)
    .values({ ...owner, ...input })
    .returning({ documentId: alertRules.documentId });
  return row!.documentId;
}

export async function updateAlertRule(db: Database, ruleId: number, input: AlertRuleInput): Promise<void> {
  await db.update(alertRules).set(input).where(eq(alertRules.id, ruleId));
}

export async function deleteAlertRule(db: Database, ruleId: number): Promise<void> {
  await db.delete(alertRules).where(eq(alertRules.id, ruleId));
}
