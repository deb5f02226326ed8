import { type QueryClient, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import type { Project } from '../../lib/api/types.ts';
import { RouteError } from '../../lib/route-error.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { collectProgressKeys } from '../../shell/collect-progress-keys.ts';
import { brandColorKeys } from '../../ui/use-brand-colors.ts';
import { projectCalls } from './project-calls.ts';
import { projectKeys } from './project-keys.ts';

export const projectQuery = (documentId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(documentId),
    queryFn: ({ signal }) => projectCalls.get(documentId, signal),
  });

/** Route loader: the project, or the app's 404 screen when the API does not know it (or it is not ours). */
export async function loadProject(queryClient: QueryClient, documentId: string): Promise<Project> {
  try {
    return await queryClient.ensureQueryData(projectQuery(documentId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new RouteError(404, `Project not found: ${documentId}`);
    }
    throw error;
  }
}

/** The project of a `$documentId` route (loaded by the route's loader). */
export function useProject(documentId: string): Project {
  return useSuspenseQuery(projectQuery(documentId)).data;
}

/** After a change: the screens, the project switcher and the selection all show the saved project. */
export function useProjectSaved(documentId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (project: Project) => {
      const previous = queryClient.getQueryData<Project>(projectKeys.detail(documentId));
      // Some calls answer with fewer relations populated: keep the ones already known.
      queryClient.setQueryData(projectKeys.detail(documentId), { ...previous, ...project });
      const selected = sessionStore.getState().selection.project;
      sessionStore.updateProject(selected?.id === project.id ? { ...selected, ...project } : project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      // A changed brand, alias or owned medium re-analyses the answers: the header shows it from now on.
      void queryClient.invalidateQueries({ queryKey: collectProgressKeys.project(documentId) });
    },
    [queryClient, documentId],
  );
}

/**
 * Re-reads the project after its prompts, tags, competitors or evaluation items changed, and what shows them
 * elsewhere: the project lists (prompt and competitor counts), the brand colours (competitors by their order) and
 * the header's work status (a changed competitor or evaluation item re-analyses the answers).
 */
export function useProjectRefresh(documentId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(documentId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandColorKeys.project(documentId) }),
        queryClient.invalidateQueries({ queryKey: collectProgressKeys.project(documentId) }),
      ]),
    [queryClient, documentId],
  );
}

/**
 * Opening a project makes it the selected one (and the newest recent project), once the selection is ready;
 * a project of another workspace switches to that workspace first.
 */
export function useSelectOpenedProject(project: Project): void {
  const { selection, selectionReady } = useSession();
  const done = useRef<number | null>(null);
  const selectedId = selection.project?.id;
  const workspaceId = selection.workspace?.id;
  useEffect(() => {
    if (!selectionReady || done.current === project.id) return;
    done.current = project.id;
    if (selectedId === project.id) return;
    void (async () => {
      if (project.workspace && workspaceId !== project.workspace.id) {
        await sessionStore.selectWorkspace(project.workspace);
      }
      await sessionStore.selectProject(project);
    })().catch((error: unknown) => console.warn('Selecting the opened project failed', error));
  }, [selectionReady, selectedId, workspaceId, project]);
}
