/**
 * The frame's menus, pickers and notification centre: one chunk, fetched after the first paint
 * (shell/lazy-frame-controls.ts), since their menus, selects and popovers are no part of what a screen first shows.
 */
export { AccountMenu } from './AccountMenu.tsx';
export { NotificationCentre } from './NotificationCentre.tsx';
export { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
export { ProjectSwitcher } from './ProjectSwitcher.tsx';
export { WorkspacePicker } from './WorkspacePicker.tsx';
