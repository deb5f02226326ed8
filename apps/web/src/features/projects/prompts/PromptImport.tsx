import { Button, FileInput, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypeCsv, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PromptDraft, promptsFromCsv, promptsFromText } from './prompt-parsing.ts';

/** What adding prompts did: how many were new and how many were already there. */
export interface PromptAddResult {
  added: number;
  skipped: number;
}

/** Bulk paste (one prompt per line) and CSV upload; the parent keeps the list and reports what it took. */
export function PromptImport({
  language,
  onAdd,
}: {
  language: string;
  onAdd: (drafts: PromptDraft[]) => PromptAddResult;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ message: string; error?: boolean }>();

  const add = (drafts: PromptDraft[]) => {
    const result = onAdd(drafts);
    const { added, skipped } = result;
    setStatus({
      message: skipped
        ? t('projects.prompts.imported', { added, skipped })
        : t('projects.prompts.importedAll', { added }),
    });
  };

  const readCsv = async (file: File | null) => {
    if (!file) return;
    try {
      const drafts = await promptsFromCsv(await file.text(), language);
      if (drafts.length === 0) setStatus({ message: t('projects.prompts.csvEmpty'), error: true });
      else add(drafts);
    } catch {
      setStatus({ message: t('projects.prompts.csvFailed'), error: true });
    }
  };

  return (
    <Stack gap="xs">
      {/* Side by side from the sm breakpoint; stacked on a phone, where two columns leave each half too narrow. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="prompt-import">
        <Stack gap="xs">
          <Textarea
            label={t('projects.prompts.bulkLabel')}
            description={t('projects.prompts.bulkHint')}
            autosize
            minRows={4}
            maxRows={10}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!text.trim()}
              onClick={() => {
                add(promptsFromText(text, language));
                setText('');
              }}
            >
              {t('projects.prompts.bulkAdd')}
            </Button>
          </Group>
        </Stack>
        <FileInput
          label={t('projects.prompts.csvLabel')}
          description={t('projects.prompts.csvHint')}
          placeholder={t('projects.prompts.csvPlaceholder')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={null}
          onChange={(file) => void readCsv(file)}
          data-testid="prompts-csv"
        />
      </SimpleGrid>
      {status && (
        <Text size="sm" c={status.error ? 'red' : 'teal'} role="status" data-testid="prompt-import-status">
          {status.message}
        </Text>
      )}
    </Stack>
  );
}
