/**
 * Query keys of what the header's pickers list (organizations through the user's members, workspaces, projects) and
 * of the profile's memberships: shared by the shell and the features that change those lists, so an invalidation in
 * a feature always reaches the picker that shows the list.
 */
export const selectionKeys = {
  members: (userId: number | undefined) => ['members', userId] as const,
  memberships: (userId: number | undefined) => ['memberships', userId] as const,
  workspaces: (organizationId: number | undefined) => ['workspaces', organizationId] as const,
  projects: (workspaceId: number | undefined) => ['projects', workspaceId] as const,
};
