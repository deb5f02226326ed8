import type { AlertSettingsResponse, NotificationListResponse } from '@sightline/contracts';
import { api } from '../lib/api/api-client.ts';

/** The signed-in user's notifications and alert settings. Polls are silent: a failed one leaves the badge as it was. */
export const notificationCalls = {
  list: (before: string | undefined, signal?: AbortSignal) =>
    api<NotificationListResponse>('/v1/notifications', {
      silent: true,
      query: { limit: '20', ...(before ? { before } : {}) },
      ...(signal ? { signal } : {}),
    }),
  read: (body: { all: true } | { documentIds: string[] }) =>
    api<{ data: { unread: number } }>('/v1/notifications/read', { method: 'POST', json: { data: body } }),
  settings: (organizationId: number) =>
    api<AlertSettingsResponse>(`/v1/organizations/${organizationId}/alert-settings`).then((r) => r.data),
  saveSettings: (organizationId: number, data: AlertSettingsResponse['data']) =>
    api<AlertSettingsResponse>(`/v1/organizations/${organizationId}/alert-settings`, {
      method: 'PUT',
      json: { data },
    }).then((r) => r.data),
};

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (organizationId: number | undefined) => ['notifications', 'settings', organizationId] as const,
};
