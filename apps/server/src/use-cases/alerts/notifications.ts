import {
  type AlertSettings,
  type AlertSettingsResponse,
  NotFoundError,
  type Notification,
  type NotificationListResponse,
  type NotificationsReadBody,
} from '@sightline/contracts';
import {
  type AuthContext,
  countOwnNotifications,
  countUnreadNotifications,
  findAlertSettings,
  listNotifications as listNotificationRows,
  markNotificationsRead,
  saveAlertSettings,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { parseLimit } from '../analytics/parse-limit.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';

const who = (auth: AuthContext) => ({
  userId: auth.user.id,
  organizationIds: auth.memberships.map((m) => m.organizationId),
});

/**
 * `GET /api/v1/notifications`: the caller's own notifications from the organizations they still belong to, newest
 * first, with the unread count (the header's badge).
 */
export async function listNotifications(
  services: Services,
  auth: AuthContext,
  query: { limit?: string | undefined; before?: string | undefined },
): Promise<NotificationListResponse> {
  const limit = parseLimit(query.limit, 20, 100);
  const before = query.before === undefined ? undefined : Number.parseInt(query.before, 36);
  const rows = await listNotificationRows(services.db, who(auth), {
    limit: limit + 1,
    before: Number.isFinite(before) ? before : undefined,
  });
  const page = rows.slice(0, limit);
  return {
    data: page.map(
      (row): Notification => ({
        documentId: row.documentId,
        kind: 'alert',
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
        alert: row.payload as Notification['alert'],
      }),
    ),
    meta: {
      unread: await countUnreadNotifications(services.db, who(auth)),
      nextBefore: rows.length > limit ? page.at(-1)!.id.toString(36) : null,
    },
  };
}

/**
 * `POST /api/v1/notifications/read`: the caller's notifications given (or all) marked read. A document id that is
 * not one of the caller's notifications (another user's, or unknown) is a 404, and nothing is marked.
 */
export async function readNotifications(
  services: Services,
  auth: AuthContext,
  body: NotificationsReadBody,
): Promise<{ data: { unread: number } }> {
  if (!body.data.all) {
    const documentIds = [...new Set(body.data.documentIds ?? [])];
    if ((await countOwnNotifications(services.db, who(auth), documentIds)) < documentIds.length) {
      throw new NotFoundError('Notification not found');
    }
  }
  await markNotificationsRead(services.db, who(auth), body.data.all ? 'all' : (body.data.documentIds ?? []));
  return { data: { unread: await countUnreadNotifications(services.db, who(auth)) } };
}

/** `GET /api/v1/organizations/:id/alert-settings`: how the caller gets alerts from the organization. */
export async function getAlertSettings(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
): Promise<AlertSettingsResponse> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  return {
    data: await findAlertSettings(services.db, { userId: auth.user.id, organizationId: organization.id }),
  };
}

/** `PUT /api/v1/organizations/:id/alert-settings`: the caller chooses in-app and e-mail alerts. */
export async function putAlertSettings(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  settings: AlertSettings,
): Promise<AlertSettingsResponse> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  await saveAlertSettings(services.db, { userId: auth.user.id, organizationId: organization.id }, settings);
  return { data: settings };
}
