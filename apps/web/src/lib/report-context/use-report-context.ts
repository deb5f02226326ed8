import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useSession } from '../session/use-session.ts';
import { isDataScreen, readReportContext, writeReportContext } from './report-context-store.ts';

/**
 * The report context the navigation's links to data screens carry: on a data screen, the one in its URL (and it is
 * remembered for the user and project); elsewhere (settings, a project's details), the one remembered last.
 */
export function useReportContext(): ReportSearch {
  const { user, selection } = useSession();
  const projectId = selection.project?.documentId;
  const { pathname, search } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, search: s.location.search }),
    structuralSharing: true,
  });
  const onDataScreen = isDataScreen(pathname);
  const fromUrl = useMemo(
    () => (onDataScreen ? reportSearchOf(search as Record<string, unknown>) : undefined),
    [onDataScreen, search],
  );
  const serialized = fromUrl ? JSON.stringify(fromUrl) : undefined;
  useEffect(() => {
    if (serialized !== undefined && user && projectId)
      writeReportContext(window.localStorage, user.id, projectId, JSON.parse(serialized) as ReportSearch);
  }, [serialized, user, projectId]);
  return useMemo(() => {
    if (fromUrl) return fromUrl;
    return user && projectId ? readReportContext(window.localStorage, user.id, projectId) : {};
  }, [fromUrl, user, projectId]);
}
