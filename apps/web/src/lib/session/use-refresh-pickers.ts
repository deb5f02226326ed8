import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './use-session.ts';

/** Re-reads what the header pickers show: the organization's workspaces and the user's organizations. */
export function useRefreshPickers() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return async (organizationId?: number) => {
    await Promise.all([
      ...(organizationId
        ? [queryClient.invalidateQueries({ queryKey: ['workspaces', organizationId] })]
        : []),
      queryClient.invalidateQueries({ queryKey: ['members', user?.id] }),
      queryClient.invalidateQueries({ queryKey: ['memberships', user?.id] }),
    ]);
  };
}
