import { lazyAfterPaint } from '../ui/lazy-after-paint.tsx';
import {
  AccountOutline,
  NotificationOutline,
  OrganizationOutline,
  ProjectOutline,
  WorkspaceOutline,
} from './FrameControlOutlines.tsx';

/** Fetches the frame's controls (one chunk: shell/frame-controls.ts). */
export const loadFrameControls = () => import('./frame-controls.ts');

// Each control shows its outline until the chunk arrives after the first paint (ui/lazy-after-paint.tsx).
export const OrganizationSwitcher = lazyAfterPaint(
  () => loadFrameControls().then((m) => m.OrganizationSwitcher),
  OrganizationOutline,
);
export const WorkspacePicker = lazyAfterPaint(
  () => loadFrameControls().then((m) => m.WorkspacePicker),
  WorkspaceOutline,
);
export const ProjectSwitcher = lazyAfterPaint(
  () => loadFrameControls().then((m) => m.ProjectSwitcher),
  ProjectOutline,
);
export const NotificationCentre = lazyAfterPaint(
  () => loadFrameControls().then((m) => m.NotificationCentre),
  NotificationOutline,
);
export const AccountMenu = lazyAfterPaint(
  () => loadFrameControls().then((m) => m.AccountMenu),
  AccountOutline,
);
