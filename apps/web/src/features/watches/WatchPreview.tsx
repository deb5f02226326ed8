import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import type { useWatchPreview } from './use-watch-preview.ts';

/** "Would match N of M stored answers", live under the form, with the target as it will be matched. */
export function WatchPreview({ preview }: { preview: ReturnType<typeof useWatchPreview> }) {
  const { t } = useTranslation();
  const { data } = preview;
  const targetError = preview.fieldErrors.target;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-light)"
      data-testid="watch-preview"
      data-state={preview.idle ? 'idle' : preview.pending ? 'pending' : preview.error ? 'error' : 'ready'}
      aria-live="polite"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {preview.pending ? (
          <Loader size={16} mt={2} />
        ) : (
          <IconSearch size={16} style={{ marginTop: 3, flex: 'none' }} color="var(--mantine-color-dimmed)" />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          {preview.idle ? (
            <Text size="sm" c="dimmed">
              {t('watches.form.previewIdle')}
            </Text>
          ) : preview.error && !data ? (
            <Text size="sm" c="dimmed" data-testid="watch-preview-error">
              {/* A refused target is said under its field; anything else here. */}
              {targetError ? t('watches.form.previewIdle') : preview.error.message}
            </Text>
          ) : data ? (
            <>
              <Text
                size="sm"
                fw={600}
                data-testid="watch-preview-count"
                data-hits={data.hits}
                data-answers={data.answers}
              >
                {t('watches.form.preview', { hits: count(data.hits), answers: count(data.answers) })}
              </Text>
              <Text
                size="xs"
                c="dimmed"
                style={{ wordBreak: 'break-word' }}
                data-testid="watch-preview-target"
              >
                {t('watches.form.previewTarget', { target: data.target })}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('watches.form.previewLoading')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
