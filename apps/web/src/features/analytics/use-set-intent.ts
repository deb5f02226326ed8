import type { Intent } from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { reportKeys } from '../../ui/filter-bar/report-filter.ts';
import { promptIntentCalls } from './prompt-intent-calls.ts';

/**
 * Corrects a prompt's intent, then refreshes every report of the project (the numbers by intent move, and the prompt
 * shows as set by hand). A failure is a toast with the API's message.
 */
export function useSetIntent(projectDocumentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prompt, intent }: { prompt: string; intent: Intent }) =>
      promptIntentCalls.setIntent(prompt, intent),
    onSuccess: async () => {
      notify({ title: t('analytics.saved'), message: '', color: 'teal' });
      await queryClient.invalidateQueries({ queryKey: reportKeys.project(projectDocumentId) });
    },
    onError: (error) => notify({ title: t('analytics.saveFailed'), message: error.message, color: 'red' }),
  });
}
