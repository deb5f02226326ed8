import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types.ts';
import { selectionKeys } from './selection-keys.ts';
import type { PreloadedSelection } from './session-preload.ts';

/**
 * Puts the lists `/users/me` brought along under the keys the header's pickers read (the same data their own calls
 * answer), so that a page load asks for none of them again.
 */
export function seedSelectionQueries(queryClient: QueryClient, user: User, preload: PreloadedSelection) {
  queryClient.setQueryData(selectionKeys.members(user.id), preload.members);
  if (preload.member && preload.workspaces) {
    queryClient.setQueryData(selectionKeys.workspaces(preload.member.organizationId), preload.workspaces);
  }
  if (preload.workspace && preload.projects) {
    queryClient.setQueryData(selectionKeys.projects(preload.workspace.id), preload.projects);
  }
}
