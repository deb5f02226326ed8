import type { ReactNode } from 'react';

export interface NotifyOptions {
  title: ReactNode;
  message: ReactNode;
  color?: string;
  icon?: ReactNode;
  autoClose?: number | false;
}

let notificationsModule: Promise<typeof import('@mantine/notifications')> | undefined;

/**
 * The toasts' code (Mantine notifications and its transitions, about 6 KB gzip) is fetched after the first screen, not
 * with it: the sign-in page stays within its budget, and a toast asked for before the code arrives shows as soon as it
 * does (the store is the module's own, so the order of mounting and showing does not matter).
 */
export const loadNotifications = () => {
  notificationsModule ??= import('@mantine/notifications');
  return notificationsModule;
};

/** Shows a toast at the top; it closes after 5 s (paused while hovered). The id is the current timestamp. */
export function notify({ autoClose = 5000, ...options }: NotifyOptions): string {
  const id = String(Date.now());
  void loadNotifications().then(({ notifications }) =>
    notifications.show({ id, autoClose, withCloseButton: true, ...options }),
  );
  return id;
}
