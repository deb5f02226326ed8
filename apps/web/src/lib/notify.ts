import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export interface NotifyOptions {
  title: ReactNode;
  message: ReactNode;
  color?: string;
  icon?: ReactNode;
  autoClose?: number | false;
}

/** Shows a toast at the top; it closes after 5 s (paused while hovered). The id is the current timestamp. */
export function notify({ autoClose = 5000, ...options }: NotifyOptions): string {
  const id = String(Date.now());
  notifications.show({ id, autoClose, withCloseButton: true, ...options });
  return id;
}
