import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  intents,
  promptImportMaxChars,
  promptImportMaxLines,
  promptLanguages,
} from '@sightline/contracts/constants';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { PromptImportReport } from './PromptImportReport.tsx';
import { downloadPromptCsvTemplate, previewPromptCsv } from './prompt-csv.ts';
import { promptListCalls } from './prompt-list-calls.ts';
import { rejectedLines } from './rejected-lines.ts';

/**
 * "Import CSV": a file or pasted text, a count of its lines, then the server's verdict — every prompt imported (a
 * notification, the list refreshed, the dialog closed) or, when any line is rejected, each rejected line with its
 * reason and the statement that nothing was imported.
 */
export function PromptImportModal({
  documentId,
  opened,
  onClose,
  onImported,
}: {
  documentId: string;
  opened: boolean;
  onClose: () => void;
  onImported: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const submit = useMutation({
    mutationFn: (text: string) => promptListCalls.importCsv(documentId, text),
    onSuccess: async (result) => {
      const created = result.data.created.length;
      notify({
        color: 'teal',
        title: t('promptBulk.import.success', { count: created }),
        message: result.data.newTags.length
          ? t('promptBulk.done.newTags', { names: result.data.newTags.join(', ') })
          : '',
      });
      await onImported();
      close();
    },
  });
  const preview = csv.trim() ? previewPromptCsv(csv) : null;
  const report = submit.error instanceof ApiError ? rejectedLines(submit.error.details) : null;

  function change(text: string) {
    setCsv(text);
    if (submit.isError) submit.reset();
  }
  async function choose(chosen: File | null) {
    setFile(chosen);
    setReadFailed(false);
    if (!chosen) return change('');
    try {
      change(await chosen.text());
    } catch {
      setReadFailed(true);
    }
  }
  function close() {
    setCsv('');
    setFile(null);
    setReadFailed(false);
    submit.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('promptBulk.import.title')} size="xl">
      <Stack gap="sm" data-testid="prompt-import-modal">
        <Text size="sm">{t('promptBulk.import.intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('promptBulk.import.columns', {
            languages: promptLanguages.join(', '),
            intents: intents.join(', '),
          })}
        </Text>
        {/* The verdict first: a rejected file must not read as imported, however long the text above it. */}
        {report && <PromptImportReport errors={report} />}
        {submit.isError && !report && (
          <Alert color="red" variant="light" title={t('promptBulk.import.failed')}>
            {submit.error.message}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            flex={1}
            miw={220}
            label={t('promptBulk.import.fileLabel')}
            placeholder={t('promptBulk.import.filePlaceholder')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            clearable
            error={readFailed ? t('promptBulk.import.readFailed') : undefined}
            data-testid="prompt-import-file"
          />
          <Anchor component="button" type="button" size="sm" mb={8} onClick={downloadPromptCsvTemplate}>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} />
              {t('promptBulk.import.template')}
            </Group>
          </Anchor>
        </Group>
        <Textarea
          label={t('promptBulk.import.pasteLabel')}
          placeholder={t('promptBulk.import.pastePlaceholder')}
          autosize
          minRows={4}
          maxRows={6}
          value={csv}
          onChange={(event) => change(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          data-testid="prompt-import-text"
        />
        <Text
          size="sm"
          c={preview?.tooLarge ? 'red' : 'dimmed'}
          role="status"
          data-testid="prompt-import-preview"
        >
          {!preview
            ? t('promptBulk.import.previewEmpty')
            : preview.tooLarge
              ? t('promptBulk.import.tooLarge', { max: promptImportMaxChars, lines: promptImportMaxLines })
              : t('promptBulk.import.preview', { count: preview.lines })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('promptBulk.import.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={!preview || preview.tooLarge || preview.lines === 0}
            loading={submit.isPending}
            onClick={() => submit.mutate(csv)}
            data-testid="prompt-import-submit"
          >
            {t('promptBulk.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
