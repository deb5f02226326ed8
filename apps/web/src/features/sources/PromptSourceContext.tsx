import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Single } from '../../lib/api/api-client.ts';
import type { Prompt } from '../../lib/api/types.ts';

/** On a prompt's source screens: which prompt the numbers are narrowed to. */
export function PromptSourceContext({ promptDocumentId }: { promptDocumentId: string }) {
  const { t } = useTranslation();
  const prompt = useQuery({
    queryKey: ['prompt', promptDocumentId],
    queryFn: ({ signal }) =>
      api<Single<Prompt>>(`/prompts/${promptDocumentId}`, { signal, silent: true }).then((r) => r.data),
  });
  return (
    <Text size="sm" fw={500} lineClamp={2} data-testid="source-prompt">
      {t('sourceDetail.forPrompt', { text: prompt.data?.text ?? '…' })}
    </Text>
  );
}
