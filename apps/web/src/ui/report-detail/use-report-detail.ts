import type { ReportDetail } from '@sightline/contracts/constants';
import { createContext, useContext } from 'react';
import { useSession } from '../../lib/session/use-session.ts';

/**
 * The report detail of what is below it, instead of the signed-in user's (a test, a preview of the client view).
 * Unset (null), the user's own setting applies.
 */
export const ReportDetailContext = createContext<ReportDetail | null>(null);

/**
 * How much statistics the screens show (docs/features/web.md, Simple view): the signed-in user's setting, `full` until
 * it is known. In `simple` the shared metric parts leave out n, 95 % intervals, z-tests and p-values (on screen, on
 * paper and in CSV exports) and keep the significance marks and "not enough data".
 */
export function useReportDetail(): ReportDetail {
  const forced = useContext(ReportDetailContext);
  const { user } = useSession();
  return forced ?? user?.reportDetail ?? 'full';
}

/** Whether the simple view (the client view) is on. */
export function useSimpleView(): boolean {
  return useReportDetail() === 'simple';
}
