import type { ReportDetail } from '@sightline/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { saveReportDetail } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';

/**
 * Switches the signed-in user's report detail: applied at once (every screen re-renders from the session), then
 * saved on the account; a failed save puts the previous view back, unless another switch came since.
 */
export function useSaveReportDetail() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['report-detail'],
    mutationFn: (detail: ReportDetail) => {
      const user = sessionStore.getState().user;
      if (!user) return Promise.reject(new Error('not signed in'));
      return saveReportDetail(user.id, detail);
    },
    onMutate: (detail) => {
      const previous = sessionStore.getState().user?.reportDetail ?? 'full';
      sessionStore.patchUser({ reportDetail: detail });
      return { previous };
    },
    onError: (error, detail, context) => {
      if (context && sessionStore.getState().user?.reportDetail === detail) {
        sessionStore.patchUser({ reportDetail: context.previous });
      }
      notify({
        title: t('reportDetail.label'),
        message: t('reportDetail.saveFailed', { message: error.message }),
        color: 'red',
      });
    },
  });
}
