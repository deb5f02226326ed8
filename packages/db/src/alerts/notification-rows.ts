import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertSettings, members, notifications, users } from '../schema/index.ts';

export interface AlertRecipient {
  userId: number;
  email: string;
  locale: string;
  inApp: boolean;
  emailAlerts: boolean;
}

/** Every member of an organization with how they want alerts (in the app and by e-mail unless they said no). */
export async function listAlertRecipients(db: Database, organizationId: number): Promise<AlertRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      locale: users.locale,
      inApp: sql<boolean>`coalesce(${alertSettings.inApp}, true)`,
      emailAlerts: sql<boolean>`coalesce(${alertSettings.email}, true)`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(
      alertSettings,
      and(eq(alertSettings.userId, members.userId), eq(alertSettings.organizationId, members.organizationId)),
    )
    .where(eq(members.organizationId, organizationId));
  return rows.map((r) => ({ ...r, inApp: Boolean(r.inApp), emailAlerts: Boolean(r.emailAlerts) }));
}

/** Notifications to insert; an alert's name its rule and day, so that a withdrawal of the alert finds them. */
export async function insertNotifications(
  db: Database,
  rows: ReadonlyArray<{
    organizationId: number;
    userId: number;
    kind: string;
    payload: unknown;
    alertRuleId?: number;
    alertDay?: string;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}

export interface NotificationRow {
  id: number;
  documentId: string;
  kind: string;
  payload: unknown;
  readAt: Date | null;
  createdAt: Date;
}

/** A user's notifications in the organizations they belong to, newest first, `limit` after the id `before`. */
export async function listNotifications(
  db: Database,
  who: { userId: number; organizationIds: readonly number[] },
  page: { limit: number; before?: number | undefined },
): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      documentId: notifications.documentId,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.userId),
        inArray(notifications.organizationId, [...who.organizationIds, 0]),
        page.before === undefined ? undefined : lt(notifications.id, page.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

export async function countUnreadNotifications(
  db: Database,
  who: { userId: number; organizationIds: readonly number[] },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.userId),
        inArray(notifications.organizationId, [...who.organizationIds, 0]),
        isNull(notifications.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks some (document ids) or all of a user's notifications in their organizations read. */
export async function markNotificationsRead(
  db: Database,
  who: { userId: number; organizationIds: readonly number[] },
  documentIds: readonly string[] | 'all',
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, who.userId),
        inArray(notifications.organizationId, [...who.organizationIds, 0]),
        isNull(notifications.readAt),
        documentIds === 'all' ? undefined : inArray(notifications.documentId, [...documentIds]),
      ),
    );
}

export async function findAlertSettings(
  db: Database,
  who: { userId: number; organizationId: number },
): Promise<{ inApp: boolean; email: boolean }> {
  const [row] = await db
    .select({ inApp: alertSettings.inApp, email: alertSettings.email })
    .from(alertSettings)
    .where(and(eq(alertSettings.userId, who.userId), eq(alertSettings.organizationId, who.organizationId)));
  return row ?? { inApp: true, email: true };
}

export async function saveAlertSettings(
  db: Database,
  who: { userId: number; organizationId: number },
  settings: { inApp: boolean; email: boolean },
): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ ...who, ...settings })
    .onConflictDoUpdate({ target: [alertSettings.userId, alertSettings.organizationId], set: settings });
}
