import { useQueryClient } from '@tanstack/react-query';
import { selectionKeys } from './selection-keys.ts';
import { useSession } from './use-session.ts';

/** Re-reads what the header pickers show: the organization's workspaces and the user's organizations. */
export function useRefreshPickers() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return async (organizationId?: number) => {
    await Promise.all([
      ...(organizationId
        ? [queryClient.invalidateQueries({ queryKey: selectionKeys.workspaces(organizationId) })]
        : []),
      queryClient.invalidateQueries({ queryKey: selectionKeys.members(user?.id) }),
      queryClient.invalidateQueries({ queryKey: selectionKeys.memberships(user?.id) }),
    ]);
  };
}
