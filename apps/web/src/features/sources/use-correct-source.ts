import type { ContentTypeId } from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sourceCalls } from '../../lib/api/source-calls.ts';
import { notify } from '../../lib/notify.ts';
import { reportKeys } from '../../ui/filter-bar/report-filter.ts';

/**
 * Corrects a domain's source type or a page's content type for the project, then refreshes every report of it (the
 * correction applies to its whole history). A failure is a toast with the API's message.
 */
export function useCorrectSource(projectDocumentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { domain: string; sourceType: string | null }
        | { url: string; contentType: ContentTypeId | null },
    ) => {
      if ('domain' in change)
        await sourceCalls.correctDomain(projectDocumentId, change.domain, change.sourceType);
      else await sourceCalls.correctUrl(projectDocumentId, change.url, change.contentType);
    },
    onSuccess: async () => {
      notify({ title: t('sourceDetail.saved'), message: '', color: 'teal' });
      await queryClient.invalidateQueries({ queryKey: reportKeys.project(projectDocumentId) });
    },
    onError: (error) => notify({ title: t('sourceDetail.saveFailed'), message: error.message, color: 'red' }),
  });
}
