import { selectionKeys } from '../../lib/session/selection-keys.ts';
/**
 * Query keys of the organization screens. `workspaces(orgId)` is the same array the header's workspace picker
 * (shell/WorkspacePicker.tsx) reads and lib/session/use-refresh-pickers.ts invalidates, so both stay in step.
 */
export const organizationKeys = {
  members: (organizationId: number) => ['organization-members', organizationId] as const,
  invitations: (organizationId: number) => ['invitations', organizationId] as const,
  workspaces: selectionKeys.workspaces,
};
